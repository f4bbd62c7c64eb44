import { photoMovieApi } from '@hibi/contract/api';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '~/features/session/api-client';

/** The published weeks, newest first. */
export function usePhotoMovies(childId: string | undefined, allowed: boolean) {
  return useQuery({
    queryKey: ['photomovies', childId],
    queryFn: () => apiCall(photoMovieApi.list, { params: { childId: childId ?? '' } }),
    // §6: free guardians get no photo movies; the screen shows what the paid plan gives instead.
    enabled: Boolean(childId) && allowed,
  });
}

/** One week's movie; opening it marks it viewed. */
export function usePhotoMovie(childId: string | undefined, collectionId: string, allowed: boolean) {
  return useQuery({
    queryKey: ['photomovie', childId, collectionId],
    queryFn: () => apiCall(photoMovieApi.one, { params: { childId: childId ?? '', collectionId } }),
    enabled: Boolean(childId) && allowed,
    staleTime: 5 * 60_000,
  });
}
