import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '~/lib/api-error';

/**
 * The browser's one query cache, shared by the app shell and route loaders (which warm it before
 * a page renders). Created lazily: the server renders no guardian data.
 */
let client: QueryClient | null = null;

export function queryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/** The app's cache rules; the console makes its own cache with them (features/admin/session). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not change by asking again; the network or a 5xx may.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
