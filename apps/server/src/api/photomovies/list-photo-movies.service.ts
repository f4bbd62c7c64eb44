import type { PhotoMovie } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { photoMovieRepository } from '../../repositories/photo-movie.repository.ts';
import { allowedChild, presentMovies } from './photo-movie-view.ts';

/** A child's published weekly photo movies, newest week first. */
export async function listPhotoMovies(
  context: AppContext,
  guardianId: string,
  childId: string,
): Promise<PhotoMovie[]> {
  const access = await allowedChild(context, guardianId, childId);
  return presentMovies(
    context,
    access,
    await photoMovieRepository(context.database.db).listPublished(childId, guardianId),
  );
}
