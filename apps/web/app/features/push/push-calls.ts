import type { PushDeviceList } from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

// The push calls of decision 0081; answers typed, not parsed (decision 0017).
const base = (userId: string) => `/api/users/${userId}/push`;

export const fetchPushKey = (userId: string) => apiRequest<{ publicKey: string }>(`${base(userId)}/key`);

export const fetchPushDevices = (userId: string, endpoint: string | null) =>
  apiRequest<PushDeviceList>(
    `${base(userId)}/devices${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`,
  );

export const sendPushSubscription = (userId: string, subscription: PushSubscriptionJSON) =>
  apiRequest<PushDeviceList>(`${base(userId)}/subscribe`, {
    method: 'POST',
    body: { endpoint: subscription.endpoint, keys: subscription.keys },
  });

export const removePushSubscription = (userId: string, endpoint: string) =>
  apiRequest<PushDeviceList>(`${base(userId)}/unsubscribe`, { method: 'POST', body: { endpoint } });
