import type { ApprovalDetail, ApprovalQueue, ApprovalRequest, SameChild } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { type Candidate, EMBEDDING_MODEL, lookAlikes, storedVerdict } from '@hibi/vision';
import { assertFacilityAccess, facilityScopeOf } from '../../auth/require-staff.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { mediaUrls } from '../../media-urls/media-urls.ts';
import { candidatesOf } from '../../pipeline/matching/candidates.repository.ts';
import { shownReferenceKey } from '../../references/reference-objects.ts';
import { familyMembershipRepository } from '../../repositories/family-membership.repository.ts';
import { faceInfo, facesOfPhoto } from './approval-faces.ts';
import { approvalQueueRepository } from './approval-queue.repository.ts';
import { type SameChildMatch, sameChildOf } from './same-child.ts';

type WaitingRow = Awaited<ReturnType<ReturnType<typeof approvalQueueRepository>['waiting']>>[number];

/**
 * The approval queue as staff read it: each waiting request with its photos, the faces the face
 * check kept and its verdict, and the enrolled children of the same facility the child could be
 * mistaken for (lookAlikes, the matcher's own similarity), and the enrolled child it very likely
 * is (sameChildOf, decision 0036). Scoped by facilityScopeOf.
 */
export function approvalQueueService(context: AppContext) {
  const db = context.database.db;
  const queue = approvalQueueRepository(db);

  async function describe(rows: WaitingRow[]): Promise<ApprovalRequest[]> {
    const now = context.now();
    const urls = mediaUrls(context.storage, now);
    const references = await queue.referencesOf(rows.map((row) => row.child.id));
    const faces = await queue.facesOf(references.map((reference) => reference.id));
    const enrolled = new Map<string, Candidate[]>();
    for (const facilityId of new Set(rows.map((row) => row.facility.id)))
      enrolled.set(facilityId, await candidatesOf(db, facilityId, EMBEDDING_MODEL));

    const scored = rows.map((row) => {
      const own = references.filter((reference) => reference.childId === row.child.id);
      const ownFaces = faces.filter((face) =>
        own.some((reference) => reference.id === face.referenceImageId),
      );
      const others = (enrolled.get(row.facility.id) ?? []).filter((other) => other.childId !== row.child.id);
      return {
        row,
        own,
        ownFaces,
        // Only faces of the enrolled children's model compare; others await re-embedding.
        close: lookAlikes(
          ownFaces.filter((face) => face.embeddingModel === EMBEDDING_MODEL).map((face) => face.embedding),
          others,
          now,
        ),
      };
    });
    const enrolledChildren = await queue.enrolledIn([...enrolled.keys()]);
    const sameChildren = new Map(
      scored.map(({ row, close }) => [
        row.guardian.id,
        sameChildOf(
          { ...row.child, childId: row.child.id, facilityId: row.facility.id },
          close,
          enrolledChildren,
        ),
      ]),
    );
    const familyGuardians = await familyMembershipRepository(db).guardiansOf(
      [...sameChildren.values()].flatMap((same) => (same ? [same.familyId] : [])),
    );
    const withGuardians = (same: SameChildMatch | null | undefined): SameChild | null => {
      if (!same) return null;
      const { familyId, ...shown } = same;
      const guardians = familyGuardians.filter((guardian) => guardian.familyId === familyId);
      return { ...shown, guardians: guardians.map(({ lastName, firstName }) => ({ lastName, firstName })) };
    };
    const named = new Map(
      (
        await queue.childrenWithReference(scored.flatMap((item) => item.close.map((score) => score.childId)))
      ).map((child) => [child.childId, child]),
    );

    return Promise.all(
      scored.map(async ({ row, own, ownFaces, close }) => ({
        sameChild: withGuardians(sameChildren.get(row.guardian.id)),
        guardianId: row.guardian.id,
        guardian: {
          lastName: row.guardian.lastName,
          firstName: row.guardian.firstName,
          email: row.guardian.email,
          requestedAt: row.requestedAt.toISOString(),
        },
        child: {
          childId: row.child.id,
          lastName: row.child.lastName,
          firstName: row.child.firstName,
          nickname: row.child.nickname,
          birthday: row.child.birthday,
          classId: row.child.classId,
          className: row.className,
        },
        facility: { facilityId: row.facility.id, name: row.facility.name },
        references: await Promise.all(
          own.map(async (reference) => ({
            referenceId: reference.id,
            url: await urls.url(shownReferenceKey(reference)),
            verdict: storedVerdict(reference),
            reason: reference.rejectionReason,
            faceCount: reference.faceCount,
            faces: facesOfPhoto(
              reference.detectedFaces,
              ownFaces.filter((face) => face.referenceImageId === reference.id),
            ),
          })),
        ),
        lookAlikes: await Promise.all(
          close.map(async (score) => {
            const other = named.get(score.childId);
            return {
              childId: score.childId,
              childName: other ? `${other.lastName} ${other.firstName}` : '',
              similarity: score.similarity,
              thumbnailUrl: other?.referenceKey ? await urls.url(other.referenceKey) : null,
              thumbnailFace: other?.referenceFace ? faceInfo(other.referenceFace) : null,
            };
          }),
        ),
      })),
    );
  }

  return {
    /** The waiting requests of one facility (checked against the staff member's scope) or of all theirs. */
    async list(staff: StaffAccount, facilityId?: string): Promise<ApprovalQueue> {
      if (facilityId) assertFacilityAccess(staff, facilityId);
      const scope = facilityId ?? facilityScopeOf(staff);
      // A staff account not tied to any facility sees nothing.
      if (scope === '') return { requests: [] };
      return { requests: await describe(await queue.waiting({ facilityId: scope })) };
    },

    /** One waiting request, with the classes of its facility to place the child in. */
    async detail(staff: StaffAccount, guardianId: string): Promise<ApprovalDetail> {
      const [row] = await queue.waiting({ facilityId: null, guardianId });
      if (!row) throw new AppError('not_found', '承認待ちの申請が見つかりません。');
      assertFacilityAccess(staff, row.facility.id);
      const [request] = await describe([row]);
      if (!request) throw new AppError('not_found', '承認待ちの申請が見つかりません。');
      return { ...request, classes: await queue.classesOf(row.facility.id) };
    },
  };
}
