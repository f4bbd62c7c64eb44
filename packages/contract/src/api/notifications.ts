import type { notificationSchemas } from '../notification-preferences.ts';
import { areaApi } from './endpoint.ts';

const linkRule =
  'The signed link of every notification mail, usable signed out: the token names the guardian and the type. A browser (Accept: text/html) gets a small page instead of JSON.';

/** Which mails a guardian receives (specification §3, §7), from my page or a mail's link. */
export const notificationApi = areaApi<typeof notificationSchemas>('notifications', 'guardian', {
  list: {
    route: 'GET /api/users/notifications',
    operationId: 'listNotificationPreferences',
    summary: 'Every notification type with its optout',
  },
  setOptout: {
    route: 'POST /api/users/notifications/:action',
    operationId: 'setNotificationOptout',
    summary: 'Opts out of a notification type, or back in',
    description: 'unsubscribe opts out of the type, subscribe opts back in; answers the whole list.',
  },
  checkLink: {
    route: 'GET /api/notifications/unsubscribe',
    operationId: 'checkUnsubscribeLink',
    summary: "A mail's unsubscribe link: the type it names and its optout",
    description: `Only shows, so that a link scanner opening it unsubscribes no one. ${linkRule}`,
    access: 'public',
  },
  unsubscribeByLink: {
    route: 'POST /api/notifications/unsubscribe',
    operationId: 'unsubscribeByLink',
    summary: "Opts out of the type a mail's unsubscribe link names",
    description: `From the page's button or a mail app's one-click (RFC 8058: a form body, accepted but not read). ${linkRule}`,
    access: 'public',
  },
});
