import type { GiveDeliveryRequest } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { staffRevokedReason } from '@hibi/domain';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { restoreDelivery } from '../../../deliveries/restore-delivery.ts';
import { takeBackDelivery } from '../../../deliveries/take-back.ts';
import { AppError } from '../../../errors/app-error.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { deliveryRepository } from '../../../repositories/delivery.repository.ts';

const notFound = () => new AppError('not_found', '指定された写真・動画が見つかりません。');

/**
 * Staff correct the matcher: take a wrong delivery back (it leaves the timeline at once and its
 * face becomes an example of who the child is not) or give a photo to a child by hand (the chosen
 * face becomes one of the child's), and undo a take-back. Each is audited with the staff member.
 */
export function adminDeliveryService(context: AppContext) {
  const { db } = context.database;

  return {
    async revoke(staff: StaffAccount, deliveryId: string, reason: string) {
      const found = await deliveryRepository(db).findWithFacility(deliveryId);
      if (!found) throw notFound();
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
    },

    /** The take-back undone (取り消した配信 → 元に戻す): see restoreDelivery. */
    restore: (staff: StaffAccount, deliveryId: string) => restoreDelivery(context, staff, deliveryId),

    async give(staff: StaffAccount, request: GiveDeliveryRequest) {
      const lookups = deliveryRepository(db);
      const item = await lookups.findMedia(request.mediaId);
      if (!item) throw notFound();
      assertFacilityAccess(staff, item.facilityId);
      if (item.status !== 'ready') throw new AppError('conflict', 'この写真・動画はまだ処理中です。');
      const child = await lookups.findReceivingChild(request.childId);
      if (child?.facilityId !== item.facilityId)
        throw new AppError('invalid_input', 'この施設の承認済みのお子さまを選んでください。');
      if (request.faceId && !(await lookups.faceOfMedia(request.faceId, item.id)))
        throw new AppError('invalid_input', '選んだ顔はこの写真のものではありません。');
      return db.transaction(async (tx) => {
        const deliveries = deliveryRepository(tx);
        const given = await deliveries.giveByHand({
          ...request,
          shootingAt: item.shootingAt,
          now: context.now(),
        });
        if (!given) throw new AppError('conflict', 'このお子さまにはすでに配信されています。');
        if (request.faceId) await deliveries.acceptFace(request.faceId, request.childId);
        await auditLogRepository(tx).record({
          actorKind: 'staff',
          actorId: staff.id,
          action: 'delivery.give',
          targetType: 'delivery',
          targetId: given.id,
          detail: { childId: request.childId, mediaId: request.mediaId, faceId: request.faceId ?? null },
        });
        return { deliveryId: given.id };
      });
    },
  };
}
