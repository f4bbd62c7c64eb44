import { mailDeliveryApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

/**
 * Whether mail reaches the guardian's address (decision 0080). Quiet: without an answer the app
 * simply shows no banner, never an error page.
 */
export const mailDeliveryQuery = (userId: string) => ({
  queryKey: ['mail-delivery', userId],
  queryFn: () => apiCall(mailDeliveryApi.status, { params: { userId } }, { handleFailures: false }),
  staleTime: 5 * 60_000,
  retry: false,
});
