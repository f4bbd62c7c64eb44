import { type Executor, media } from '@hibi/db';

/** The media rows of files staff uploaded, before their ingest. */
export function staffUploadsRepository(db: Executor) {
  return {
    /** Completing an upload twice creates nothing twice: the media id is in the key. */
    async insertUploaded(row: {
      mediaId: string;
      facilityId: string;
      kind: 'photo' | 'video';
      originalKey: string;
      uploadedBy: string;
      uploadedAt: Date;
    }) {
      const { mediaId, ...rest } = row;
      await db
        .insert(media)
        .values({
          id: mediaId,
          ...rest,
          // Replaced by the file's real sha256 at ingest, where exact duplicates are dropped.
          contentSha256: `pending:${mediaId}`,
        })
        .onConflictDoNothing();
    },
  };
}
