import { useState } from 'react';
import type { StoredItem } from '~/features/session/client-storage';

/** A notice the guardian closes once and never sees again (its flag in client storage, §3). */
export function useRememberedDismissal(flag: StoredItem<boolean>) {
  const [dismissed, setDismissed] = useState(() => flag.read() === true);
  const dismiss = () => {
    flag.write(true);
    setDismissed(true);
  };
  return { dismissed, dismiss };
}
