// ひびフォト's service worker (docs/decisions/0016-service-worker.md). Hand-written and small: it
// keeps the app shell loading on a flaky connection and never keeps a family's data on the device.
//
// - /assets/*: cache first (Vite hashes these names, so a cached file never goes stale);
// - page navigations of the guardian app (/timeline/, /photomovie/…, /mypage/…): network first,
//   the last good copy when the network fails;
// - everything else, and always /api/*, /media/* and /storage/*: not touched, never cached;
// - a push (docs/decisions/0081) always shows its notification (iOS revokes a silent one), and a
//   tap focuses the app's window on the push's page, or opens it.
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

// The page cache is opened only to keep or read a page: opening it creates it, and one a
// sign-out has just deleted must not come back empty from a page that is not kept.
async function pageFromNetworkFirst(request) {
  try {
    const response = await fetch(request);
    if (keepable(response)) await (await caches.open(pageCache)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: pageCache, ignoreSearch: true });
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

/** What the server sends (the contract's pushPayloadSchema); a push it cannot read still shows. */
function notificationOf(event) {
  const fallback = {
    title: 'ひびフォト',
    body: '新しいお知らせがあります。',
    url: '/timeline/',
    tag: 'hibi',
  };
  try {
    const data = event.data ? event.data.json() : {};
    return { ...fallback, ...data };
  } catch {
    return fallback;
  }
}

self.addEventListener('push', (event) => {
  const { title, body, url, tag } = notificationOf(event);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      lang: 'ja',
      // Only paths of this site are opened, whatever the push says.
      data: { url: url.startsWith('/') && !url.startsWith('//') ? url : '/timeline/' },
    }),
  );
});

async function openPage(path) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // A tap on the notification lets the worker focus; without one (a test's event) it may not.
    await open.focus().catch(() => undefined);
    // navigate() works on a window this worker controls; any other gets a window of its own.
    return open.navigate(url).catch(() => self.clients.openWindow(url));
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(event.notification.data?.url ?? '/timeline/'));
});
