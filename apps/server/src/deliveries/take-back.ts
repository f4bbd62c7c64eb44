import { tokyoDate } from '@hibi/domain';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { photoMovieRenderJob } from '../pipeline/photo-movies/photo-movie-jobs.ts';
import { applySelection } from '../pipeline/selection/apply-selection.ts';
import { type AuditEntry, auditLogRepository } from '../repositories/audit-log.repository.ts';
import { deliveryRepository } from '../repositories/delivery.repository.ts';

type Revoked = NonNullable<Awaited<ReturnType<ReturnType<typeof deliveryRepository>['revokeById']>>>;

/**
 * Takes a delivery back, as a family's 'not my child' and staff's take-back both do: it leaves the
 * timeline at once (revoked in one transaction with its audit entry), leaves the child's photo
 * movies (a movie that showed it loses its video until made again), and a photo the daily cap
 * held back may take its place.
 */
export async function takeBackDelivery(
  context: AppContext,
  revoke: (deliveries: ReturnType<typeof deliveryRepository>) => Promise<Revoked | undefined>,
  audit: (revoked: Revoked) => AuditEntry,
): Promise<Revoked> {
  const { db } = context.database;
  const { revoked, movies } = await db.transaction(async (tx) => {
    const deliveries = deliveryRepository(tx);
    const taken = await revoke(deliveries);
    if (!taken) throw new AppError('not_found', '指定された写真・動画が見つかりません。');
    await auditLogRepository(tx).record(audit(taken));
    return { revoked: taken, movies: await deliveries.detachFromMovies(taken.childId, taken.mediaId) };
  });
  for (const movie of movies) {
    if (movie.videoKey) await context.storage.delete(movie.videoKey);
    await context.jobs.enqueue(photoMovieRenderJob, { collectionId: movie.id });
  }
  await applySelection(db, revoked.childId, tokyoDate(revoked.shootingAt), context.now());
  return revoked;
}
