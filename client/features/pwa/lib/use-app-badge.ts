import { BADGE_CLEAR_DELAY_MS, BADGE_PERIODIC_SYNC_MS } from '@shared/constants';
import { useEffect, useRef } from 'react';
import { clearBadge, showUnreadOnBadge } from '@/service-worker/app-badge';
import { BADGE_SYNC_TAG, type ServiceWorkerMessage } from '@/service-worker/messages';

// The unread count on the app icon (product sections 1, 4 and 9; issue #10). While the page is in
// view the bell shows the count and the icon is cleared (1 s after the page gains focus or comes
// into view). In the background the icon shows the count: the page sets it, tells the service
// worker (`update-badge`), and a background sync keeps it current after the page is gone.

function postToServiceWorker(message: ServiceWorkerMessage): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

type SyncRegistrar = {
  register: (tag: string, options?: { minInterval: number }) => Promise<void>;
  unregister?: (tag: string) => Promise<void>;
};

function isSyncRegistrar(value: unknown): value is SyncRegistrar {
  return (
    typeof value === 'object' && value !== null && 'register' in value && typeof value.register === 'function'
  );
}

/** Background sync and periodic sync are Chromium-only and absent from TypeScript's DOM types. */
function syncRegistrarOf(registration: ServiceWorkerRegistration, kind: 'sync' | 'periodicSync') {
  const registrar: unknown = kind in registration ? Reflect.get(registration, kind) : undefined;
  return isSyncRegistrar(registrar) ? registrar : null;
}

async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  // `ready` never settles without a worker (development, a browser without one): ask, not wait.
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  return registration?.active ? registration : null;
}

/** Whether the browser granted periodic sync; it offers the API even where it will refuse it. */
let periodicRefreshGranted = false;

/**
 * Periodic sync where the browser grants it (an installed app, used enough); the browser decides
 * how often, and refuses otherwise.
 */
async function startPeriodicRefresh(): Promise<void> {
  const registration = await activeRegistration();
  const periodic = registration && syncRegistrarOf(registration, 'periodicSync');
  if (!periodic) return;
  periodicRefreshGranted = await periodic
    .register(BADGE_SYNC_TAG, { minInterval: BADGE_PERIODIC_SYNC_MS })
    .then(
      () => true,
      () => false,
    );
}

async function stopPeriodicRefresh(): Promise<void> {
  periodicRefreshGranted = false;
  const registration = await activeRegistration();
  const periodic = registration && syncRegistrarOf(registration, 'periodicSync');
  await periodic?.unregister?.(BADGE_SYNC_TAG).catch(() => undefined);
}

/** Without periodic sync, a one-off sync has the worker check the count once the network allows. */
async function requestOneRefresh(): Promise<void> {
  if (periodicRefreshGranted) return;
  const registration = await activeRegistration();
  const oneOff = registration && syncRegistrarOf(registration, 'sync');
  await oneOff?.register(BADGE_SYNC_TAG).catch(() => undefined);
}

function showInBackground(count: number): void {
  void showUnreadOnBadge(navigator, count);
  postToServiceWorker({ type: 'update-badge', count });
  void requestOneRefresh();
}

/** Keeps the app icon's badge in step with `unreadCount`; for the signed-in shell only. */
export function useAppBadge(unreadCount: number): void {
  const countRef = useRef(unreadCount);
  countRef.current = unreadCount;

  // A count that changes while the page is hidden (a live notification) reaches the icon at once.
  useEffect(() => {
    if (document.visibilityState === 'hidden') showInBackground(unreadCount);
  }, [unreadCount]);

  useEffect(() => {
    let clearTimer: ReturnType<typeof setTimeout> | undefined;
    const clearSoon = () => {
      clearTimeout(clearTimer);
      clearTimer = setTimeout(() => void clearBadge(navigator), BADGE_CLEAR_DELAY_MS);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') {
        clearSoon();
      } else {
        clearTimeout(clearTimer);
        showInBackground(countRef.current);
      }
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('focus', clearSoon);
    if (document.visibilityState === 'visible') clearSoon();
    void startPeriodicRefresh();
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('focus', clearSoon);
      clearTimeout(clearTimer);
      // The shell goes away when the user signs out: no count of theirs stays on the icon.
      void clearBadge(navigator);
      postToServiceWorker({ type: 'clear-badge' });
      void stopPeriodicRefresh();
    };
  }, []);
}
