import { notMyChildReason } from '@hibi/domain';
import { notYours } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { takeBackDelivery } from '../../deliveries/take-back.ts';
import { AppError } from '../../errors/app-error.ts';
import { childRepository } from '../../repositories/child.repository.ts';

/**
 * A guardian returns an item that is not their child. It leaves the timeline and the child's photo
 * movies at once (takeBackDelivery); revoked, never deleted, so the matcher does not deliver it
 * again and learns the face is not this child's; kept in the audit log for review.
 */
export async function returnMedia(context: AppContext, guardianId: string, childId: string, mediaId: string) {
  const child = await childRepository(context.database.db).findOfApprovedGuardian(childId, guardianId);
  if (!child) throw new AppError('forbidden', notYours);
  await takeBackDelivery(
    context,
    (deliveries) => deliveries.revokeOfChild(childId, mediaId, context.now(), notMyChildReason),
    (returned) => ({
      actorKind: 'guardian',
      actorId: guardianId,
      action: 'delivery.not_my_child',
      targetType: 'delivery',
      targetId: returned.id,
      detail: { childId, mediaId },
    }),
  );
}
