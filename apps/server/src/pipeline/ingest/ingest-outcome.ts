import type { Database, NewFace, NewMedia } from '@hibi/db';
import { bestQuality } from './face-rows.ts';
import { ingestRepository } from './ingest.repository.ts';

export type IngestOutcome = 'ready' | 'duplicate' | 'failed' | 'gone' | 'already-done';

/** Stops a media for good with a Japanese reason for staff; it reaches nobody. */
export async function markFailed(db: Database, mediaId: string, reason: string): Promise<IngestOutcome> {
  await ingestRepository(db).markFailed(mediaId, reason);
  return 'failed';
}

/** Replaces the media's faces and makes it ready in one transaction, so a retry never doubles faces. */
export async function markReady(
  db: Database,
  mediaId: string,
  rows: NewFace[],
  fields: Partial<NewMedia>,
): Promise<IngestOutcome> {
  await db.transaction(async (tx) => {
    const ingest = ingestRepository(tx);
    await ingest.replaceFaces(mediaId, rows);
    await ingest.markReady(mediaId, { ...fields, qualityScore: bestQuality(rows) });
  });
  return 'ready';
}
