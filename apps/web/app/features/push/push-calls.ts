import { type BodyOf, pushApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

// The push calls of decision 0081; answers typed, not parsed (decision 0017).

export const fetchPushKey = (userId: string) => apiCall(pushApi.key, { params: { userId } });

export const fetchPushDevices = (userId: string, endpoint: string | null) =>
  apiCall(pushApi.devices, { params: { userId }, query: { endpoint: endpoint ?? undefined } });

// The DOM types every field of PushSubscriptionJSON optional; a subscription always has them,
// and the server's schema answers 400 to one that would not.
export const sendPushSubscription = (userId: string, subscription: PushSubscriptionJSON) =>
  apiCall(pushApi.subscribe, {
    params: { userId },
    body: { endpoint: subscription.endpoint, keys: subscription.keys } as BodyOf<typeof pushApi.subscribe>,
  });

export const removePushSubscription = (userId: string, endpoint: string) =>
  apiCall(pushApi.unsubscribe, { params: { userId }, body: { endpoint } });
