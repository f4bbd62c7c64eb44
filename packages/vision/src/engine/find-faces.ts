import type { FaceResult } from '@vladmandic/human';
import type { DetectedFace } from '../types.ts';
import { describeFace } from './describe-face.ts';
import { type Detection, type Square, squareAround, suppressDuplicates } from './geometry.ts';
import { ANALYSIS_PASS, type HumanRuntime } from './human-runtime.ts';
import { type DecodedPhoto, renderSquare } from './raster.ts';

/** The detector's bar is low on purpose: a face counts only once its crop's mesh scores 0.6. */
const DETECTOR_MIN_SCORE = 0.3;
/** Side of the crop each face is analysed on; the face then fills about 60 % of it. */
const ANALYSIS_INPUT = 320;
/** Crop side over the detector's face box, which already includes the hair and chin. */
const ANALYSIS_CONTEXT = 1.6;
/**
 * Least face-mesh score of a face. On the benchmark's scenes the pasted faces scored 0.71 and more
 * (95 % of them 1.00), the false detections 0.42-0.45.
 */
const MIN_FACE_SCORE = 0.6;

export type FindFacesSettings = {
  /** Smallest face side, in working-image pixels, that the tiles are sized to find. */
  minFacePx: number;
  /** Faces past this count (the most confident first) are not analysed, to bound the time. */
  maxFaces: number;
};

/** Detects on an image pyramid, merges the levels' findings, then analyses each face on its own crop. */
export async function findFaces(rt: HumanRuntime, photo: DecodedPhoto, settings: FindFacesSettings) {
  const found = await rt.detector.detect(photo.image, settings.minFacePx, DETECTOR_MIN_SCORE);
  const candidates = suppressDuplicates(found, { iou: 0.3, containment: 0.6 }).slice(0, settings.maxFaces);
  const faces: (Detection & { face: DetectedFace })[] = [];
  for (const candidate of candidates) {
    const face = await analyse(rt, photo, squareAround(candidate.box, ANALYSIS_CONTEXT));
    // IoU is the same in fractions as in pixels, so the fractional box serves the merge below.
    if (face) faces.push({ box: face.box, score: face.score, cut: false, face });
  }
  // Two tile findings of one face can survive the first merge and converge once analysed.
  return suppressDuplicates(faces, { iou: 0.4, containment: 0.7 }).map(({ face }) => face);
}

async function analyse(rt: HumanRuntime, photo: DecodedPhoto, region: Square) {
  const faces = await run(
    rt,
    await renderSquare(photo.image, region, ANALYSIS_INPUT),
    ANALYSIS_INPUT,
    ANALYSIS_PASS,
  );
  // The crop is centred on the face it was made for; other faces in it have their own crops.
  const centre = ANALYSIS_INPUT / 2;
  const distance = (f: FaceResult) =>
    Math.hypot(f.box[0] + f.box[2] / 2 - centre, f.box[1] + f.box[3] / 2 - centre);
  const nearest = faces
    .filter((f) => f.score >= MIN_FACE_SCORE && f.mesh.length >= 468 && distance(f) < ANALYSIS_INPUT * 0.2)
    .sort((a, b) => distance(a) - distance(b))[0];
  return nearest ? describeFace(nearest, photo, region, ANALYSIS_INPUT, rt.embedder) : undefined;
}

async function run(rt: HumanRuntime, pixels: Buffer, side: number, pass: typeof ANALYSIS_PASS) {
  const input = rt.tf.tensor3d(
    new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length),
    [side, side, 3],
    'int32',
  );
  try {
    const result = await rt.human.detect(input, pass);
    if (result.error) throw new Error(`Face detection failed: ${result.error}`);
    return result.face;
  } finally {
    rt.tf.dispose(input);
  }
}
