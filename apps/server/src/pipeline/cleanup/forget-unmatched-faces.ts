import { type Database, sql } from '@hibi/db';

/** How long the embedding of a face that went to nobody is kept (for operators' review of misses). */
export const UNMATCHED_EMBEDDING_DAYS = 30;

/**
 * Erases the embeddings of media faces older than 30 days that were delivered to nobody: a
 * biometric template of a child with no family's consent to keep it. The face row, its box and its
 * decisions stay, so what was decided can still be explained; an empty embedding is never compared.
 */
export async function forgetUnmatchedFaces(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNMATCHED_EMBEDDING_DAYS * 24 * 60 * 60 * 1000);
  const result = await db.execute<{ id: string }>(sql`
    update faces set embedding = '{}'
    where media_id is not null and created_at < ${before} and cardinality(embedding) > 0
      and not exists (
        select 1 from match_decisions d
        where d.face_id = faces.id and d.decision = 'accepted'
      )
    returning id`);
  return result.rows.length;
}
