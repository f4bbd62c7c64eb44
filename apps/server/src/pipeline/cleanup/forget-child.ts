import {
  and,
  type Database,
  deliveries,
  downloadHistory,
  eq,
  faces,
  inArray,
  matchDecisions,
  photoMovieCollections,
  referenceImages,
} from '@hibi/db';
import { referenceObjectKeys } from '../../references/reference-objects.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';

export type ForgottenChild = { references: number; faces: number; deliveries: number; movies: number };

/**
 * Deletes what the service learned and kept about a withdrawn child (DESIGN.md §3, the issue's
 * privacy rule): reference photos (with their previews) and their faces, the faces in facility photos that were (or may
 * have been: ambiguous) the child's, every decision naming the child, deliveries, download
 * history and photo movies. The facility's photos stay (they are the facility's, and other
 * children are in them). Objects go first, rows after, so a retry still knows every key.
 */
export async function forgetChild(
  deps: { db: Database; storage: ObjectStorage },
  childId: string,
): Promise<ForgottenChild> {
  const { db, storage } = deps;
  const references = await db
    .select({ id: referenceImages.id, storageKey: referenceImages.storageKey })
    .from(referenceImages)
    .where(eq(referenceImages.childId, childId));
  const movies = await db
    .select({ id: photoMovieCollections.id, key: photoMovieCollections.videoKey })
    .from(photoMovieCollections)
    .where(eq(photoMovieCollections.childId, childId));
  const keys = [...referenceObjectKeys(references), ...movies.map((movie) => movie.key)];
  for (const key of keys) if (key) await storage.delete(key);

  return db.transaction(async (tx) => {
    const childFaces = tx
      .select({ id: matchDecisions.faceId })
      .from(matchDecisions)
      .where(
        and(eq(matchDecisions.childId, childId), inArray(matchDecisions.decision, ['accepted', 'ambiguous'])),
      );
    const mediaFaces = await tx
      .delete(faces)
      .where(inArray(faces.id, childFaces))
      .returning({ id: faces.id });
    // Faces of reference photos go with their rows (on delete cascade).
    await tx.delete(referenceImages).where(eq(referenceImages.childId, childId));
    await tx.delete(matchDecisions).where(eq(matchDecisions.childId, childId));
    const removed = await tx
      .delete(deliveries)
      .where(eq(deliveries.childId, childId))
      .returning({ id: deliveries.id });
    await tx.delete(downloadHistory).where(eq(downloadHistory.childId, childId));
    // Their collection_media rows go with them (on delete cascade).
    await tx.delete(photoMovieCollections).where(eq(photoMovieCollections.childId, childId));
    return {
      references: references.length,
      faces: mediaFaces.length,
      deliveries: removed.length,
      movies: movies.length,
    };
  });
}
