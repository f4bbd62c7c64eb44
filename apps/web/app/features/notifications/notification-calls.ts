import type { NotificationType } from '@hibi/contract';
import { notificationApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

// The notification calls of my page (specification §7); the family reads are features/children's.

/** Every type with its optout. */
export function fetchNotificationPreferences() {
  return apiCall(notificationApi.list);
}

/** Opts out of a type (unsubscribe) or back in (subscribe): answers the whole list again. */
export function setNotificationOptout(type: NotificationType, optout: boolean) {
  const action = optout ? 'unsubscribe' : 'subscribe';
  return apiCall(notificationApi.setOptout, { params: { action }, query: { type } });
}
