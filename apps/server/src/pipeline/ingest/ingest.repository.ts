import { and, type Executor, eq, faces, media, type NewFace, type NewMedia } from '@hibi/db';

/** PostgreSQL's unique_violation, whether the driver error is thrown bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** The ingest's reads and writes of one media row and its faces. */
export function ingestRepository(db: Executor) {
  return {
    /** The media in any state; undefined when it is gone. */
    async find(mediaId: string) {
      const [item] = await db.select().from(media).where(eq(media.id, mediaId));
      return item;
    },

    /**
     * Records the file's content on the media; false when another media of the facility already has
     * it: the unique (facility, sha256) constraint decides, even between two ingests at once.
     */
    async claimContent(mediaId: string, sha256: string): Promise<boolean> {
      try {
        await db.update(media).set({ contentSha256: sha256 }).where(eq(media.id, mediaId));
        return true;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return false;
      }
    },

    /** The media of the facility that holds this content, with its state; undefined when none. */
    async findByContent(facilityId: string, sha256: string) {
      const [first] = await db
        .select({ id: media.id, status: media.status })
        .from(media)
        .where(and(eq(media.facilityId, facilityId), eq(media.contentSha256, sha256)));
      return first;
    },

    async delete(mediaId: string) {
      await db.delete(media).where(eq(media.id, mediaId));
    },

    /** Stops the media for good with the reason staff see. */
    async markFailed(mediaId: string, reason: string) {
      await db.update(media).set({ status: 'failed', failureReason: reason }).where(eq(media.id, mediaId));
    },

    /** The media's faces become these: a retry replaces what a failed try left. */
    async replaceFaces(mediaId: string, rows: NewFace[]) {
      await db.delete(faces).where(eq(faces.mediaId, mediaId));
      if (rows.length > 0) await db.insert(faces).values(rows);
    },

    /** The media becomes ready with what the ingest made of it. */
    async markReady(mediaId: string, fields: Partial<NewMedia>) {
      await db
        .update(media)
        .set({ ...fields, status: 'ready', failureReason: null })
        .where(eq(media.id, mediaId));
    },
  };
}
