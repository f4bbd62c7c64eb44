import { type NotificationType, notificationPreferenceListSchema } from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

// The notification calls of my page (specification §7); the family reads are features/children's.

/** GET /api/users/notifications: every type with its optout. */
export function fetchNotificationPreferences() {
  return apiRequest('/api/users/notifications', { schema: notificationPreferenceListSchema });
}

/** POST /api/users/notifications/{unsubscribe|subscribe}?type=: answers the whole list again. */
export function setNotificationOptout(type: NotificationType, optout: boolean) {
  const action = optout ? 'unsubscribe' : 'subscribe';
  return apiRequest(`/api/users/notifications/${action}?type=${encodeURIComponent(type)}`, {
    method: 'POST',
    schema: notificationPreferenceListSchema,
  });
}
