import { tokyoDate } from '@hibi/domain';
import { EMBEDDING_MODEL, matchFace } from '@hibi/vision';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { applySelection } from '../selection/apply-selection.ts';
import { matchingRepository } from './matching.repository.ts';
import { facilityMatcher, recordMatch } from './record-match.ts';

/** `deferred`: a child of the facility awaits re-embedding; nothing was decided, try again later. */
export type MatchOutcome = { decided: number; delivered: string[]; deferred?: true };

/**
 * Gives a ready media to the children whose faces are in it. Each face of the current model is
 * compared only with the children of the media's facility, in that model (faces of an older model
 * wait for the re-embedding job, which matches them after); every decision is logged with its
 * scores; only 'accepted' delivers. While a child's references await re-embedding the whole media
 * waits (deferred), since that child could be the better match. Idempotent: faces already decided
 * are skipped and a delivery exists once per child and media. Then the child's day is selected again.
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
  const { candidates, galleries, paused } = await facilityMatcher(db, item.facilityId, model, now);
  if (paused) return { decided: 0, delivered: [], deferred: true };
  const delivered: string[] = [];
  await db.transaction(async (tx) => {
    for (const face of pending) {
      const match = matchFace(face.embedding, candidates, now);
      if ((await recordMatch(tx, galleries, face, item, match)) && match.childId)
        delivered.push(match.childId);
    }
  });
  // A new photo may be the better twin of a burst, or push the day over its cap.
  for (const childId of new Set(delivered))
    await applySelection(db, childId, tokyoDate(item.shootingAt), now);
  return { decided: pending.length, delivered };
}
