import { type Database, faces, referenceImages } from '@hibi/db';
import type { FaceEngine } from '@hibi/vision';
import { storeReferencePreview } from '../../apps/server/src/pipeline/references/store-reference-preview.ts';
import type { ObjectStorage } from '../../apps/server/src/storage/object-storage.ts';
import { identityCrop } from './face-scenes.ts';

/**
 * Gives a child accepted reference photos and their faces, as approval of sign-up would leave
 * them; each image must hold exactly one face. With `storage`, the photo and its preview are stored
 * too, as the reference check does: without them a started pipeline's preview backfill finds an
 * accepted photo whose original is missing (the bench's `preview not made: ENOENT`).
 */
export async function enrolChild(
  db: Database,
  engine: FaceEngine,
  childId: string,
  images: Buffer[],
  storage?: ObjectStorage,
) {
  for (const [i, image] of images.entries()) {
    const [face, ...others] = await engine.detect(image);
    if (!face || others.length > 0) throw new Error(`reference ${i} should hold exactly one face`);
    const storageKey = `references/${childId}/${i}-${Date.now()}.jpg`;
    await storage?.put(storageKey, image, 'image/jpeg');
    const previewKey = storage
      ? await storeReferencePreview(storage, storageKey, image, face.box.width)
      : null;
    const [reference] = await db
      .insert(referenceImages)
      .values({ childId, storageKey, previewKey, status: 'accepted', faceCount: 1 })
      .returning();
    if (!reference) throw new Error('no reference image');
    await db.insert(faces).values({
      referenceImageId: reference.id,
      boxX: face.box.x,
      boxY: face.box.y,
      boxWidth: face.box.width,
      boxHeight: face.box.height,
      embedding: Array.from(face.embedding),
      embeddingModel: engine.embeddingModel,
      detectionScore: face.score,
    });
  }
}

/** Enrols the child from crops 1-3 of the named identity, as most scenes' enrolled children are. */
export function enrolAs(
  db: Database,
  engine: FaceEngine,
  childId: string,
  identity: string,
  storage?: ObjectStorage,
) {
  return enrolChild(
    db,
    engine,
    childId,
    [1, 2, 3].map((n) => identityCrop(identity, n)),
    storage,
  );
}
