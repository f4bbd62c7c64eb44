import { tokyoDate } from '@hibi/domain';
import { assignPhotoFaces, EMBEDDING_MODEL } from '@hibi/vision';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { applySelection } from '../selection/apply-selection.ts';
import { matchWithinDay } from './match-day.ts';
import { matchingRepository } from './matching.repository.ts';
import { facilityMatcher, recordMatch } from './record-match.ts';

/** `deferred`: a child of the facility awaits re-embedding; nothing was decided, try again later. */
export type MatchOutcome = { decided: number; delivered: string[]; deferred?: true };

/**
 * Gives a ready media to the children whose faces are in it. Its faces of the current model are
 * decided together (assignPhotoFaces: a child at most once a photo) against the children of the
 * media's facility, in that model (faces of an older model wait for the re-embedding job, which
 * matches them after); every decision is logged with its scores and reason; only 'accepted'
 * delivers. Then the day's faces left to nobody are looked at again beside the day's sure faces and
 * bursts (matchWithinDay). While a child's references await re-embedding the whole media waits
 * (deferred), since that child could be the better match. Idempotent: faces already decided are
 * skipped and a delivery exists once per child and media. Then each child's day is selected again.
 */
export async function matchMedia(
  deps: Pick<PipelineDeps, 'db' | 'now'>,
  mediaId: string,
  model: string = EMBEDDING_MODEL,
): Promise<MatchOutcome> {
  const { db } = deps;
  const matching = matchingRepository(db);
  const item = await matching.findMedia(mediaId);
  if (item?.status !== 'ready') return { decided: 0, delivered: [] };
  const pending = await matching.undecidedFaces(mediaId, model);
  if (pending.length === 0) return { decided: 0, delivered: [] };

  const now = deps.now();
  const date = tokyoDate(item.shootingAt);
  // A child who left by the day it was shot is no candidate (decision 0078), here and for the day's context.
  const { candidates, galleries, paused } = await facilityMatcher(db, item.facilityId, model, now, date);
  if (paused) return { decided: 0, delivered: [], deferred: true };
  const delivered: string[] = [];
  const matches = assignPhotoFaces(
    pending.map((face) => face.embedding),
    candidates,
    now,
  );
  await db.transaction(async (tx) => {
    for (const [index, face] of pending.entries()) {
      const match = matches[index];
      if (match && (await recordMatch(tx, galleries, face, item, match)) && match.childId)
        delivered.push(match.childId);
    }
  });
  const day = { facilityId: item.facilityId, date, model, now };
  delivered.push(...(await matchWithinDay(db, day, candidates, galleries)));
  // A new photo may be the better twin of a burst, or push the day over its cap.
  for (const childId of new Set(delivered)) await applySelection(db, childId, date, now);
  return { decided: pending.length, delivered };
}
