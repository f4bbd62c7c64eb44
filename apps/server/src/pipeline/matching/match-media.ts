import { deliveries, eq, faces, inArray, matchDecisions, media } from '@hibi/db';
import { tokyoDate } from '@hibi/domain';
import { matchFace } from '@hibi/vision';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { applySelection } from '../selection/apply-selection.ts';
import { candidatesOf } from './candidates.repository.ts';

export type MatchOutcome = { decided: number; delivered: string[] };

/**
 * Gives a ready media to the children whose faces are in it. Each face is compared only with the
 * children of the media's facility; every decision is logged with its scores; only 'accepted'
 * delivers (ambiguous and rejected go to nobody). Idempotent: faces already decided are skipped
 * and a delivery exists once per child and media, so a revoked one is never brought back. Then
 * the child's day is selected again (best shots, bursts merged, daily cap).
 */
export async function matchMedia(
  deps: Pick<PipelineDeps, 'db' | 'now'>,
  mediaId: string,
): Promise<MatchOutcome> {
  const { db } = deps;
  const [item] = await db.select().from(media).where(eq(media.id, mediaId));
  if (item?.status !== 'ready') return { decided: 0, delivered: [] };
  const mediaFaces = await db.select().from(faces).where(eq(faces.mediaId, mediaId));
  const decided = new Set(
    mediaFaces.length === 0
      ? []
      : (
          await db
            .select({ faceId: matchDecisions.faceId })
            .from(matchDecisions)
            .where(
              inArray(
                matchDecisions.faceId,
                mediaFaces.map((face) => face.id),
              ),
            )
        ).map((row) => row.faceId),
  );
  const pending = mediaFaces.filter((face) => !decided.has(face.id));
  if (pending.length === 0) return { decided: 0, delivered: [] };

  const candidates = await candidatesOf(db, item.facilityId);
  const now = deps.now();
  const delivered: string[] = [];
  await db.transaction(async (tx) => {
    for (const face of pending) {
      const match = matchFace(face.embedding, candidates, now);
      await tx.insert(matchDecisions).values({
        faceId: face.id,
        childId: match.childId,
        similarity: match.similarity,
        margin: match.margin,
        decision: match.decision,
      });
      if (match.decision !== 'accepted' || !match.childId) continue;
      const inserted = await tx
        .insert(deliveries)
        .values({
          childId: match.childId,
          mediaId,
          shootingAt: item.shootingAt,
          similarity: match.similarity,
          margin: match.margin,
          source: 'auto',
        })
        .onConflictDoNothing()
        .returning({ childId: deliveries.childId });
      delivered.push(...inserted.map((row) => row.childId));
    }
  });
  // A new photo may be the better twin of a burst, or push the day over its cap.
  for (const childId of new Set(delivered))
    await applySelection(db, childId, tokyoDate(item.shootingAt), now);
  return { decided: pending.length, delivered };
}
