import { useEffect, useSyncExternalStore } from 'react';

// Counts the HydrateFallbacks on screen: while a client-only page is still loading its own code
// and data, the page is not really shown yet, and background work should wait.
let pending = 0;
let everPending = false;
const listeners = new Set<() => void>();

function change(delta: number) {
  pending += delta;
  if (delta > 0) everPending = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by HydrateFallback: the page's content is still on its way while this is mounted. */
export function useContentPending() {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

/** True once no HydrateFallback is on screen (never during server rendering). */
export function useContentShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending === 0,
    () => false,
  );
}

/** True once a HydrateFallback has been on screen in this tab: a client-only page was loaded. */
export function contentWasPending(): boolean {
  return everPending;
}
