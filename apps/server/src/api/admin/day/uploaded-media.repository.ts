import {
  and,
  deliveries,
  desc,
  type Executor,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  media,
  mediaRedactions,
  type SQL,
  sql,
  staffAccounts,
} from '@hibi/db';
import { redactionOfMedia } from '../../../repositories/joins.ts';

type DayPage = { facilityId: string; from: Date; to: Date; after?: string; limit: number };

/** Children a media stands delivered to: what 配信済み (n人) counts. */
const deliveredCount = sql<number>`(select count(*) from ${deliveries}
  where ${deliveries.mediaId} = ${media.id} and ${deliveries.revokedAt} is null)`.mapWith(Number);

/** Media after the cursor's (by upload time, then id), newest first; none if the cursor is gone. */
const olderThan = (mediaId: string): SQL =>
  sql`(${media.uploadedAt}, ${media.id}) < (select cursor.uploaded_at, cursor.id from ${media} as cursor
    where cursor.id = ${mediaId})`;

/** The console's view of what a facility uploaded, and staff hiding, showing and deleting one. */
export function uploadedMediaRepository(db: Executor) {
  return {
    /** A day's uploads, newest first: each with its state's facts and who uploaded it. */
    page: ({ facilityId, from, to, after, limit }: DayPage) =>
      db
        .select({
          mediaId: media.id,
          kind: media.kind,
          name: media.originalName,
          status: media.status,
          failureReason: media.failureReason,
          thumbnailKey: media.thumbnailKey,
          previewKey: media.previewKey,
          posterKey: media.posterKey,
          uploadedAt: media.uploadedAt,
          uploadedBy: staffAccounts.name,
          hiddenAt: media.hiddenAt,
          deliveredCount,
        })
        .from(media)
        .leftJoin(staffAccounts, eq(staffAccounts.id, media.uploadedBy))
        .where(
          and(
            eq(media.facilityId, facilityId),
            gte(media.uploadedAt, from),
            lt(media.uploadedAt, to),
            after === undefined ? undefined : olderThan(after),
          ),
        )
        .orderBy(desc(media.uploadedAt), desc(media.id))
        .limit(limit),

    /** The media with the blurred sizes other families got of it, whose files go with it. */
    async find(mediaId: string) {
      const [row] = await db
        .select({
          media,
          blurredThumbnailKey: mediaRedactions.thumbnailKey,
          blurredMediumKey: mediaRedactions.mediumKey,
          blurredPreviewKey: mediaRedactions.previewKey,
          blurredFullKey: mediaRedactions.fullKey,
        })
        .from(media)
        .leftJoin(mediaRedactions, redactionOfMedia)
        .where(eq(media.id, mediaId));
      return row;
    },

    /** The children it was delivered to, with the day it was shot (their selection's day). */
    childDays: (mediaId: string) =>
      db
        .select({ childId: deliveries.childId, shootingAt: deliveries.shootingAt })
        .from(deliveries)
        .where(eq(deliveries.mediaId, mediaId)),

    /** 非公開: undefined when it is hidden already. */
    async hide(mediaId: string, staffId: string, now: Date) {
      const [row] = await db
        .update(media)
        .set({ hiddenAt: now, hiddenBy: staffId })
        .where(and(eq(media.id, mediaId), isNull(media.hiddenAt)))
        .returning({ mediaId: media.id, hiddenAt: media.hiddenAt });
      return row;
    },

    /** 公開に戻す: false when it was not hidden. */
    async unhide(mediaId: string): Promise<boolean> {
      const rows = await db
        .update(media)
        .set({ hiddenAt: null, hiddenBy: null })
        .where(and(eq(media.id, mediaId), isNotNull(media.hiddenAt)))
        .returning({ mediaId: media.id });
      return rows.length > 0;
    },

    /** The media's row and, by its foreign keys, its faces, deliveries, redaction and movie places. */
    async remove(mediaId: string): Promise<boolean> {
      const rows = await db.delete(media).where(eq(media.id, mediaId)).returning({ id: media.id });
      return rows.length > 0;
    },
  };
}
