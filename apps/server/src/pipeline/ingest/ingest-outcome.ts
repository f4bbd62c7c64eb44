import { type Database, eq, faces, media, type NewFace, type NewMedia } from '@hibi/db';
import { bestQuality } from './face-rows.ts';

export type IngestOutcome = 'ready' | 'duplicate' | 'failed' | 'gone' | 'already-done';

/** Stops a media for good with a Japanese reason for staff; it reaches nobody. */
export async function markFailed(db: Database, mediaId: string, reason: string): Promise<IngestOutcome> {
  await db.update(media).set({ status: 'failed', failureReason: reason }).where(eq(media.id, mediaId));
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
    await tx.delete(faces).where(eq(faces.mediaId, mediaId));
    if (rows.length > 0) await tx.insert(faces).values(rows);
    await tx
      .update(media)
      .set({ ...fields, status: 'ready', failureReason: null, qualityScore: bestQuality(rows) })
      .where(eq(media.id, mediaId));
  });
  return 'ready';
}
