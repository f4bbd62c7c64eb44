import { useEffect } from 'react';
import { currentToast, dismissToast } from '~/lib/toast';
import { Toast } from './toast';

// Good news goes away by itself; an error stays until read and closed, or replaced.
const SUCCESS_VISIBLE_MS = 5000;

/** Shows the app's current toast (lib/toast.ts) for every screen. */
export function ToastHost() {
  const toast = currentToast.use();
  useEffect(() => {
    if (!toast || toast.type === 'error') return;
    const timer = setTimeout(dismissToast, SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return <Toast toast={toast} onClose={dismissToast} />;
}
