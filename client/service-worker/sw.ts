/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clearBadge, refreshBadgeFromServer, showUnreadOnBadge } from './app-badge';
import { BADGE_SYNC_TAG, isServiceWorkerMessage } from './messages';

// Hytta's service worker, served from /sw.js (spec section 7, issue #10; decision 013).
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
