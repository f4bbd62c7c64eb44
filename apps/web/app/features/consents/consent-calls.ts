import type { ConsentDocumentName, ConsentStatus } from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

// The consent calls of decision 0076. Answers are typed, not parsed (decision 0017).

export const fetchConsents = (userId: string) => apiRequest<ConsentStatus>(`/api/users/${userId}/consents`);

/** Agreement to the current version of each text named; answers the new status. */
export const agreeTo = (userId: string, documents: readonly ConsentDocumentName[], quiet = false) =>
  apiRequest<ConsentStatus>(`/api/users/${userId}/consents`, {
    method: 'POST',
    body: { documents },
    // Quiet: the caller copes with a failure, so the session layer shows no error page for it.
    handleFailures: !quiet,
  });

/** One query per guardian: asked once a session (the versions change only with a release). */
export const consentQuery = (userId: string) => ({
  queryKey: ['consents', userId],
  queryFn: () => fetchConsents(userId),
  staleTime: Number.POSITIVE_INFINITY,
});
