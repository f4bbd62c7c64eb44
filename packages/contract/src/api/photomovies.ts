import type { photoMovieSchemas } from '../photomovies.ts';
import { endpoint } from './endpoint.ts';

type Schemas = typeof photoMovieSchemas;
const rule =
  'For trial and paid members (a free member gets 403). Only published collections; only media the family may still see.';

/** A child's weekly photo movies (specification §7). */
export const photoMovieApi = {
  list: endpoint<Schemas['list']>({
    method: 'GET',
    path: '/api/:childId/timeline/photomovie',
    operationId: 'listPhotoMovies',
    summary: "The child's weekly photo movies, newest week first",
    description: rule,
    tag: 'photomovies',
    access: 'guardian',
  }),
  one: endpoint<Schemas['one']>({
    method: 'GET',
    path: '/api/:childId/timeline/photomovie/:collectionId',
    operationId: 'getPhotoMovie',
    summary: 'One photo movie; fetching it marks it viewed',
    description: `Marks the movie viewed for this guardian. ${rule}`,
    tag: 'photomovies',
    access: 'guardian',
  }),
};
