import { z } from 'zod';
import { type NotificationType, notificationTypes } from './notifications.ts';

/** The actions of POST /api/users/notifications/{action}; anything else answers 400. */
export const notificationActions = ['unsubscribe', 'subscribe'] as const;
export type NotificationAction = (typeof notificationActions)[number];

export const notificationTypeField = z.enum(notificationTypes);

/** What each type is called on screens and in mails. */
export const notificationTypeLabels: Record<NotificationType, string> = {
  photo_delivery: '写真お届けのお知らせ',
  photo_movie_release: 'フォトムービー公開のお知らせ',
  news: 'ひびフォトからのお知らせ',
};

/** Types only premium guardians receive (DESIGN.md §3); others see them opted out. */
export const paidOnlyNotificationTypes: readonly NotificationType[] = ['photo_movie_release'];

/** One preference item of the specification (§3): optout true means no mail of that type. */
export const notificationPreferenceSchema = z.object({ type: notificationTypeField, optout: z.boolean() });
export type NotificationPreferenceItem = z.infer<typeof notificationPreferenceSchema>;

/** Every type, in the order of notificationTypes. */
export const notificationPreferenceListSchema = z.array(notificationPreferenceSchema);

export const notificationActionParamsSchema = z.object({ action: z.enum(notificationActions) });
export const notificationActionQuerySchema = z.object({ type: notificationTypeField });

/** The signed link of every notification mail (GET shows, POST opts out; no sign-in needed). */
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(200).describe('The signed token from the mail'),
});

/** The schemas of the notification calls (decision 0086): my page's preferences and the mail's link. */
export const notificationSchemas = {
  list: { answer: notificationPreferenceListSchema },
  setOptout: {
    params: notificationActionParamsSchema,
    query: notificationActionQuerySchema,
    answer: notificationPreferenceListSchema,
  },
  checkLink: { query: unsubscribeQuerySchema, answer: notificationPreferenceSchema },
  unsubscribeByLink: { query: unsubscribeQuerySchema, answer: notificationPreferenceSchema },
};
