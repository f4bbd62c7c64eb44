import type { FaceQualityHints } from '../types.ts';

/**
 * One 0..1 figure for how good a face is in a photo (the `faces.quality` column), for choosing the
 * best shots: size, pose, sharpness, exposure, open eyes and a smile, each 0..1, multiplied.
 * Reaches 1 for a face of 112 px or more, facing the camera, sharp (8 and up, see
 * FaceQualityHints), well lit, eyes open and smiling; a straight face costs a tenth, so a smile
 * decides between otherwise equal shots but never beats a sharper or larger face.
 * Matching decisions do not use it; similarity thresholds already refuse faces too poor to match.
 */
export function faceQuality(q: FaceQualityHints): number {
  const size = clamp(q.sizePx / 112);
  const turn = Math.max(Math.abs(q.yawDegrees ?? 0), Math.abs(q.pitchDegrees ?? 0));
  const pose = clamp(1 - turn / 45);
  const sharpness = q.sharpness === undefined ? 1 : clamp(q.sharpness / 8);
  const eyes = q.eyeOpenness === undefined || q.eyeOpenness >= 0.15 ? 1 : 0.5;
  const smile = q.smile === undefined ? 1 : 0.9 + 0.1 * clamp(q.smile);
  return size * pose * sharpness * eyes * exposure(q.brightness) * smile;
}

/**
 * Faces lit between 25 % and 80 % grey look right whatever the skin tone; a face in deep shadow or
 * burnt out falls linearly to 0.3 at black or white.
 */
function exposure(brightness: number | undefined): number {
  if (brightness === undefined) return 1;
  if (brightness < 0.25) return 0.3 + (0.7 * brightness) / 0.25;
  if (brightness > 0.8) return 0.3 + (0.7 * (1 - brightness)) / 0.2;
  return 1;
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}
