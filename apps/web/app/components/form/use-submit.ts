import { useRef, useState } from 'react';
import { messageOf } from '~/lib/api-error';
import { withMinimumDelay } from '~/lib/minimum-delay';
import { dismissToast, showToast } from '~/lib/toast';

/**
 * Runs a form's call once at a time, at least 200 ms long (§9), and on failure shows the server's
 * message or the screen's fallback text (§8): as an error toast, or, given `report`, where the
 * screen says it instead (on a field, above the button). Resolves true on success.
 */
export function useSubmit<Values>(
  action: (values: Values) => Promise<void>,
  fallback: string,
  /** Says it where the eye is instead of the toast. */
  report?: (message: string, error: unknown) => void,
) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const submit = async (values: Values): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    dismissToast();
    try {
      await withMinimumDelay(action(values));
      return true;
    } catch (error) {
      const message = messageOf(error, fallback);
      if (report) report(message, error);
      else showToast(message, 'error');
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, submit };
}
