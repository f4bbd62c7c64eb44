import { type NotificationType, paidOnlyNotificationTypes } from '@hibi/contract';

export const isPaidOnly = (type: NotificationType) => paidOnlyNotificationTypes.includes(type);

/**
 * Whether a member is off a type of notice, mail and push alike (decision 0081): their own
 * opt-out (none stored: on), and off a paid-only type (photo_movie_release, specification §3)
 * without a premium plan, whatever they chose.
 */
export function isOptedOut(
  type: NotificationType,
  storedOptout: boolean | undefined,
  premium: boolean,
): boolean {
  return (isPaidOnly(type) && !premium) || (storedOptout ?? false);
}
