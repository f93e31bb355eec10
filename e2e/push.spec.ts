import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, ownerAndMember } from './support';

// Issue #14 in Chromium: push turned on in Settings (the browser asks only on that click), the
// device handed to the server, and a push message delivered to the real service worker (Chrome
// DevTools Protocol), which shows the notification.
//
// One stand-in: PushManager.subscribe() asks the browser vendor's push service for an endpoint,
// which a closed test network cannot reach, so the page's subscribe and getSubscription answer a
// subscription with keys made in the page (WebCrypto), as Chromium's would look. The permission,
// the server calls, the worker and the notification are Chromium's own. The server's side of a
// push (VAPID, encryption) is tested against a push service in server/features/messages/push.test.ts.
async function standInForThePushService(page: Page) {
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const subscribe = async () => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = crypto.getRandomValues(new Uint8Array(16));
      const endpoint = `https://push.invalid/e2e/${base64url(auth)}`;
      current = {
        endpoint,
        toJSON: () => ({ endpoint, keys: { p256dh: base64url(publicKey), auth: base64url(auth) } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.subscribe = subscribe;
    PushManager.prototype.getSubscription = async () => current;
  });
}

test('push is turned on for this device, and a message shows as a notification', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { page, context, memberPost, close } = await ownerAndMember(browser, base, {
    language: 'en',
    cabinName: 'Pushhytta',
    contextOptions: { ...DESKTOP, serviceWorkers: 'allow' },
  });
  await context.grantPermissions(['notifications'], { origin: base });
  await standInForThePushService(page);
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      if (!registration.isDeleted) registrations.push(registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');

  await page.goto('/settings');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const device = page.getByTestId('push-device');
  await expect(device).toContainText('This device gets no push notifications.');
  const subscribed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST',
  );
  await device.getByRole('button', { name: 'Turn on' }).click();
  // The server has the device.
  expect((await subscribed).status()).toBe(201);
  await expect(device).toContainText('This device gets push notifications.', { timeout: 15_000 });

  const request = await memberPost('/api/bookings', { startDate: '2031-06-10', endDate: '2031-06-12' });
  expect(request.status()).toBe(201);

  // What the server sends, as the browser hands it to the worker once decrypted.
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: base,
    registrationId: registrations.at(-1) ?? '',
    data: JSON.stringify({
      title: 'New booking request · Pushhytta',
      body: 'Mona Nordmann would like to stay 10 Jun 2031 – 12 Jun 2031.',
      path: '/visits',
      unread: 2,
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => `${shown.title} | ${shown.body}`);
      }),
    )
    .toEqual([
      'New booking request · Pushhytta | Mona Nordmann would like to stay 10 Jun 2031 – 12 Jun 2031.',
    ]);

  // Turned off again: the browser forgets the subscription and the server the device.
  const unsubscribed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'DELETE',
  );
  await device.getByRole('button', { name: 'Turn off' }).click();
  expect((await unsubscribed).status()).toBe(200);
  await expect(device).toContainText('This device gets no push notifications.');
  await close();
});
