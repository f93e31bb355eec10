import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '@/lib/api-client';

// Push on this device (issue #14): the browser's subscription, and the server told about it.
// The browser asks for permission only when the user presses Turn on.

export type PushSupport = 'supported' | 'unsupported' | 'install-first';

/** iPhone and iPad show web push only to an app added to the home screen (iOS 16.4+). */
function isIosBrowserTab(): boolean {
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent);
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return ios && !standalone;
}

export function pushSupport(): PushSupport {
  if (isIosBrowserTab()) return 'install-first';
  const supported =
    'serviceWorker' in navigator &&
    typeof window.PushManager === 'function' &&
    typeof Notification === 'function';
  return supported ? 'supported' : 'unsupported';
}

/** The server's VAPID key as the bytes PushManager.subscribe() takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * The app's service worker, if it is registered. Not `serviceWorker.ready`: that waits for ever
 * where no worker was registered (a blocked or failed registration), and the card would never say
 * whether push is on.
 */
async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) throw new Error('The app has no service worker on this device');
  return found;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const found = await navigator.serviceWorker.getRegistration();
  return found ? found.pushManager.getSubscription() : null;
}

export class PushPermissionDenied extends Error {}

/** Asks for permission, subscribes the browser, and tells the server (POST /api/push/subscriptions). */
export async function turnPushOn(): Promise<void> {
  const { pushManager } = await registration();
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied();
  const { publicKey } = await apiFetch<{ publicKey: string }>('/api/push/public-key');
  const subscription =
    (await pushManager.getSubscription()) ??
    (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  await apiFetch('/api/push/subscriptions', {
    method: 'POST',
    body: { endpoint, keys },
  });
}

/** Tells the server (DELETE /api/push/subscriptions) and unsubscribes the browser. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiFetch('/api/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
  }).catch(() => undefined);
  await subscription.unsubscribe();
}

/** Whether this device gets push, and the switch; `on` is null until the browser answered. */
export function usePushDevice() {
  const [support] = useState(pushSupport);
  const [on, setOn] = useState<boolean | null>(null);
  const [working, setWorking] = useState(false);
  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    void currentSubscription()
      .then((subscription) => {
        if (live) setOn(subscription !== null && Notification.permission === 'granted');
      })
      .catch(() => {
        if (live) setOn(false);
      });
    return () => {
      live = false;
    };
  }, [support]);
  const toggle = useCallback(async (next: boolean) => {
    setWorking(true);
    try {
      await (next ? turnPushOn() : turnPushOff());
      setOn(next);
    } finally {
      setWorking(false);
    }
  }, []);
  return { support, on, working, toggle };
}
