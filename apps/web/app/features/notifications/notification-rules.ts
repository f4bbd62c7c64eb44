import {
  type NotificationPreferenceItem,
  type NotificationType,
  paidOnlyNotificationTypes,
} from '@hibi/contract';
import type { SubscriptionType } from '@hibi/domain';

/** One line under each switch: when the mail comes. */
export const notificationTypeDescriptions: Record<NotificationType, string> = {
  photo_delivery: 'その日の写真や動画が届いたときに、夜にメールでお知らせします。',
  photo_movie_release: '毎週のフォトムービーが公開されたときに、メールでお知らせします。',
  news: '新しい機能やメンテナンスなど、ひびフォトからの大切なお知らせです。',
};

export function isPaidOnly(type: NotificationType): boolean {
  return paidOnlyNotificationTypes.includes(type);
}

/**
 * Whether the guardian may turn this switch (DESIGN §3): paid-only mails go to premium guardians
 * only, so without a premium plan the server refuses to opt in and the switch stays off.
 */
export function canChangeNotification(type: NotificationType, plan: SubscriptionType): boolean {
  return !isPaidOnly(type) || plan === 'premium';
}

/** The list with one type's optout set: the optimistic answer, and the rollback. */
export function withOptout(
  items: readonly NotificationPreferenceItem[],
  type: NotificationType,
  optout: boolean,
): NotificationPreferenceItem[] {
  return items.map((item) => (item.type === type ? { ...item, optout } : item));
}
