import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { type AuditEntry, auditLogRepository } from '../repositories/audit-log.repository.ts';
import { deliveryRepository } from '../repositories/delivery.repository.ts';
import { mediaMoviesRepository } from '../repositories/media-movies.repository.ts';
import { showChange } from './show-change.ts';

type Revoked = NonNullable<Awaited<ReturnType<ReturnType<typeof deliveryRepository>['revokeById']>>>;

/**
 * Takes a delivery back, as a family's 'not my child' and staff's take-back both do: it leaves the
 * timeline at once (revoked in one transaction with its audit entry), leaves the child's photo
 * movies (a movie that showed it loses its video until made again), and a photo the daily cap
 * held back may take its place. Staff's take-back is undone by restoreDelivery.
 */
export async function takeBackDelivery(
  context: AppContext,
  revoke: (deliveries: ReturnType<typeof deliveryRepository>) => Promise<Revoked | undefined>,
  audit: (revoked: Revoked) => AuditEntry,
): Promise<Revoked> {
  const { db } = context.database;
  const { revoked, movies } = await db.transaction(async (tx) => {
    const taken = await revoke(deliveryRepository(tx));
    if (!taken) throw new AppError('not_found', '指定された写真・動画が見つかりません。');
    await auditLogRepository(tx).record(audit(taken));
    const showing = await mediaMoviesRepository(tx).showing(taken.mediaId, taken.childId);
    await mediaMoviesRepository(tx).detachVideos(showing.map((movie) => movie.id));
    return { revoked: taken, movies: showing };
  });
  await showChange(context, { movies, detached: true, childDays: [revoked] });
  return revoked;
}
