import { expect, type Page, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '../shared/calendar-dates';
import { keptOnDevice } from './device-cache';
import { DESKTOP, MOBILE, ownerAndMember, ownerOfNewCabin, withLiveConnection } from './support';

// Issue #10 in Chromium: the service worker activates and keeps the app's shell for offline use
// (never an API answer); offline, a reload shows the cabin as last seen with the offline notice; the install
// hint shows, is dismissed and stays dismissed; and the app icon's badge gets the unread count.

declare global {
  interface Window {
    /** What the stubbed Badging API was asked, in order: `set:<count>` or `clear`. */
    badgeCalls: string[];
    /** Plays the page going to the background (true) or coming back (false). */
    setPageHidden: (hidden: boolean) => void;
  }
}

const WITH_WORKER = { serviceWorkers: 'allow' } as const;

async function workerState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { state: registration.active?.state, scriptURL: registration.active?.scriptURL };
  });
}

/** Whether the app has kept what it saw in IndexedDB (TanStack's persisted client). */
/** Whether the device keeps the cabin's own answer (the title and the dashboard read it). */
const cabinKeptOnDevice = async (page: Page) =>
  (await keptOnDevice(page)).answers.some(
    (answer) =>
      answer.queryKey[0] === 'cabin' && (answer.data as { name?: string } | null)?.name === 'Fjellstua',
  );

/** Every URL in the page's Cache Storage. */
async function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test.describe('installable app', () => {
  test('desktop, Norwegian: the worker activates, caches no API answer, and offline a reload shows the shell with the offline notice', async ({
    browser,
    baseURL,
  }) => {
    const { page, context } = await ownerOfNewCabin(browser, baseURL ?? '', {
      contextOptions: { ...DESKTOP, ...WITH_WORKER },
      language: 'no',
      cabinName: 'Fjellstua',
    });
    await page.goto('/');
    await expect(page.getByTestId('section-dashboard')).toBeVisible();

    // `ready` resolves once the worker is active, which includes its 'activating' step.
    await expect.poll(() => workerState(page)).toEqual({ state: 'activated', scriptURL: `${baseURL}/sw.js` });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cached = await cachedUrls(page);
    expect(cached).toContain('/index.html');
    expect(cached).toContain('/manifest.webmanifest');
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);

    // The network goes while the app is open: the shell says so and keeps what it shows.
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toHaveText(
      'Du er frakoblet. Det du ser kan være utdatert, og endringer sendes når du er på nett igjen.',
    );
    await expect(page.getByTestId('section-dashboard')).toBeVisible();

    // A reload without network: the shell comes from the worker's cache and the cabin as this
    // device last saw it (decision 034), with the offline notice.
    await expect.poll(() => cabinKeptOnDevice(page)).toBe(true);
    await page.reload();
    await expect(page.getByTestId('section-dashboard')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page).toHaveTitle('Fjellstua');
    await expect(page.getByTestId('offline-screen')).toHaveCount(0);

    // Back online, the app carries on by itself.
    await context.setOffline(false);
    await expect(page.getByTestId('section-dashboard')).toBeVisible();
    await expect(page.getByTestId('offline-screen')).toHaveCount(0);
    expect((await cachedUrls(page)).filter((path) => path.startsWith('/api'))).toEqual([]);
    await context.close();
  });

  test('390 px phone, English: the install hint shows, Got it dismisses it, and it stays away after a reload', async ({
    browser,
    baseURL,
  }) => {
    const { page, context } = await ownerOfNewCabin(browser, baseURL ?? '', {
      contextOptions: { ...MOBILE, ...WITH_WORKER },
      language: 'en',
    });
    await page.goto('/');
    const hint = page.getByRole('region', { name: 'Add Hytta to your home screen' });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('its icon shows how many unread notifications you have');
    await hint.getByRole('button', { name: 'Got it' }).click();
    await expect(hint).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('pwa-badge-info-seen'))).not.toBeNull();

    await page.reload();
    await expect(page.getByTestId('section-dashboard')).toBeVisible();
    await expect(hint).toHaveCount(0);
    await context.close();
  });

  test('the installed app (iOS home screen) never shows the install hint', async ({ browser, baseURL }) => {
    const { page, context } = await ownerOfNewCabin(browser, baseURL ?? '', {
      contextOptions: MOBILE,
      language: 'no',
    });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true });
    });
    await page.goto('/');
    await expect(page.getByTestId('section-dashboard')).toBeVisible();
    await expect(page.getByTestId('install-hint')).toHaveCount(0);
    await context.close();
  });

  test('desktop, English: in the background the app icon shows the unread count, cleared once the page is back', async ({
    browser,
    baseURL,
  }) => {
    const { page, context, memberPost, close } = await ownerAndMember(browser, baseURL ?? '', {
      contextOptions: { ...DESKTOP, ...WITH_WORKER },
      language: 'en',
      cabinName: 'Merkehytta',
    });
    // Chromium offers the Badging API only to installed apps; the stub records what the app asks.
    await page.addInitScript(() => {
      const calls: string[] = [];
      let hidden = false;
      window.badgeCalls = calls;
      Object.defineProperty(navigator, 'setAppBadge', {
        value: async (count?: number) => {
          calls.push(`set:${count}`);
        },
      });
      Object.defineProperty(navigator, 'clearAppBadge', {
        value: async () => {
          calls.push('clear');
        },
      });
      Object.defineProperty(Document.prototype, 'visibilityState', {
        configurable: true,
        get: () => (hidden ? 'hidden' : 'visible'),
      });
      Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
      window.setPageHidden = (value: boolean) => {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      };
    });
    const calls = () => page.evaluate(() => window.badgeCalls);

    await withLiveConnection(page, async () => {
      await page.goto('/');
    });
    // "Mona joined": one unread notification, and the page in view clears the icon.
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await expect.poll(calls).toContain('clear');

    // The service worker gets the same stub, to see what the page tells it.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(() => {
      const calls: string[] = [];
      Reflect.set(globalThis, 'badgeCalls', calls);
      Object.defineProperty(navigator, 'setAppBadge', {
        value: async (count?: number) => {
          calls.push(`set:${count}`);
        },
      });
    });
    const workerCalls = () => worker.evaluate((): unknown => Reflect.get(globalThis, 'badgeCalls'));

    await page.evaluate(() => window.setPageHidden(true));
    await expect.poll(calls).toContain('set:1');
    await expect.poll(workerCalls).toContain('set:1');

    // A booking request arrives while the page is in the background: the icon counts it at once.
    const start = addDays(dateInTimeZone(new Date()), 30);
    const requested = await memberPost('/api/bookings', {
      startDate: start,
      endDate: addDays(start, 2),
      adults: 2,
      children: 0,
      notes: '',
    });
    expect(requested.status()).toBe(201);
    await expect.poll(calls).toContain('set:2');
    await expect.poll(workerCalls).toContain('set:2');

    // Back in view: the icon is cleared again (1 s later).
    const before = (await calls()).length;
    await page.evaluate(() => window.setPageHidden(false));
    await expect.poll(async () => (await calls()).slice(before)).toContain('clear');
    await close();
  });
});
