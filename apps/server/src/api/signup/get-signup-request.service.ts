import type { SignupRequestState } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { mediaUrls } from '../../media-urls/media-urls.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { signupRequestRepository } from '../../repositories/signup-request.repository.ts';

/** What the guardian reads of their own request: its status, why it was rejected, the child, the photos. */
export async function getSignupRequest(context: AppContext, guardianId: string): Promise<SignupRequestState> {
  const { db } = context.database;
  const guardian = await guardianRepository(db).findById(guardianId);
  // A valid token for an account that no longer exists: the browser signs in again.
  if (!guardian) throw new AppError('unauthenticated', 'ログインが必要です。');
  const requests = signupRequestRepository(db);
  const found = await requests.childWithFacility(guardianId);
  const references = found ? await requests.referencesOf(found.child.id, 'as-issued') : [];
  const urls = mediaUrls(context.storage, context.now());
  return {
    status: guardian.status,
    rejectionReason: guardian.status === 'rejected' ? guardian.rejectionReason : null,
    child: found
      ? {
          firstName: found.child.firstName,
          lastName: found.child.lastName,
          nickname: found.child.nickname,
          birthday: found.child.birthday,
          groupId: found.child.facilityId,
          groupName: found.facilityName,
        }
      : null,
    // The photo itself beside its verdict: a refusal that names 「2枚目の写真」 must show which.
    references: await Promise.all(
      references.map(async (reference) => ({
        referenceId: reference.id,
        status: reference.status,
        reason: reference.reason,
        thumbnailUrl: reference.previewKey ? await urls.url(reference.previewKey) : null,
      })),
    ),
  };
}
