// The app shell's service worker: the app opens without a connection and says so ("You are
// offline", client/src/components/offline-banner.tsx). Pages are network-first (a new release is
// seen at once) with the last shell as the fallback; hashed build files are cache-first (their
// names change with their content). The API and photos are never cached here: what a person sees
// offline is what the app already has in memory, never a stale answer presented as fresh.
const CACHE = 'afc-shell-v4';
const SHELL = '/';
// The server names who is signed in inside each page (contract/page-preloads.ts,
// PAGE_SESSION_SCRIPT_ID); the kept shell never holds that: offline, the app asks and says so.
const PAGE_SESSION = /<script type="application\/json" id="afc-session">[\s\S]*?<\/script>/;
// A page the build prerendered for visitors (contract/page-preloads.ts, PRERENDERED_ATTRIBUTE):
// kept unmarked, the app renders afresh over it instead of taking it over as the sign-in page.
const PRERENDERED = / data-prerendered="[^"]*"/;

/** The page as the shell to keep: the same HTML without the signed-in person. */
async function shellOf(response) {
  const html = (await response.clone().text()).replace(PAGE_SESSION, '').replace(PRERENDERED, '');
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

async function cacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (!response.ok) return;
  await cache.put(SHELL, await shellOf(response));
  // The files the shell loads first, so the next start needs none: its stylesheet and icons
  // (src, href) and the scripts its loader starts (data-entry, and data-preload's list).
  const html = await response.text();
  const assets = new Set();
  for (const match of html.matchAll(/(?:src|href|data-entry|data-preload)="([^"]+)"/g))
    for (const url of match[1].split(' ')) if (url.startsWith('/assets/')) assets.add(url);
  await cache.addAll([...assets]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request);
          if (response.ok) {
            const cache = await caches.open(CACHE);
            await cache.put(SHELL, await shellOf(response));
          }
          return response;
        } catch {
          const cached = await caches.match(SHELL);
          if (cached) return cached;
          throw new Error('offline and no app shell cached yet');
        }
      })(),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(
      (async () => {
        const cached = await caches.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) {
          const cache = await caches.open(CACHE);
          await cache.put(request, response.clone());
        }
        return response;
      })(),
    );
  }
});

// The morning notification (issue 28): the server's Web Push payload is JSON { title, body, url }
// (server/features/notifications/). It shows as a notification; a tap opens its page, the Today
// card, in the app's window when one is open.
const APP_NAME = 'AI Fashion Companion';
const NOTIFICATION_ICON = '/icons/icon-192.png';

/** A path of this app ('/#today'), never another site's address. */
const samePath = (url) =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : APP_NAME;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      // A newer one (a test, the next morning) replaces the one still shown.
      tag: 'morning',
      data: { url: samePath(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(samePath(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      await open.focus();
      // Only the fragment changes when the app already shows the dashboard.
      if (open.url !== url && 'navigate' in open) await open.navigate(url).catch(() => undefined);
    })(),
  );
});

// A push service may renew a subscription by itself (Firefox): the server gets the new endpoint
// and forgets the old one, with the session cookie of whoever subscribed this browser.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const key = old?.options?.applicationServerKey;
      const fresh =
        event.newSubscription ??
        (key
          ? await self.registration.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: key,
            })
          : null);
      const post = (path, body) =>
        fetch(path, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      if (fresh) await post('/api/notifications/subscriptions', fresh.toJSON());
      if (old && old.endpoint !== fresh?.endpoint) {
        await post('/api/notifications/unsubscribe', { endpoint: old.endpoint });
      }
    })().catch(() => undefined),
  );
});
