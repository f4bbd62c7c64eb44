import { randomUUID } from 'node:crypto';
import { type Database, faces, referenceImages } from '@hibi/db';
import { EMBEDDING_MODEL } from '@hibi/vision';
import { readyPhoto } from './fixtures.ts';

/** A unit embedding at `degrees` in a plane: cosines between them are easy to reason about. */
export const at = (degrees: number) => [
  Math.cos((degrees * Math.PI) / 180),
  Math.sin((degrees * Math.PI) / 180),
  0,
];
const box = { boxX: 0, boxY: 0, boxWidth: 100, boxHeight: 100, detectionScore: 0.9, quality: 0.8 };

/** An accepted reference photo of the child with one face of this embedding, added at `createdAt`. */
export async function addReference(
  db: Database,
  childId: string,
  embedding: number[],
  createdAt = new Date(),
) {
  const [reference] = await db
    .insert(referenceImages)
    .values({ childId, storageKey: `references/${randomUUID()}.jpg`, status: 'accepted', createdAt })
    .returning();
  await db
    .insert(faces)
    .values({ ...box, referenceImageId: reference?.id, embedding, embeddingModel: EMBEDDING_MODEL });
}

/** A ready photo of the facility with one face of this embedding, shot at `shootingAt`. */
export async function photoWithFace(
  db: Database,
  facilityId: string,
  embedding: number[],
  shootingAt = new Date(),
) {
  const id = await readyPhoto(db, facilityId, shootingAt);
  const [face] = await db
    .insert(faces)
    .values({ ...box, mediaId: id, embedding, embeddingModel: EMBEDDING_MODEL })
    .returning();
  return { mediaId: id, faceId: face?.id ?? '' };
}
