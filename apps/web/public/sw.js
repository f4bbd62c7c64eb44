// ひびフォト's service worker (docs/decisions/0016-service-worker.md). Hand-written and small: it
// keeps the app shell loading on a flaky connection and never keeps a family's data on the device.
//
// - /assets/*: cache first (Vite hashes these names, so a cached file never goes stale);
// - page navigations of the guardian app (/timeline/, /photomovie/…, /mypage/…): network first,
//   the last good copy when the network fails;
// - everything else, and always /api/*, /media/* and /storage/*: not touched, never cached.
//
// Sign-out deletes the page cache (the web app's onSessionEnd); a new version of this file empties
// caches of other versions when it activates.

const version = 'v1';
const assetCache = `hibi-assets-${version}`;
const pageCache = `hibi-pages-${version}`;
const maxAssets = 150;
const appPages = /^\/(timeline|photomovie|mypage)\/(.*\/)?$/;
const neverCached = /^\/(api|media|storage)\//;

self.addEventListener('install', () => {
  // Nothing is precached: the first visit fills the caches with what it used.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('hibi-') && name !== assetCache && name !== pageCache)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

/** A response worth keeping: a whole, same-origin 200 (no redirect, error page or range). */
function keepable(response) {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}

async function assetFirstFromCache(request) {
  const cache = await caches.open(assetCache);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (keepable(response)) {
    await cache.put(request, response.clone());
    // Old builds' files pile up across deploys: keep the newest few.
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - maxAssets)).map((key) => cache.delete(key)));
  }
  return response;
}

async function pageFromNetworkFirst(request) {
  const cache = await caches.open(pageCache);
  try {
    const response = await fetch(request);
    if (keepable(response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || neverCached.test(url.pathname)) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(assetFirstFromCache(request));
  } else if (request.mode === 'navigate' && appPages.test(url.pathname)) {
    event.respondWith(pageFromNetworkFirst(request));
  }
});
