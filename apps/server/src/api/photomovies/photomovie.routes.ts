import { photoMovieApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { photoMovieService } from './photomovie.service.ts';

/** GET /api/{childId}/timeline/photomovie and /photomovie/{collectionId} (specification §7). */
export function photoMovieRoutes(app: ApiInstance, context: AppContext) {
  const photoMovies = photoMovieService(context);
  const preHandler = requireGuardian(context);

  serve(app, photoMovieApi.list, { preHandler }, (request) =>
    photoMovies.list(request.guardianId, request.params.childId),
  );
  serve(app, photoMovieApi.one, { preHandler }, (request) =>
    photoMovies.one(request.guardianId, request.params.childId, request.params.collectionId),
  );
}
