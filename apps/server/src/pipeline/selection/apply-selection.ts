import {
  and,
  type Database,
  deliveries,
  eq,
  faces,
  gte,
  inArray,
  isNull,
  lt,
  matchDecisions,
  media,
  or,
} from '@hibi/db';
import { addTokyoDays, tokyoInstant } from '@hibi/domain';
import { childFaceScore, facesOfChild } from './child-face-score.ts';
import { type DayItem, type SelectionVerdict, selectDay } from './select-day.ts';

/**
 * Selection hides a delivery by revoking it with one of these reasons and may show it again when a
 * better twin goes away; a delivery revoked for any other reason ('not my child') is never touched.
 */
const selectionReasons: SelectionVerdict[] = ['burst_duplicate', 'daily_cap'];

/** Re-chooses what the family of `childId` sees of one Tokyo day (`date`: YYYY-MM-DD). */
export async function applySelection(db: Database, childId: string, date: string, now: Date): Promise<void> {
  const rows = await db
    .select({
      mediaId: deliveries.mediaId,
      kind: media.kind,
      perceptualHash: media.perceptualHash,
      shootingAt: media.shootingAt,
      score: childFaceScore,
    })
    .from(deliveries)
    .innerJoin(media, eq(media.id, deliveries.mediaId))
    .leftJoin(faces, eq(faces.mediaId, deliveries.mediaId))
    .leftJoin(matchDecisions, facesOfChild(childId))
    .where(
      and(
        eq(deliveries.childId, childId),
        gte(deliveries.shootingAt, tokyoInstant(date)),
        lt(deliveries.shootingAt, tokyoInstant(addTokyoDays(date, 1))),
        or(isNull(deliveries.revokedAt), inArray(deliveries.revokedReason, selectionReasons)),
      ),
    )
    .groupBy(deliveries.mediaId, media.kind, media.perceptualHash, media.shootingAt, media.qualityScore);
  const verdicts = selectDay(rows satisfies DayItem[]);
  const ofVerdict = (wanted: SelectionVerdict) =>
    [...verdicts].filter(([, verdict]) => verdict === wanted).map(([mediaId]) => mediaId);
  await db.transaction(async (tx) => {
    const shown = ofVerdict('shown');
    if (shown.length > 0) {
      await tx
        .update(deliveries)
        .set({ revokedAt: null, revokedReason: null })
        .where(
          and(
            eq(deliveries.childId, childId),
            inArray(deliveries.mediaId, shown),
            inArray(deliveries.revokedReason, selectionReasons),
          ),
        );
    }
    for (const reason of selectionReasons) {
      const hidden = ofVerdict(reason);
      if (hidden.length === 0) continue;
      await tx
        .update(deliveries)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(deliveries.childId, childId), inArray(deliveries.mediaId, hidden)));
    }
  });
}
