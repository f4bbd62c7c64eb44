import {
  and,
  deliveries,
  type Executor,
  eq,
  faces,
  inArray,
  isNull,
  matchDecisions,
  media,
  sql,
} from '@hibi/db';
import { selectionReasons } from '@hibi/domain';
import { onTokyoDays, standsForSelection } from '../../repositories/delivery-sql.ts';
import { decisionsOfFace, facesOfDelivery } from '../../repositories/joins.ts';
import { mediaJoin } from '../../repositories/visible-media.ts';
import type { DayItem, SelectionVerdict } from './select-day.ts';

/**
 * Join condition for `matchDecisions` (joined after `faces` on the media): the faces in a media
 * that were given to this child (or to the row's, as `deliveries.childId`), so a score is the
 * child's own face, not anyone's.
 */
export function facesOfChild(childId: string | typeof deliveries.childId) {
  return and(decisionsOfFace, eq(matchDecisions.childId, childId), eq(matchDecisions.decision, 'accepted'));
}

/** Per media (group by it): the child's best face quality, else the media's own score. */
export const childFaceScore =
  sql<number>`coalesce(max(case when ${matchDecisions.id} is not null then ${faces.quality} end), ${media.qualityScore}, 0)`.mapWith(
    Number,
  );

/** What a child's family sees of a day: the deliveries selection weighs, and its verdicts on them. */
export function selectionRepository(db: Executor) {
  return {
    /**
     * The child's deliveries of one Tokyo day (`date`: YYYY-MM-DD) that selection may show or hide:
     * standing ones and those it hid itself, each scored by the child's own face; never one staff
     * hid (非公開), which takes no place of the day's.
     */
    dayItems(childId: string, date: string): Promise<DayItem[]> {
      return db
        .select({
          mediaId: deliveries.mediaId,
          kind: media.kind,
          perceptualHash: media.perceptualHash,
          shootingAt: media.shootingAt,
          score: childFaceScore,
        })
        .from(deliveries)
        .innerJoin(media, mediaJoin)
        .leftJoin(faces, facesOfDelivery)
        .leftJoin(matchDecisions, facesOfChild(childId))
        .where(
          and(
            eq(deliveries.childId, childId),
            isNull(media.hiddenAt),
            onTokyoDays(deliveries.shootingAt, date),
            standsForSelection,
          ),
        )
        .groupBy(deliveries.mediaId, media.kind, media.perceptualHash, media.shootingAt, media.qualityScore);
    },

    /** Shows again the media selection had hidden; a delivery revoked for another reason stays so. */
    async show(childId: string, mediaIds: string[]) {
      await db
        .update(deliveries)
        .set({ revokedAt: null, revokedReason: null })
        .where(
          and(
            eq(deliveries.childId, childId),
            inArray(deliveries.mediaId, mediaIds),
            inArray(deliveries.revokedReason, selectionReasons),
          ),
        );
    },

    /** Hides the media from the child's family, for selection's `reason`. */
    async hide(childId: string, mediaIds: string[], reason: Exclude<SelectionVerdict, 'shown'>, now: Date) {
      await db
        .update(deliveries)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(deliveries.childId, childId), inArray(deliveries.mediaId, mediaIds)));
    },
  };
}
