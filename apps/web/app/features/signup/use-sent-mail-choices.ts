import type { NotificationType } from '@hibi/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchNotificationPreferences } from '~/features/notifications/notification-calls';

/**
 * Step 3 refilled from a request sent before (signed in again elsewhere): the mails the guardian
 * ticked then are read back, so sending the details again never switches on a mail they declined.
 */
export function useSentMailChoices(enabled: boolean, apply: (receives: NotificationType[]) => void) {
  const { data } = useQuery({
    queryKey: ['notification-preferences'],
    queryFn: fetchNotificationPreferences,
    enabled,
  });
  useEffect(() => {
    if (enabled && data) apply(data.filter((item) => !item.optout).map((item) => item.type));
  }, [enabled, data, apply]);
}
