import type { Database } from '@hibi/db';
import { referenceObjectKeys } from '../../references/reference-objects.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { cleanupRepository } from './cleanup.repository.ts';

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
  const cleanup = cleanupRepository(db);
  const references = await cleanup.referencesOf(childId);
  const movies = await cleanup.moviesOf(childId);
  const keys = [...referenceObjectKeys(references), ...movies.map((movie) => movie.key)];
  for (const key of keys) if (key) await storage.delete(key);

  const removed = await db.transaction((tx) => cleanupRepository(tx).deleteChildRows(childId));
  return { references: references.length, ...removed, movies: movies.length };
}
