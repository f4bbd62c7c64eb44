import type { FaceQualityHints } from '../types.ts';

/**
 * One 0..1 figure for how good a face is in a photo (the `faces.quality` column), for choosing the
 * best shots: size, pose, sharpness and open eyes, each 0..1, multiplied. Reaches 1 for a face of
 * 112 px or more, facing the camera, sharp (8 and up, see FaceQualityHints) with open eyes.
 * Matching decisions do not use it; similarity thresholds already refuse faces too poor to match.
 */
export function faceQuality(q: FaceQualityHints): number {
  const size = clamp(q.sizePx / 112);
  const turn = Math.max(Math.abs(q.yawDegrees ?? 0), Math.abs(q.pitchDegrees ?? 0));
  const pose = clamp(1 - turn / 45);
  const sharpness = q.sharpness === undefined ? 1 : clamp(q.sharpness / 8);
  const eyes = q.eyeOpenness === undefined || q.eyeOpenness >= 0.15 ? 1 : 0.5;
  return size * pose * sharpness * eyes;
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}
