import { queryClient } from '~/features/session/query-client';
import { consentQuery } from './consent-calls';

/** Loads the guardian's consents into the query cache before the app frame's gate reads them. */
export async function prefetchConsents(userId: string) {
  await queryClient().prefetchQuery(consentQuery(userId));
}
