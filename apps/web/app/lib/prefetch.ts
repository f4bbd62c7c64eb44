import { useEffect, useState } from 'react';

/** Specification §9: prefetching waits for the browser to be idle, at most this long. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

type Connection = { saveData?: boolean; effectiveType?: string };

/** §9: no prefetching on 2g (or slow-2g) connections, or when the guardian asked to save data. */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !connection.effectiveType?.includes('2g');
}

/**
 * React Router's prefetch mode for a link: none until the browser is first idle (or 2 s have
 * passed), then on intent (hover, touch, focus) unless the connection is slow or saving data.
 */
export function usePrefetchMode(): 'none' | 'intent' {
  const [mode, setMode] = useState<'none' | 'intent'>('none');
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    if (!prefetchAllowed(connection)) return;
    const enable = () => setMode('intent');
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(enable, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(enable, PREFETCH_IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return mode;
}
