import { tokyoDate } from '@hibi/domain';
import { notYours } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { photoMovieRenderJob } from '../../pipeline/photo-movies/photo-movie-jobs.ts';
import { applySelection } from '../../pipeline/selection/apply-selection.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { childRepository } from '../../repositories/child.repository.ts';
import { notMyChildRepository } from './not-my-child.repository.ts';

/**
 * A guardian returns an item that is not their child. It leaves the timeline at once (the delivery
 * is revoked, never deleted: the matcher does not deliver it again and learns the face is not this
 * child's), is kept in the audit log for review, and leaves the child's photo movies: a movie that
 * showed it loses its video until it is made again without it.
 */
export function notMyChildService(context: AppContext) {
  const { db } = context.database;

  return async function returnItem(guardianId: string, childId: string, mediaId: string) {
    const child = await childRepository(db).findOfApprovedGuardian(childId, guardianId);
    if (!child) throw new AppError('forbidden', notYours);
    const { shootingAt, movies } = await db.transaction(async (tx) => {
      const returns = notMyChildRepository(tx);
      const returned = await returns.revokeDelivery(childId, mediaId, context.now());
      if (!returned) throw new AppError('not_found', '指定された写真・動画が見つかりません。');
      await auditLogRepository(tx).record({
        actorKind: 'guardian',
        actorId: guardianId,
        action: 'delivery.not_my_child',
        targetType: 'delivery',
        targetId: returned.id,
        detail: { childId, mediaId },
      });
      return { shootingAt: returned.shootingAt, movies: await returns.detachFromMovies(childId, mediaId) };
    });
    for (const movie of movies) {
      if (movie.videoKey) await context.storage.delete(movie.videoKey);
      await context.jobs?.enqueue(photoMovieRenderJob, { collectionId: movie.id });
    }
    // A photo the daily cap held back may take the returned one's place.
    await applySelection(db, childId, tokyoDate(shootingAt), context.now());
  };
}
