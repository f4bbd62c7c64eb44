import type { PhotoMovie } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { photoMovieRepository } from '../../repositories/photo-movie.repository.ts';
import { allowedChild, notFound, presentMovies } from './photo-movie-view.ts';

/** One published photo movie; opening it marks it viewed for this guardian. */
export async function getPhotoMovie(
  context: AppContext,
  guardianId: string,
  childId: string,
  collectionId: string,
): Promise<PhotoMovie> {
  const access = await allowedChild(context, guardianId, childId);
  const movies = photoMovieRepository(context.database.db);
  const row = access.seesMedia ? await movies.findPublished(childId, guardianId, collectionId) : undefined;
  if (!row) throw new AppError('not_found', notFound);
  await movies.markViewed(collectionId, guardianId);
  const [movie] = await presentMovies(context, access, [{ ...row, isViewed: true }]);
  if (!movie) throw new AppError('not_found', notFound);
  return movie;
}
