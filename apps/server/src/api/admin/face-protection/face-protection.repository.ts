import { and, children, desc, type Executor, eq, isNull, media, mediaRedactions, or, sql } from '@hibi/db';
import { childScope } from '../../../repositories/columns.ts';
import { redactionOfMedia } from '../../../repositories/joins.ts';

/** The console's reads and writes of a child's 掲載NG (decision 0077). */
export function faceProtectionRepository(db: Executor) {
  return {
    async findChild(childId: string) {
      const [row] = await db
        .select({
          childId: children.id,
          ...childScope,
          faceProtectedAt: children.faceProtectedAt,
        })
        .from(children)
        .where(eq(children.id, childId));
      return row;
    },

    async setProtected(childId: string, at: Date | null) {
      await db.update(children).set({ faceProtectedAt: at }).where(eq(children.id, childId));
    },

    /** Media whose redaction names the child's family (other families see them blurred or not at all). */
    redactionsOf: (familyId: string, childId: string) =>
      db
        .select({
          mediaId: media.id,
          kind: media.kind,
          shootingAt: media.shootingAt,
          faces: mediaRedactions.faces,
          unsafeReason: mediaRedactions.unsafeReason,
          blurredThumbnailKey: mediaRedactions.thumbnailKey,
          thumbnailKey: media.thumbnailKey,
          posterKey: media.posterKey,
        })
        .from(mediaRedactions)
        .innerJoin(media, redactionOfMedia)
        .where(
          and(
            sql`${familyId}::uuid = any(${mediaRedactions.familyIds})`,
            sql`(${mediaRedactions.faces} @> ${JSON.stringify([{ childId }])}::jsonb or ${mediaRedactions.unsafeReason} is not null)`,
          ),
        )
        .orderBy(desc(media.shootingAt))
        .limit(200),

    /** Media of the facility not checked since this child was protected. */
    async pendingCount(facilityId: string, since: Date) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(media)
        .where(
          and(
            eq(media.facilityId, facilityId),
            eq(media.status, 'ready'),
            or(
              isNull(media.protectionCheckedAt),
              sql`${media.protectionCheckedAt} < ${since.toISOString()}::timestamptz`,
            ),
          ),
        );
      return row?.count ?? 0;
    },
  };
}
