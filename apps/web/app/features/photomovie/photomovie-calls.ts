import type { PhotoMovie } from '@hibi/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/features/session/api-client';

/** GET /api/{childId}/timeline/photomovie: the published weeks, newest first. */
export function usePhotoMovies(childId: string | undefined, allowed: boolean) {
  return useQuery({
    queryKey: ['photomovies', childId],
    queryFn: () => apiRequest<PhotoMovie[]>(`/api/${childId}/timeline/photomovie`),
    // §6: free guardians get no photo movies; the screen shows what the paid plan gives instead.
    enabled: Boolean(childId) && allowed,
  });
}

/** GET …/photomovie/{collectionId}: one week's movie; opening it marks it viewed. */
export function usePhotoMovie(childId: string | undefined, collectionId: string, allowed: boolean) {
  return useQuery({
    queryKey: ['photomovie', childId, collectionId],
    queryFn: () => apiRequest<PhotoMovie>(`/api/${childId}/timeline/photomovie/${collectionId}`),
    enabled: Boolean(childId) && allowed,
    staleTime: 5 * 60_000,
  });
}
