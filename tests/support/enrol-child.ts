import { type Database, faces, referenceImages } from '@hibi/db';
import type { FaceEngine } from '@hibi/vision';

/**
 * Gives a child accepted reference photos and their faces, as approval of sign-up would leave
 * them; each image must hold exactly one face.
 */
export async function enrolChild(db: Database, engine: FaceEngine, childId: string, images: Buffer[]) {
  for (const [i, image] of images.entries()) {
    const [face, ...others] = await engine.detect(image);
    if (!face || others.length > 0) throw new Error(`reference ${i} should hold exactly one face`);
    const [reference] = await db
      .insert(referenceImages)
      .values({
        childId,
        storageKey: `references/${childId}/${i}-${Date.now()}.jpg`,
        status: 'accepted',
        faceCount: 1,
      })
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
