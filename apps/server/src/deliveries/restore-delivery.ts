import type { StaffAccount } from '@hibi/db';
import { staffRevokedReason } from '@hibi/domain';
import { facilityScopeOf } from '../auth/require-staff.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { auditLogRepository } from '../repositories/audit-log.repository.ts';
import { deliveryRepository } from '../repositories/delivery.repository.ts';
import { mediaMoviesRepository } from '../repositories/media-movies.repository.ts';
import { showChange } from './show-change.ts';

const notFound = () => new AppError('not_found', '指定された配信が見つかりません。');
const notTakenBack = () => new AppError('conflict', 'この配信はスタッフが取り消したものではありません。');

/**
 * Undoes staff's take-back (decision 0085): the delivery stands again, so it is back on the
 * family's timeline and in its movies (made again), the matcher no longer learns from it that the
 * face is not the child's, and the day's selection is chosen again. Audited as the take-back is.
 * Another facility's delivery is answered as unknown (404); a family's return is not staff's to undo.
 */
export async function restoreDelivery(context: AppContext, staff: StaffAccount, deliveryId: string) {
  const { db } = context.database;
  const found = await deliveryRepository(db).findWithFacility(deliveryId);
  const scope = facilityScopeOf(staff);
  if (!found || (scope !== null && scope !== found.facilityId)) throw notFound();
  if (found.revokedReason !== staffRevokedReason) throw notTakenBack();
  const { restored, movies } = await db.transaction(async (tx) => {
    const stands = await deliveryRepository(tx).restore(deliveryId, staffRevokedReason);
    if (!stands) throw notTakenBack();
    await auditLogRepository(tx).byStaff(staff.id, 'delivery.restore', ['delivery', stands.id], {
      childId: stands.childId,
      mediaId: stands.mediaId,
    });
    return {
      restored: stands,
      movies: await mediaMoviesRepository(tx).showing(stands.mediaId, stands.childId),
    };
  });
  await showChange(context, { movies, detached: false, childDays: [restored] });
  return { deliveryId: restored.id };
}
