import { expect, type Page, type Route, test } from '@playwright/test';
import { keptAnswerKinds } from './device-cache';
import { DESKTOP, ownerOfNewCabin } from './support';

// Issue #18 in Chromium: the installed app opened again with a network shows the cabin it kept
// on the device at once, without waiting for the session read (the page comes from the service
// worker, which keeps no answers in it), and drops what it kept when that read says the session
// has ended.

/** The owner of a new cabin whose device keeps the cabin, with the service worker in charge. */
async function ownerWithKeptCabin(browser: Parameters<typeof ownerOfNewCabin>[0], baseURL: string) {
  const owner = await ownerOfNewCabin(browser, baseURL, {
    contextOptions: { ...DESKTOP, serviceWorkers: 'allow' },
    language: 'en',
    prefix: 'rita',
    cabinName: 'Kystbu',
  });
  const { page } = owner;
  await page.goto('/');
  await expect(page.getByTestId('shell-title')).toHaveText('Kystbu');
  await expect.poll(() => keptAnswerKinds(page)).toEqual(expect.arrayContaining(['auth', 'cabin']));
  // The worker has precached the app's files and took the page (`ready`: it is active).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page loaded while the worker was still activating is not claimed; opened again, it is.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return owner;
}

/** Holds every GET /api/auth/me until `answer` says what to do with those held so far. */
async function holdSessionReads(page: Page) {
  const held: Route[] = [];
  await page.context().route('**/api/auth/me', (route) => {
    held.push(route);
  });
  return {
    count: () => held.length,
    answer: (send: (route: Route) => Promise<void>) => Promise.all(held.splice(0).map(send)),
  };
}

/**
 * The app opened again with the session read held: the kept cabin is on the screen before it
 * answers (the read is asked once, and waits).
 */
async function reopenWithSessionReadHeld(browser: Parameters<typeof ownerOfNewCabin>[0], baseURL: string) {
  const { page, context } = await ownerWithKeptCabin(browser, baseURL);
  const reads = await holdSessionReads(page);
  await page.reload();
  await expect.poll(reads.count).toBe(1);
  await expect(page.getByTestId('shell-title')).toHaveText('Kystbu');
  return { page, context, reads };
}

test.describe('a repeat visit with a network', () => {
  test('shows the kept cabin while the session read is on its way, then keeps it', async ({
    browser,
    baseURL,
  }) => {
    const { page, context, reads } = await reopenWithSessionReadHeld(browser, baseURL ?? '');
    await expect(page.getByTestId('section-dashboard')).toBeVisible();
    await reads.answer((route) => route.continue());
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('shell-title')).toHaveText('Kystbu');
    // Asked once: the app waited for the entry's read instead of asking again.
    expect(reads.count()).toBe(0);
    await context.close();
  });

  test('drops the kept cabin from the screen and the device when the session has ended', async ({
    browser,
    baseURL,
  }) => {
    const { page, context, reads } = await reopenWithSessionReadHeld(browser, baseURL ?? '');
    await reads.answer((route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Not signed in"}' }),
    );
    await expect(page.getByTestId('shell-title')).toHaveCount(0);
    await expect.poll(() => keptAnswerKinds(page)).not.toContain('cabin');
    await context.close();
  });
});

/** The owner of a new cabin, in English on a desktop, with the page's answers not yet read. */
const englishOwner = (
  browser: Parameters<typeof ownerOfNewCabin>[0],
  baseURL: string,
  prefix: string,
  cabinName: string,
) => ownerOfNewCabin(browser, baseURL, { contextOptions: DESKTOP, language: 'en', prefix, cabinName });

/**
 * Watches a page load from its first script: whether anything matching `loading` ever showed on
 * the way to the data, and which of `paths` the page asked the server for.
 */
async function watchFirstLoad(page: Page, loading: string, paths: readonly string[]) {
  await page.addInitScript((selector) => {
    const seen = { loading: false };
    Object.assign(window, { hyttaSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector(selector)) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  }, loading);
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (paths.includes(pathname)) reads.push(pathname);
  });
  const seen = () =>
    page.evaluate(() => (window as unknown as { hyttaSeen: { loading: boolean } }).hyttaSeen);
  return { reads, seen };
}

test.describe('a page load the server answered with the first screen', () => {
  test('paints the stays widgets with their data at once, asking the server for none of it', async ({
    browser,
    baseURL,
  }) => {
    const { page, context } = await englishOwner(browser, baseURL ?? '', 'siri', 'Solbu');
    // Whether a stays widget ever showed its loading placeholders on the way to its data, and
    // the page's answers (server/http/page-answers.ts; the owner's inbox of requests is not one).
    const { reads, seen } = await watchFirstLoad(
      page,
      ['my-next-visit', 'next-visit', 'compact-calendar']
        .map((type) => `[data-widget="${type}"] [data-testid="widget-loading"]`)
        .join(', '),
      ['/api/auth/me', '/api/user/cabins', '/api/cabin', '/api/bookings'],
    );
    await page.goto('/');
    await expect(page.locator('[data-widget="compact-calendar"]')).toBeVisible();
    await expect(page.getByTestId('shell-title')).toHaveText('Solbu');
    expect(await seen()).toEqual({
      loading: false,
    });
    // The page carried the answers: none of them was asked again.
    expect(reads).toEqual([]);
    await context.close();
  });

  test('opens the shopping list with its items at once, asking the server for none of them (issue #38)', async ({
    browser,
    baseURL,
  }) => {
    const { page, context } = await englishOwner(browser, baseURL ?? '', 'siv', 'Handlebu');
    for (const name of ['Kaffe', 'Fyrstikker']) {
      const added = await page.request.post('/api/shopping-items', {
        headers: { origin: baseURL ?? '' },
        data: { name },
      });
      expect(added.status(), await added.text()).toBe(201);
    }
    // Whether the list ever said it was loading on the way to its items, and whether it asked.
    const { reads, seen } = await watchFirstLoad(page, '[data-testid="shopping-loading"]', [
      '/api/shopping-items',
    ]);
    await page.goto('/shopping');
    const needed = page.getByTestId('needed-items');
    await expect(needed.getByText('Kaffe')).toBeVisible();
    await expect(needed.getByText('Fyrstikker')).toBeVisible();
    expect(await seen()).toEqual({ loading: false });
    expect(reads).toEqual([]);

    // The page's answer was taken at the start: an item added now comes from the server.
    await page.getByTestId('shopping-add-form').getByRole('textbox').fill('Melk');
    await page.getByTestId('shopping-add-form').getByRole('textbox').press('Enter');
    await expect(needed.getByText('Melk')).toBeVisible();
    await context.close();
  });
});
