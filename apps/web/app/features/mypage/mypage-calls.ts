import {
  childrenResponseSchema,
  groupResponseSchema,
  type NotificationType,
  notificationPreferenceListSchema,
} from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

// The reads and the one write of my page (specification §7), each on the contract's schema.

/** GET /api/users/{userId}/children: the first one is the primary child (§3). */
export function fetchChildren(userId: string) {
  return apiRequest(`/api/users/${userId}/children`, { schema: childrenResponseSchema });
}

/** GET /api/groups/children/{childId}: the child's facility, its price and trial length. */
export function fetchGroupOfChild(childId: string) {
  return apiRequest(`/api/groups/children/${childId}`, { schema: groupResponseSchema });
}

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
