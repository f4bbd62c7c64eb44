import type { photoMovieSchemas } from '../photomovies.ts';
import { areaCalls } from './endpoint.ts';

type Schemas = typeof photoMovieSchemas;
const call = areaCalls('photomovies', 'guardian');
const rule =
  'For trial and paid members (a free member gets 403). Only published collections; only media the family may still see.';

/** A child's weekly photo movies (specification §7). */
export const photoMovieApi = {
  list: call<Schemas['list']>({
    method: 'GET',
    path: '/api/:childId/timeline/photomovie',
    operationId: 'listPhotoMovies',
    summary: "The child's weekly photo movies, newest week first",
    description: rule,
  }),
  one: call<Schemas['one']>({
    method: 'GET',
    path: '/api/:childId/timeline/photomovie/:collectionId',
    operationId: 'getPhotoMovie',
    summary: 'One photo movie; fetching it marks it viewed',
    description: `Marks the movie viewed for this guardian. ${rule}`,
  }),
};
