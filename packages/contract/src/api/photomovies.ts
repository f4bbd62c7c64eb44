import type { photoMovieSchemas } from '../photomovies.ts';
import { areaApi } from './endpoint.ts';

const rule =
  'For trial and paid members (a free member gets 403). Only published collections; only media the family may still see.';

/** A child's weekly photo movies (specification §7). */
export const photoMovieApi = areaApi<typeof photoMovieSchemas>('photomovies', 'guardian', {
  list: {
    route: 'GET /api/:childId/timeline/photomovie',
    operationId: 'listPhotoMovies',
    summary: "The child's weekly photo movies, newest week first",
    description: rule,
  },
  one: {
    route: 'GET /api/:childId/timeline/photomovie/:collectionId',
    operationId: 'getPhotoMovie',
    summary: 'One photo movie; fetching it marks it viewed',
    description: `Marks the movie viewed for this guardian. ${rule}`,
  },
});
