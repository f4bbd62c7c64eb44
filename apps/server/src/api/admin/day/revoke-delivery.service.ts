import type { StaffAccount } from '@hibi/db';
import { staffRevokedReason } from '@hibi/domain';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { takeBackDelivery } from '../../../deliveries/take-back.ts';
import { AppError } from '../../../errors/app-error.ts';
import { deliveryRepository } from '../../../repositories/delivery.repository.ts';
import { mediaNotFound } from './day-errors.ts';

/**
 * Staff take a wrong delivery back: it leaves the timeline at once and its face becomes an example
 * of who the child is not. Audited with the staff member and their reason.
 */
export async function revokeDelivery(
  context: AppContext,
  staff: StaffAccount,
  deliveryId: string,
  reason: string,
) {
  const found = await deliveryRepository(context.database.db).findWithFacility(deliveryId);
  if (!found) throw mediaNotFound();
  assertFacilityAccess(staff, found.facilityId);
  if (found.revokedAt) throw new AppError('conflict', 'この配信はすでに取り消されています。');
  const revoked = await takeBackDelivery(
    context,
    (deliveries) => deliveries.revokeById(deliveryId, context.now(), staffRevokedReason),
    (taken) => ({
      actorKind: 'staff',
      actorId: staff.id,
      action: 'delivery.revoke',
      targetType: 'delivery',
      targetId: taken.id,
      detail: { childId: taken.childId, mediaId: taken.mediaId, reason },
    }),
  );
  return { deliveryId: revoked.id, revokedAt: (revoked.revokedAt ?? context.now()).toISOString() };
}
