import type { NotificationPreferenceItem, NotificationType } from '@hibi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  fetchNotificationPreferences,
  setNotificationOptout,
} from '~/features/notifications/notification-calls';
import { withOptout } from '~/features/notifications/notification-rules';
import { messageOf } from '~/lib/api-error';
import { showToast } from '~/lib/toast';

const queryKey = ['notification-preferences'];
const changeFailed = '通知設定を変更できませんでした。時間をおいて、もう一度お試しください。';

/** What a switch's row says of its last turn: nothing, 保存中…, then 保存しました for a moment. */
export type SaveState = 'saving' | 'saved';
const SAVED_SHOWN_MS = 2500;

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

  const [saveStates, setSaveStates] = useState<Partial<Record<NotificationType, SaveState>>>({});
  const setSaveState = (type: NotificationType, state: SaveState | undefined) =>
    setSaveStates((states) => ({ ...states, [type]: state }));
  useEffect(() => {
    const saved = Object.entries(saveStates).filter(([, state]) => state === 'saved');
    if (saved.length === 0) return;
    // Every 保存しました goes once nothing has changed for a moment; 保存中… stays until answered.
    const timer = setTimeout(
      () =>
        setSaveStates((states) =>
          Object.fromEntries(Object.entries(states).filter(([, state]) => state !== 'saved')),
        ),
      SAVED_SHOWN_MS,
    );
    return () => clearTimeout(timer);
  }, [saveStates]);

  const change = useMutation({
    mutationFn: ({ type, optout }: Change) => setNotificationOptout(type, optout),
    onMutate: async ({ type, optout }: Change) => {
      await client.cancelQueries({ queryKey });
      setItem(type, optout);
      setSaveState(type, 'saving');
    },
    onError: (error, { type, optout }) => {
      setItem(type, !optout);
      setSaveState(type, undefined);
      showToast(messageOf(error, changeFailed), 'error');
    },
    onSuccess: (answer, { type, optout }) => {
      setItem(type, answer.find((item) => item.type === type)?.optout ?? optout);
      setSaveState(type, 'saved');
    },
  });

  return {
    preferences,
    saveStates,
    change: (type: NotificationType, optout: boolean) => change.mutate({ type, optout }),
  };
}
