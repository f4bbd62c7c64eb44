import type { NewFace } from '@hibi/db';
import { type DetectedFace, faceQuality } from '@hibi/vision';

/** The `faces` rows of a media's detected faces, each with its quality for choosing best shots. */
export function faceRows(mediaId: string, found: readonly DetectedFace[]): NewFace[] {
  return found.map((face) => ({
    mediaId,
    boxX: face.box.x,
    boxY: face.box.y,
    boxWidth: face.box.width,
    boxHeight: face.box.height,
    embedding: Array.from(face.embedding),
    detectionScore: face.score,
    quality: faceQuality(face.quality),
  }));
}

/** The media's quality: its best face stands for it when choosing a child's best shots of the day. */
export function bestQuality(rows: readonly NewFace[]): number | null {
  const qualities = rows.map((row) => row.quality ?? 0);
  return qualities.length > 0 ? Math.max(...qualities) : null;
}
