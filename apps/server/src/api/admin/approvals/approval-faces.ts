import type { ReferenceFaceInfo } from '@hibi/contract';
import type { DetectedFaceRecord, Face } from '@hibi/db';

/** A kept face (the child's reference) as the console draws it. */
export const faceInfo = (face: Face): ReferenceFaceInfo => ({
  box: { x: face.boxX, y: face.boxY, width: face.boxWidth, height: face.boxHeight },
  detectionScore: face.detectionScore,
  quality: face.quality,
  used: true,
});

/** Stored boxes are 4-byte reals: the kept face is the detected one within rounding. */
const sameBox = (a: ReferenceFaceInfo['box'], b: ReferenceFaceInfo['box']) =>
  Math.abs(a.x - b.x) < 1e-4 && Math.abs(a.y - b.y) < 1e-4 && Math.abs(a.width - b.width) < 1e-4;

/** Every face the check found in a photo, the kept one marked; photos checked before: the kept one. */
export function facesOfPhoto(
  detected: readonly DetectedFaceRecord[] | null,
  kept: readonly Face[],
): ReferenceFaceInfo[] {
  const keptInfo = kept.map(faceInfo);
  if (!detected) return keptInfo;
  return detected.map((face) => ({
    box: face.box,
    detectionScore: face.score,
    quality: face.quality,
    used: keptInfo.some((own) => sameBox(own.box, face.box)),
  }));
}
