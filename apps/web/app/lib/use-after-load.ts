import { useEffect, useState } from 'react';
import { useContentShown } from './content-shown';

/** Specification §9's idle timeout: the longest wait for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the page has loaded, its content is shown (no client-only page still loading) and
 * the browser has an idle moment, then true. For work that must not slow the first render, such
 * as switching on web fonts.
 */
export function useAfterLoad(): boolean {
  const contentShown = useContentShown();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!contentShown) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      // Safari before 18 has no requestIdleCallback.
      if ('requestIdleCallback' in window)
        idle = requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(() => setReady(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [contentShown]);
  return ready;
}
