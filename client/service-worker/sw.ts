/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clearBadge, refreshBadgeFromServer, showUnreadOnBadge } from './app-badge';
import { BADGE_SYNC_TAG, isServiceWorkerMessage } from './messages';
import { pathOfNotification, readPushMessage, showPushMessage } from './push-messages';

// Hytta's service worker, served from /sw.js (product section 7, issue #10; decision 013).
//
// What it caches: only the build's own files (index.html, the hashed scripts and styles, icons,
// manifests), listed at build time by vite-plugin-pwa. API answers are private to a user and are
// never cached here: /api, /ws and the health checks go straight to the network.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The events of background sync, which TypeScript's WebWorker library does not describe yet. */
type SyncEvent = ExtendableEvent & { tag: string };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the same shell; the client picks the screen from the path. Offline
// it opens from the cache, and the app shows its offline notice.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/healthz$/, /^\/readyz$/, /^\/sw\.js$/],
  }),
);

// A first install controls the open page at once (there is no older version to disagree with).
// An update waits until the user accepts the prompt, so a page never runs half old, half new.
clientsClaim();

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isServiceWorkerMessage(message)) return;
  switch (message.type) {
    case 'update-badge':
      event.waitUntil(showUnreadOnBadge(self.navigator, message.count));
      break;
    case 'clear-badge':
      event.waitUntil(clearBadge(self.navigator));
      break;
    case 'skip-waiting':
      void self.skipWaiting();
      break;
  }
});

const refreshBadge = () => refreshBadgeFromServer(self.navigator, (path, init) => fetch(path, init));

function isSyncEvent(event: Event): event is SyncEvent {
  return event instanceof ExtendableEvent && 'tag' in event && typeof event.tag === 'string';
}

// Periodic sync where the browser grants it (an installed app), else the one-off sync the page
// registers when it goes to the background: either way the icon catches up with the server.
for (const type of ['periodicsync', 'sync']) {
  self.addEventListener(type, (event) => {
    if (isSyncEvent(event) && event.tag === BADGE_SYNC_TAG) event.waitUntil(refreshBadge());
  });
}

// A push message from the server (issue #14): shown at once, the badge set from its count.
self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    // Not JSON: not one of ours.
  }
  const message = readPushMessage(data);
  if (message) event.waitUntil(showPushMessage(self.registration, self.navigator, message));
});

// A click opens the screen the notification is about, in an open window of the app if there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(pathOfNotification(event.notification.data), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
