import { photoMovieApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { getPhotoMovie } from './get-photo-movie.service.ts';
import { listPhotoMovies } from './list-photo-movies.service.ts';

/** GET /api/{childId}/timeline/photomovie and /photomovie/{collectionId} (specification §7). */
export function photoMovieRoutes(app: ApiInstance, context: AppContext) {
  const preHandler = requireGuardian(context);

  serve(app, photoMovieApi.list, { preHandler }, (request) =>
    listPhotoMovies(context, request.guardianId, request.params.childId),
  );
  serve(app, photoMovieApi.one, { preHandler }, (request) =>
    getPhotoMovie(context, request.guardianId, request.params.childId, request.params.collectionId),
  );
}
