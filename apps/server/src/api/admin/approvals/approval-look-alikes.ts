import type { FamilyGuardian, LookAlike, SameChild } from '@hibi/contract';
import type { Database } from '@hibi/db';
import type { mediaUrls } from '../../../media-urls/media-urls.ts';
import { familyMembershipRepository } from '../../../repositories/family-membership.repository.ts';
import { faceInfo } from './approval-faces.ts';
import { approvalQueueRepository } from './approval-queue.repository.ts';
import type { scoreWaitingRequests } from './approval-scores.ts';

type Scored = Awaited<ReturnType<typeof scoreWaitingRequests>>[number];

/**
 * Who each look-alike and same child is, as staff need it to decide (decision 0039): name,
 * birthday, class, family with its guardians (the console links them), and whether it is the
 * waiting child's own brother or sister rather than a stranger's child.
 */
export async function describeLookAlikes(
  db: Database,
  urls: ReturnType<typeof mediaUrls>,
  scored: readonly Scored[],
) {
  const enrolled = new Map(scored.flatMap((item) => item.enrolledChildren).map((c) => [c.childId, c]));
  const familyIds = new Set(
    scored.flatMap((item) => item.close.map((score) => enrolled.get(score.childId)?.familyId ?? '')),
  );
  for (const item of scored) if (item.sameChild) familyIds.add(item.sameChild.familyId);
  familyIds.delete('');
  const guardians = await familyMembershipRepository(db).guardiansOf([...familyIds]);
  const guardiansOf = (familyId: string): FamilyGuardian[] =>
    guardians
      .filter((guardian) => guardian.familyId === familyId)
      .map(({ guardianId, lastName, firstName }) => ({ guardianId, lastName, firstName }));
  const named = new Map(
    (
      await approvalQueueRepository(db).childrenWithReference(
        scored.flatMap((item) => item.close.map((score) => score.childId)),
      )
    ).map((child) => [child.childId, child]),
  );

  const lookAlikesOf = (item: Scored): Promise<LookAlike[]> =>
    Promise.all(
      item.close.map(async (score) => {
        const other = named.get(score.childId);
        const known = enrolled.get(score.childId);
        const familyId = known?.familyId ?? item.row.child.familyId;
        return {
          childId: score.childId,
          childName: other ? `${other.lastName} ${other.firstName}` : '',
          birthday: known?.birthday ?? '',
          className: known?.className ?? null,
          familyId,
          guardians: guardiansOf(familyId),
          sameFamily: familyId === item.row.child.familyId,
          similarity: score.similarity,
          thumbnailUrl: other?.referenceKey ? await urls.url(other.referenceKey) : null,
          thumbnailFace: other?.referenceFace ? faceInfo(other.referenceFace) : null,
        };
      }),
    );
  const sameChildOf = (item: Scored): SameChild | null =>
    item.sameChild && { ...item.sameChild, guardians: guardiansOf(item.sameChild.familyId) };
  return { lookAlikesOf, sameChildOf };
}
