import { useEffect } from 'react';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

/** Reloads once when the error that reached the boundary is a failed chunk import. */
export function useReloadOnChunkError(error: unknown) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
}

/**
 * Vite fires `vite:preloadError` when a dynamic import's preloaded files fail. Reloading within
 * the limit cancels the error; past it, the error goes on to the error page.
 */
export function useReloadOnPreloadError() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadForChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}
