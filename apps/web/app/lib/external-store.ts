import { useSyncExternalStore } from 'react';

/**
 * A value that plain modules update and React components read (useSyncExternalStore). The
 * session, the loading bar, toasts and the error page state are each one of these.
 */
export function externalStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    /** The current value in a component; `initial` while rendering on the server. */
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  };
}
