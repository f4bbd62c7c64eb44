import type { NotificationPreferenceItem, NotificationType } from '@hibi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '~/features/session/api-error';
import { showToast } from '~/lib/toast';
import { fetchNotificationPreferences, setNotificationOptout } from './notification-calls';
import { withOptout } from './notification-rules';

const queryKey = ['notification-preferences'];
const changeFailed = '通知設定を変更できませんでした。時間をおいて、もう一度お試しください。';

interface Change {
  type: NotificationType;
  optout: boolean;
}

/**
 * The preferences and a switch that answers at once: the list changes before the server does,
 * goes back if the server refuses (with an error toast), and takes the server's word when it agrees.
 * Only the switched type is written each time, so two quick switches never undo each other.
 */
export function useNotificationPreferences() {
  const client = useQueryClient();
  const preferences = useQuery({ queryKey, queryFn: fetchNotificationPreferences });
  const setItem = (type: NotificationType, optout: boolean) =>
    client.setQueryData<NotificationPreferenceItem[]>(queryKey, (items) =>
      items ? withOptout(items, type, optout) : items,
    );

  const change = useMutation({
    mutationFn: ({ type, optout }: Change) => setNotificationOptout(type, optout),
    onMutate: async ({ type, optout }: Change) => {
      await client.cancelQueries({ queryKey });
      setItem(type, optout);
    },
    onError: (error, { type, optout }) => {
      setItem(type, !optout);
      showToast(messageOf(error, changeFailed), 'error');
    },
    onSuccess: (answer, { type, optout }) => {
      setItem(type, answer.find((item) => item.type === type)?.optout ?? optout);
    },
  });

  return {
    preferences,
    change: (type: NotificationType, optout: boolean) => change.mutate({ type, optout }),
  };
}
