import type { Database } from '@hibi/db';
import { cleanupRepository } from './cleanup.repository.ts';

/** How long the embedding of a face that went to nobody is kept (for operators' review of misses). */
export const UNMATCHED_EMBEDDING_DAYS = 30;

/**
 * Erases the embeddings of media faces older than 30 days that were delivered to nobody: a
 * biometric template of a child with no family's consent to keep it. The face row, its box and its
 * decisions stay, so what was decided can still be explained; an empty embedding is never compared.
 */
export async function forgetUnmatchedFaces(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNMATCHED_EMBEDDING_DAYS * 24 * 60 * 60 * 1000);
  return cleanupRepository(db).eraseUnmatchedEmbeddings(before);
}
