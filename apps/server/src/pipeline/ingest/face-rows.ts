import type { DetectedFaceRecord, NewFace } from '@hibi/db';
import { type DetectedFace, faceQuality } from '@hibi/vision';

/** Whose faces they are: a photo's, or a child's reference image's. */
type FaceOwner = { mediaId: string } | { referenceImageId: string };

/** The `faces` rows of detected faces, each with its quality and the model of its embedding. */
export function faceRows(
  owner: string | FaceOwner,
  found: readonly DetectedFace[],
  embeddingModel: string,
): NewFace[] {
  const ownerColumns = typeof owner === 'string' ? { mediaId: owner } : owner;
  return found.map((face) => ({
    ...ownerColumns,
    boxX: face.box.x,
    boxY: face.box.y,
    boxWidth: face.box.width,
    boxHeight: face.box.height,
    embedding: Array.from(face.embedding),
    embeddingModel,
    detectionScore: face.score,
    quality: faceQuality(face.quality),
  }));
}

/** The media's quality: its best face stands for it when choosing a child's best shots of the day. */
export function bestQuality(rows: readonly NewFace[]): number | null {
  const qualities = rows.map((row) => row.quality ?? 0);
  return qualities.length > 0 ? Math.max(...qualities) : null;
}

/** Every face a reference check found, as operators see them (no embeddings: those stay in `faces`). */
export function detectedFaceRecords(found: readonly DetectedFace[]): DetectedFaceRecord[] {
  return found.map((face) => ({ box: face.box, score: face.score, quality: faceQuality(face.quality) }));
}
