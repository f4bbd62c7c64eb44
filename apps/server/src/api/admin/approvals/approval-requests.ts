import type { ApprovalRequest } from '@hibi/contract';
import { storedVerdict } from '@hibi/vision';
import { consentRepository } from '../../../consents/consent.repository.ts';
import { consentItemsByGuardian } from '../../../consents/consent-items.ts';
import type { AppContext } from '../../../context.ts';
import { mediaUrls } from '../../../media-urls/media-urls.ts';
import { shownReferenceKey } from '../../../references/reference-objects.ts';
import { facesOfPhoto } from './approval-faces.ts';
import { describeLookAlikes } from './approval-look-alikes.ts';
import { scoreWaitingRequests, type WaitingRow } from './approval-scores.ts';
import { earlierRejectionsOf } from './earlier-rejections.ts';

/**
 * The approval queue as staff read it: each waiting request with its photos, the faces the face
 * check kept and its verdict, and the enrolled children of the same facility the child could be
 * mistaken for (lookAlikes, the matcher's own similarity), and the enrolled child it very likely
 * is (sameChildOf, decisions 0036 and 0039). Scoped by the operations that read the rows.
 */
export async function describeWaitingRequests(
  context: AppContext,
  rows: WaitingRow[],
): Promise<ApprovalRequest[]> {
  const db = context.database.db;
  const urls = mediaUrls(context.storage, context.now());
  const scored = await scoreWaitingRequests(db, rows, context.now());
  const { lookAlikesOf, sameChildOf } = await describeLookAlikes(db, urls, scored);
  const consentsOf = consentItemsByGuardian(
    await consentRepository(db).ofGuardians(rows.map((row) => row.guardian.id)),
  );
  const earlierRejectionOf = await earlierRejectionsOf(db, rows);

  return Promise.all(
    scored.map(async ({ row, ...item }) => ({
      sameChild: sameChildOf({ row, ...item }),
      kind: row.sibling ? ('sibling' as const) : ('signup' as const),
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
        item.own.map(async (reference) => ({
          referenceId: reference.id,
          url: await urls.url(shownReferenceKey(reference)),
          verdict: storedVerdict(reference),
          reason: reference.rejectionReason,
          faceCount: reference.faceCount,
          faces: facesOfPhoto(
            reference.detectedFaces,
            item.ownFaces.filter((face) => face.referenceImageId === reference.id),
          ),
        })),
      ),
      lookAlikes: await lookAlikesOf({ row, ...item }),
      consents: consentsOf(row.guardian.id),
      earlierRejection: earlierRejectionOf(row),
    })),
  );
}
