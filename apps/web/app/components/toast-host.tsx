import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { currentToast, dismissToast } from '~/lib/toast';
import { useToastLayer } from '~/lib/toast-layer';
import { Toast } from './toast';

// Good news goes away by itself; an error stays until read and closed, or replaced.
const SUCCESS_VISIBLE_MS = 5000;

/** Shows the app's current toast (lib/toast.ts) for every screen, over any open dialog or viewer. */
export function ToastHost() {
  const toast = currentToast.use();
  const layer = useToastLayer();
  useEffect(() => {
    if (!toast || toast.type === 'error') return;
    const timer = setTimeout(dismissToast, SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const shown = <Toast toast={toast} onClose={dismissToast} />;
  return layer ? createPortal(shown, layer) : shown;
}
