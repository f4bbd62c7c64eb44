// The service worker (public/sw.js, docs/decisions/0016-service-worker.md) keeps the app shell
// loading on a flaky connection. Only production builds register it: in development Vite serves
// unhashed modules that a cache-first rule would keep stale.

/** Cache Storage names the service worker fills with app pages; sign-out deletes them. */
const pageCachePrefix = 'hibi-pages-';

/** Registers /sw.js once the page has loaded, so it never competes with the first render. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Private mode or a blocked worker: the site works the same without it.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Deletes the app pages the service worker kept (sign-out; the server's Clear-Site-Data does the HTTP cache). */
export async function deletePageCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(pageCachePrefix)).map((name) => caches.delete(name)),
  );
}
