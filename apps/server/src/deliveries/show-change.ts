import { tokyoDate } from '@hibi/domain';
import type { AppContext } from '../context.ts';
import { photoMovieRenderJob } from '../pipeline/pipeline-job-declarations.ts';
import { applySelection } from '../pipeline/selection/apply-selection.ts';
import type { MovieOfMedia } from '../repositories/media-movies.repository.ts';

export type MediaChange = {
  /** Movies to make again with what each family now sees. */
  movies: MovieOfMedia[];
  /** Whether their videos were detached in the change's transaction: the old files go now. */
  detached: boolean;
  /** The children, and the days, whose selection may change: a photo held back may show, or go. */
  childDays: { childId: string; shootingAt: Date }[];
};

/**
 * After a media or a delivery stops or starts being shown (a take-back and its undo, 非公開 and
 * back, a deletion): its movies are made again and the days' selections chosen again.
 */
export async function showChange(context: AppContext, change: MediaChange): Promise<void> {
  for (const movie of change.movies) {
    if (change.detached && movie.videoKey) await context.storage.delete(movie.videoKey);
    await context.jobs.enqueue(photoMovieRenderJob, { collectionId: movie.id });
  }
  const days = new Map(
    change.childDays.map(({ childId, shootingAt }) => {
      const date = tokyoDate(shootingAt);
      return [`${childId}:${date}`, { childId, date }];
    }),
  );
  for (const { childId, date } of days.values())
    await applySelection(context.database.db, childId, date, context.now());
}
