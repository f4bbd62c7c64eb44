import type { DetectedFace, ReferenceVerdict } from '@hibi/vision';
import { likelierOtherChild, referenceProblem } from '@hibi/vision';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { deliveryRepository } from '../../repositories/delivery.repository.ts';
import { facilityMatcher } from '../matching/record-match.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';

/**
 * A usable photo added to an approved child's references (マイページ, decision 0031) must not be
 * more like another child of the facility: nobody reviews it, and its face would bring that
 * child's photos to this family. Refused with a Japanese reason the family sees, and audited for
 * operators. Sign-up photos are left to the operator who approves the request (0026).
 */
export async function ownChildVerdict<F extends DetectedFace>(
  deps: Pick<PipelineDeps, 'db' | 'faces' | 'now'>,
  childId: string,
  verdict: ReferenceVerdict<F>,
): Promise<ReferenceVerdict<F>> {
  if (!verdict.usable) return verdict;
  // None for a sign-up photo's child, not approved yet: its photos are left to the operator.
  const facilityId = (await deliveryRepository(deps.db).findReceivingChild(childId))?.facilityId;
  if (!facilityId) return verdict;
  const now = deps.now();
  const { candidates } = await facilityMatcher(deps.db, facilityId, deps.faces.embeddingModel, now);
  const likelier = likelierOtherChild(verdict.face.embedding, childId, candidates, now);
  if (!likelier) return verdict;
  await auditLogRepository(deps.db).record({
    actorKind: 'system',
    actorId: null,
    action: 'reference.refused',
    targetType: 'child',
    targetId: childId,
    detail: { reason: 'another_child', likelierChildId: likelier },
  });
  return referenceProblem('another_child');
}
