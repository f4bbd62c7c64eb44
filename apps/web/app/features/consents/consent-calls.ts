import type { ConsentDocumentName } from '@hibi/contract';
import { consentApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

// The consent calls of decision 0076. Answers are typed, not parsed (decision 0017).

export const fetchConsents = (userId: string) => apiCall(consentApi.status, { params: { userId } });

/** Agreement to the current version of each text named; answers the new status. */
export const agreeTo = (userId: string, documents: readonly ConsentDocumentName[], quiet = false) =>
  apiCall(
    consentApi.agree,
    { params: { userId }, body: { documents: [...documents] } },
    // Quiet: the caller copes with a failure, so the session layer shows no error page for it.
    { handleFailures: !quiet },
  );

/** One query per guardian: asked once a session (the versions change only with a release). */
export const consentQuery = (userId: string) => ({
  queryKey: ['consents', userId],
  queryFn: () => fetchConsents(userId),
  staleTime: Number.POSITIVE_INFINITY,
});
