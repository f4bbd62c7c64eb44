import type { DetectedFace } from '../types.ts';
import { describeFace } from './describe-face.ts';
import type { MeshReading, MeshRegion } from './face-mesh.ts';
import type { FaceRuntime } from './face-runtime.ts';
import { type Detection, type Point2, squareAround, suppressDuplicates } from './geometry.ts';
import { humanFace, movedRegions, needsSteadiness } from './human-face.ts';
import { meshBounds } from './mesh-reading.ts';
import { type DecodedPhoto, faceFlatShare } from './raster.ts';

/** The detector's bar is low on purpose: a face counts only once both its mesh readings score 0.8. */
const DETECTOR_MIN_SCORE = 0.3;
/**
 * Least face-mesh score of a face, in both readings. Measured 2026-11-27: the 174 faces of the
 * pipeline bench's 40 photos and the 47 labelled photos scored 0.9999 or more; the detector's false
 * findings scored under 0.02 but for three, at 0.19, 0.56 and 0.67.
 */
const MIN_FACE_SCORE = 0.8;

export type FindFacesSettings = {
  /** Smallest face side, in working-image pixels, that the detector's finest level is sized to find. */
  minFacePx: number;
  /** Faces past this count (the most confident first) are not analysed, to bound the time. */
  maxFaces: number;
  /** What becomes of faces that are not real human faces (human-face.ts): left out, or marked. */
  nonHuman: 'drop' | 'mark';
};

/** Detects on an image pyramid, merges the levels' findings, then reads each face's mesh. */
export async function findFaces(rt: FaceRuntime, photo: DecodedPhoto, settings: FindFacesSettings) {
  const found = await rt.detector.detect(photo.image, settings.minFacePx, DETECTOR_MIN_SCORE);
  const candidates = suppressDuplicates(found, { iou: 0.3, containment: 0.6 }).slice(0, settings.maxFaces);
  const faces: (Detection & { face: DetectedFace })[] = [];
  for (const candidate of candidates) {
    const read = await readMesh(rt, photo, candidate);
    if (!read.second || read.second.score < MIN_FACE_SCORE) continue;
    const human = await isHuman(rt, photo, read.firstScore, read.second, read.size);
    if (!human && settings.nonHuman === 'drop') continue;
    const face = await describeFace(read.second, photo, rt.embedder);
    if (!face) continue;
    if (!human) face.notHuman = true;
    faces.push({ box: face.box, score: face.score, cut: false, face });
  }
  // Two findings of one face can survive the first merge and converge once read.
  return suppressDuplicates(faces, { iou: 0.4, containment: 0.7 }).map(({ face }) => face);
}

/**
 * The mesh read twice, as MediaPipe tracks a face: first in the detector's box turned by its eye
 * points, then in the same-sized box centred and turned on the first mesh, which sits the face where
 * the network was trained to see it. A face has to keep its score in both.
 */
async function readMesh(
  rt: FaceRuntime,
  photo: DecodedPhoto,
  candidate: Detection,
): Promise<{ firstScore: number; second?: MeshReading; size: number }> {
  const size = Math.max(candidate.box.width, candidate.box.height);
  const centre = {
    x: candidate.box.x + candidate.box.width / 2,
    y: candidate.box.y + candidate.box.height / 2,
  };
  const first = await rt.mesh.read(photo.image, { centre, size, across: eyeLine(candidate.eyes) });
  if (first.score < MIN_FACE_SCORE) return { firstScore: first.score, size };
  return { firstScore: first.score, second: await rt.mesh.read(photo.image, meshRegion(first, size)), size };
}

/**
 * human-face.ts's rules on a face both readings accepted: the flat colour of its inner face, and,
 * for a face not scored steadily high, four more readings of it moved a little.
 */
async function isHuman(
  rt: FaceRuntime,
  photo: DecodedPhoto,
  firstScore: number,
  second: MeshReading,
  size: number,
) {
  const faceScore = Math.min(firstScore, second.score);
  const flatShare = await faceFlatShare(photo.image, squareAround(meshBounds(second.mesh), 0.7));
  const movedScores: number[] = [];
  if (needsSteadiness(faceScore)) {
    for (const region of movedRegions(meshRegion(second, size))) {
      movedScores.push((await rt.mesh.read(photo.image, region)).score);
    }
  }
  return humanFace({ faceScore, flatShare, movedScores }).human;
}

/** Unit vector from the image-left eye to the other; level when the detector gave no eyes. */
function eyeLine(eyes: [Point2, Point2] | undefined): Point2 {
  if (!eyes) return { x: 1, y: 0 };
  const [a, b] = eyes;
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  return length > 0 ? { x: (b.x - a.x) / length, y: (b.y - a.y) / length } : { x: 1, y: 0 };
}

function meshRegion(reading: MeshReading, size: number): MeshRegion {
  const bounds = meshBounds(reading.mesh);
  const corner = (i: number): Point2 => ({ x: reading.mesh[i]?.[0] ?? 0, y: reading.mesh[i]?.[1] ?? 0 });
  return {
    centre: { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 },
    size,
    // The outer eye corners, image-left first when upright (33 is the face's right eye).
    across: eyeLine([corner(33), corner(263)]),
  };
}
