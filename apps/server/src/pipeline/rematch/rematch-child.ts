import { tokyoDate } from '@hibi/domain';
import { cosine, DEFAULT_MATCH_POLICY, EMBEDDING_MODEL, matchFace, weightedCentroid } from '@hibi/vision';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { deliveryRepository } from '../../repositories/delivery.repository.ts';
import { facilityMatcher, recordMatch } from '../matching/record-match.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { applySelection } from '../selection/apply-selection.ts';
import { rematchRepository } from './rematch.repository.ts';

/**
 * How far back a new reference looks: a family adds one because photos stopped arriving lately,
 * so the recent weeks are what they miss. Within the 30 days unmatched embeddings are kept
 * (UNMATCHED_EMBEDDING_DAYS), and older photos show a younger face the new reference fits less well.
 */
export const REMATCH_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `deferred`: a child of the facility awaits re-embedding; nothing was decided, try again later. */
export type RematchOutcome = { faces: number; delivered: string[]; deferred?: true };

/**
 * After a new reference of an approved child is accepted, matches again the faces of the
 * facility's ready media shot in the last REMATCH_DAYS that went to nobody, as matchMedia would
 * now. Only a face now accepted for this child is recorded and delivered: only its gallery
 * changed, so a face whose best match is another child, or still nobody, is left as decided, and
 * no delivery is ever taken away or moved. Faces never decided are matchMedia's. Idempotent:
 * delivered faces and media this child already has are skipped.
 */
export async function rematchChild(
  deps: Pick<PipelineDeps, 'db' | 'now'>,
  childId: string,
  model: string = EMBEDDING_MODEL,
): Promise<RematchOutcome> {
  const { db } = deps;
  const now = deps.now();
  const facilityId = (await deliveryRepository(db).findReceivingChild(childId))?.facilityId;
  if (!facilityId) return { faces: 0, delivered: [] };
  const since = new Date(now.getTime() - REMATCH_DAYS * DAY_MS);
  const outcome = await db.transaction(async (tx): Promise<RematchOutcome & { days: Set<string> }> => {
    const rematch = rematchRepository(tx);
    // Two runs for one child (references accepted together) take turns.
    await rematch.lockChild(childId);
    const { candidates, galleries, paused } = await facilityMatcher(tx, facilityId, model, now);
    if (paused) return { faces: 0, delivered: [], deferred: true, days: new Set() };
    const rows = await rematch.undeliveredFaces({ facilityId, childId, model, since });
    // Only this child's gallery changed: a face below the threshold for it cannot be accepted for
    // it, so the full comparison with every child is kept for the few that pass.
    const own = candidates.find((candidate) => candidate.childId === childId);
    const centroid = own && weightedCentroid(own.references, now, DEFAULT_MATCH_POLICY.halfLifeDays);
    const delivered: string[] = [];
    const days = new Set<string>();
    for (const face of rows) {
      if (!(centroid && cosine(face.embedding, centroid) >= DEFAULT_MATCH_POLICY.threshold)) continue;
      const match = matchFace(face.embedding, candidates, now);
      if (match.decision !== 'accepted' || match.childId !== childId) continue;
      if (await recordMatch(tx, galleries, face, { id: face.mediaId, shootingAt: face.shootingAt }, match)) {
        delivered.push(face.mediaId);
        days.add(tokyoDate(face.shootingAt));
      }
    }
    await auditLogRepository(tx).record({
      actorKind: 'system',
      actorId: null,
      action: 'child.rematch',
      targetType: 'child',
      targetId: childId,
      detail: {
        since: since.toISOString(),
        faces: rows.length,
        delivered: delivered.length,
        days: [...days],
      },
    });
    return { faces: rows.length, delivered, days };
  });
  // A delivery may be the better twin of a burst, or push its day over the cap.
  for (const day of outcome.days) await applySelection(db, childId, day, now);
  return {
    faces: outcome.faces,
    delivered: outcome.delivered,
    ...(outcome.deferred ? { deferred: true } : {}),
  };
}
