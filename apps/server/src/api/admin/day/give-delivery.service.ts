import type { GiveDeliveryRequest } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import { assertFacilityAccess } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { deliveryRepository } from '../../../repositories/delivery.repository.ts';
import { mediaNotFound } from './day-errors.ts';

/**
 * Staff give a photo to a child of its facility by hand; the chosen face becomes one of the
 * child's. Audited with the staff member.
 */
export async function giveDelivery(context: AppContext, staff: StaffAccount, request: GiveDeliveryRequest) {
  const { db } = context.database;
  const lookups = deliveryRepository(db);
  const item = await lookups.findMedia(request.mediaId);
  if (!item) throw mediaNotFound();
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
    await auditLogRepository(tx).byStaff(staff.id, 'delivery.give', ['delivery', given.id], {
      childId: request.childId,
      mediaId: request.mediaId,
      faceId: request.faceId ?? null,
    });
    return { deliveryId: given.id };
  });
}
