import {
  childIdParamsSchema,
  photoMovieListSchema,
  photoMovieParamsSchema,
  photoMovieSchema,
} from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { photoMovieService } from './photomovie.service.ts';

const tags = ['photomovies'];
const security = [{ bearer: [] }];
const rule =
  'For trial and paid members (a free member gets 403). Only published collections; only media the family may still see.';

/** GET /api/{childId}/timeline/photomovie and /photomovie/{collectionId} (specification §7). */
export function photoMovieRoutes(app: ApiInstance, context: AppContext) {
  const photoMovies = photoMovieService(context);
  const preHandler = requireGuardian(context);

  app.get(
    '/:childId/timeline/photomovie',
    {
      preHandler,
      schema: {
        tags,
        security,
        description: `The child's weekly photo movies, newest week first. ${rule}`,
        params: childIdParamsSchema,
        response: { 200: photoMovieListSchema, ...errorResponses },
      },
    },
    (request) => photoMovies.list(request.guardianId, request.params.childId),
  );

  app.get(
    '/:childId/timeline/photomovie/:collectionId',
    {
      preHandler,
      schema: {
        tags,
        security,
        description: `One photo movie; fetching it marks it viewed for this guardian. ${rule}`,
        params: photoMovieParamsSchema,
        response: { 200: photoMovieSchema, ...errorResponses },
      },
    },
    (request) => photoMovies.one(request.guardianId, request.params.childId, request.params.collectionId),
  );
}
