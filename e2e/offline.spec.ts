import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '../shared/calendar-dates';
import { keptAnswerKinds, keptOnDevice } from './device-cache';
import { DESKTOP, MOBILE, ownerOfNewCabin } from './support';

// Issue #15 in Chromium: at the cabin with no signal. What the app saw (the manual, the guest book,
// the shopping list) stays readable, writes made
// offline (tick and add shopping items, tick a checklist item, a guest-book entry) wait on the device with "waiting to
// send (N)", survive closing and reopening the app offline, and reach the server once each when
// the network is back (decision 034).

type Language = 'no' | 'en';

const TEXTS = {
  en: {
    item: 'Item',
    add: 'Add',
    markBought: (name: string) => `Mark ${name} as bought`,
    waiting: (count: number) => `Waiting to send (${count})`,
    offline: /You're offline/,
    logVisit: 'Log a visit',
    visitorName: 'Visitor name',
    message: 'Message',
    startDate: 'Start date',
    endDate: 'End date',
    submitVisit: 'Log visit',
  },
  no: {
    item: 'Vare',
    add: 'Legg til',
    markBought: (name: string) => `Marker ${name} som kjøpt`,
    waiting: (count: number) => `Venter på å sende (${count})`,
    offline: /Du er frakoblet/,
    logVisit: 'Loggfør besøk',
    visitorName: 'Navn på besøkende',
    message: 'Melding',
    startDate: 'Startdato',
    endDate: 'Sluttdato',
    submitVisit: 'Loggfør besøk',
  },
} satisfies Record<Language, unknown>;

/** One of the manual's template sections, in the owner's language (set on the server). */
const WASTE_SECTION = /^(Avfall|Waste)$/;

const keptWrites = async (page: Page) => (await keptOnDevice(page)).writes;

async function offlineJourney(browser: Browser, baseURL: string, mobile: boolean, language: Language) {
  // A long journey: on a slow, loaded 2-core machine it takes well over the default 30 s.
  test.setTimeout(90_000);
  const texts = TEXTS[language];
  const { page, context } = await ownerOfNewCabin(browser, baseURL, {
    contextOptions: { ...(mobile ? MOBILE : DESKTOP), serviceWorkers: 'allow' },
    language,
    prefix: 'frida',
    cabinName: 'Fjellbu',
  });
  const post = (url: string, data: unknown) => page.request.post(url, { headers: { origin: baseURL }, data });
  expect((await post('/api/shopping-items', { name: 'Melk' })).status()).toBe(201);
  const checklist = (await (
    await post('/api/checklists', {
      title: 'Før avreise',
      kind: 'departure',
      items: [{ text: 'Steng vannet' }],
    })
  ).json()) as { id: string };
  const run = (await (await post(`/api/checklists/${checklist.id}/runs`, {})).json()) as {
    id: string;
    items: Array<{ id: string }>;
  };
  const runItem = `run-item-${run.items[0]?.id}`;

  // Online once: the app sees the guest book and the list, and the service worker keeps the
  // app's files.
  // Each page's answers are on the device before the next page load: the device writes what it
  // saw a moment after it saw it (decision 034), and a page left sooner has not kept it yet.
  await page.goto('/manual');
  await expect(page.getByRole('heading', { name: WASTE_SECTION })).toBeVisible();
  await expect.poll(() => keptAnswerKinds(page)).toContain('manual');
  await page.goto(`/checklists?run=${run.id}`);
  await expect(page.getByTestId(runItem)).toHaveAttribute('data-done', 'false');
  await expect.poll(() => keptAnswerKinds(page)).toContain('checklist-run');
  await page.goto('/visits');
  await expect(page.getByTestId('visits-loading')).toHaveCount(0);
  await expect
    .poll(() => keptAnswerKinds(page))
    .toEqual(expect.arrayContaining(['manual', 'checklist-run', 'visits', 'bookings']));
  await page.goto('/shopping');
  const needed = page.getByTestId('needed-items');
  await expect(needed.getByRole('button', { name: 'Melk' })).toBeVisible();
  // The worker has precached the app's files (its install, which a busy machine slows) and took
  // the page: `ready` settles once it is active, then it claims the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page whose load began while the worker was still activating is not among the pages it
  // claims; opened again, it goes through the worker like every later page.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await expect(needed.getByRole('button', { name: 'Melk' })).toBeVisible();
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // No signal: tick Melk and add Brød; both wait on the device.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText(texts.offline);
  await needed.getByRole('checkbox', { name: texts.markBought('Melk') }).click();
  const form = page.getByTestId('shopping-add-form');
  await form.getByLabel(texts.item).fill('Brød');
  await form.getByRole('button', { name: texts.add, exact: true }).click();
  await expect(needed.getByRole('button', { name: 'Brød' })).toBeVisible();
  await expect(needed.getByRole('button', { name: 'Melk' })).toHaveCount(0);
  await expect(page.getByTestId('pending-writes')).toHaveText(texts.waiting(2));

  // The app opened again at the checklist's run (a page load from the service worker): the water
  // is turned off, ticked offline.
  await expect.poll(() => keptWrites(page)).toBe(2);
  await page.goto(`/checklists?run=${run.id}`);
  await expect(page.getByTestId('pending-writes')).toHaveText(texts.waiting(2));
  await page.getByTestId(runItem).click();
  await expect(page.getByTestId(runItem)).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('pending-writes')).toHaveText(texts.waiting(3));

  // And at the visit log: a guest-book entry, written offline too.
  await expect.poll(() => keptWrites(page)).toBe(3);
  const today = dateInTimeZone(new Date());
  await page.goto('/visits');
  await expect(page.getByTestId('pending-writes')).toHaveText(texts.waiting(3));
  await page.getByRole('button', { name: texts.logVisit }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(texts.visitorName).fill('Familien Fjell');
  await dialog.getByLabel(texts.message).fill('Fint vær hele helgen');
  await dialog.getByLabel(texts.startDate).fill(addDays(today, -2));
  await dialog.getByLabel(texts.endDate).fill(today);
  await dialog.getByRole('button', { name: texts.submitVisit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Familien Fjell')).toBeVisible();
  await expect(page.getByTestId('pending-writes')).toHaveText(texts.waiting(4));
  await expect.poll(() => keptWrites(page)).toBe(4);

  // Close the app and open it again, still offline: the list and the waiting writes are there.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('/shopping');
  const neededAgain = reopened.getByTestId('needed-items');
  await expect(neededAgain.getByRole('button', { name: 'Brød' })).toBeVisible();
  await expect(neededAgain.getByRole('button', { name: 'Melk' })).toHaveCount(0);
  await expect(reopened.getByTestId('pending-writes')).toHaveText(texts.waiting(4));
  // The house manual reads without a network too.
  await reopened.goto('/manual');
  await expect(reopened.getByRole('heading', { name: WASTE_SECTION })).toBeVisible();
  await expect(reopened.getByTestId('offline-notice')).toBeVisible();

  // The network is back: everything is sent, once, in order.
  await context.setOffline(false);
  await expect(reopened.getByTestId('pending-writes')).toHaveCount(0);
  // The strip goes once the last write is on its way; the device lets it go once it is through.
  await expect.poll(() => keptWrites(reopened)).toBe(0);
  const items = (await (await reopened.request.get('/api/shopping-items')).json()) as Array<{
    name: string;
    status: string;
  }>;
  expect(items.map(({ name, status }) => `${name}:${status}`).sort()).toEqual([
    'Brød:needed',
    'Melk:completed',
  ]);
  const visits = (await (await reopened.request.get('/api/visits')).json()) as Array<{ visitorName: string }>;
  expect(visits.map((visit) => visit.visitorName)).toEqual(['Familien Fjell']);
  const ticked = (await (await reopened.request.get(`/api/checklist-runs/${run.id}`)).json()) as {
    items: Array<{ done: boolean; doneBy: string | null }>;
  };
  expect(ticked.items.map((item) => item.done)).toEqual([true]);
  await context.close();
}

test.describe('working offline at the cabin', () => {
  test('desktop, English: ticks, an item and a guest-book entry wait offline, survive a restart and are sent once', async ({
    browser,
    baseURL,
  }) => {
    await offlineJourney(browser, baseURL ?? '', false, 'en');
  });

  test('390 px phone, Norwegian: the same', async ({ browser, baseURL }) => {
    await offlineJourney(browser, baseURL ?? '', true, 'no');
  });
});

// Issue #36 in Chromium on a 390 px phone, in Norwegian.

const NO = TEXTS.no;

/** The shopping list's names in the caller's current cabin, as the server has them. */
async function itemsOnServer(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/shopping-items');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ name: string }>).map((item) => item.name).sort();
}

/** No signal: `name` is added to the shopping list on screen, and shows as waiting to be sent. */
async function addOfflineUntilWaiting(page: Page, context: BrowserContext, name: string) {
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText(NO.offline);
  const form = page.getByTestId('shopping-add-form');
  await form.getByLabel(NO.item).fill(name);
  await form.getByRole('button', { name: NO.add, exact: true }).click();
  await expect(page.getByTestId('pending-writes')).toHaveText(NO.waiting(1));
}

/** The service worker has the app's files and answers this page's loads (see offlineJourney). */
async function underServiceWorker(page: Page, shown: () => Promise<void>) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await shown();
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe('offline writes and the cabin they were made in (issue #36)', () => {
  test('390 px phone, Norwegian: an item added offline in one cabin is not sent to the cabin switched to meanwhile, and goes to its own when asked', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? '';
    const { page, context } = await ownerOfNewCabin(browser, origin, {
      contextOptions: MOBILE,
      language: 'no',
      prefix: 'siri',
      cabinName: 'Fjellbu',
    });
    const post = (url: string, data: unknown) => page.request.post(url, { headers: { origin }, data });
    // A second cabin (creating it makes it current), then back in the first.
    expect((await post('/api/cabin/create', { name: 'Sjøbu' })).status()).toBe(201);
    const { cabins } = (await (await page.request.get('/api/user/cabins')).json()) as {
      cabins: Array<{ id: string; name: string }>;
    };
    const idOf = (name: string) => cabins.find((cabin) => cabin.name === name)?.id ?? '';
    const switchTo = async (name: string) =>
      expect((await post('/api/user/switch-cabin', { cabinId: idOf(name) })).status()).toBe(200);
    await switchTo('Fjellbu');

    await page.goto('/shopping');
    // A phone shows the section's name in its top bar; the cabin's is in the page's title.
    await expect(page).toHaveTitle('Handleliste · Fjellbu');
    const form = page.getByTestId('shopping-add-form');
    await expect(form.getByLabel(NO.item)).toBeVisible();

    // No signal at Fjellbu: Brød waits on the phone.
    await addOfflineUntilWaiting(page, context, 'Brød');

    // Meanwhile, on another device, the user switches to Sjøbu. The network comes back.
    await switchTo('Sjøbu');
    await context.setOffline(false);
    const refused = page.getByTestId('refused-writes');
    await expect(refused).toContainText('Ikke sendt: du har byttet hytte');
    await expect(refused).toContainText('Brød');
    await expect(page.getByTestId('pending-writes')).toHaveCount(0);
    // The app now shows the cabin that is current, and Brød is not on its list.
    await expect(page).toHaveTitle('Handleliste · Sjøbu');
    expect(await itemsOnServer(page)).toEqual([]);

    // Sent to the cabin it was made in: the app switches there and it lands on that list only.
    await refused.getByRole('button', { name: 'Send til Fjellbu' }).click();
    await expect(page.getByTestId('refused-writes')).toHaveCount(0);
    await expect(page).toHaveTitle('Handleliste · Fjellbu');
    await expect(page.getByTestId('needed-items').getByRole('button', { name: 'Brød' })).toBeVisible();
    await expect.poll(() => itemsOnServer(page), { timeout: 20_000 }).toEqual(['Brød']);
    await switchTo('Sjøbu');
    expect(await itemsOnServer(page)).toEqual([]);
    await context.close();
  });

  test('390 px phone, Norwegian: the manual left at once and an item closed right after it shows as waiting are both there when the app opens again offline', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { page, context } = await ownerOfNewCabin(browser, baseURL ?? '', {
      contextOptions: { ...MOBILE, serviceWorkers: 'allow' },
      language: 'no',
      prefix: 'tone',
      cabinName: 'Lia',
    });
    await page.goto('/shopping');
    const form = page.getByTestId('shopping-add-form');
    await expect(form.getByLabel(NO.item)).toBeVisible();
    await underServiceWorker(page, () => expect(form.getByLabel(NO.item)).toBeVisible());

    // The manual, opened and left at once by a full page load: no waiting for the device.
    await page.goto('/manual');
    await expect(page.getByRole('heading', { name: WASTE_SECTION })).toBeVisible();
    await page.goto('/shopping');
    await expect(form.getByLabel(NO.item)).toBeVisible();

    // No signal: Brød is added, and the app is closed the moment it shows as waiting.
    await addOfflineUntilWaiting(page, context, 'Brød');
    await page.close();

    // Opened again, still offline: Brød waits, and the manual reads.
    const reopened = await context.newPage();
    await reopened.goto('/shopping');
    await expect(reopened.getByTestId('needed-items').getByRole('button', { name: 'Brød' })).toBeVisible();
    await expect(reopened.getByTestId('pending-writes')).toHaveText(NO.waiting(1));
    await reopened.goto('/manual');
    await expect(reopened.getByRole('heading', { name: WASTE_SECTION })).toBeVisible();
    await expect(reopened.getByTestId('offline-notice')).toBeVisible();

    // The network is back: Brød is sent, once.
    await context.setOffline(false);
    await expect(reopened.getByTestId('pending-writes')).toHaveCount(0);
    // A loaded machine may take a while to answer the write.
    await expect.poll(() => itemsOnServer(reopened), { timeout: 20_000 }).toEqual(['Brød']);
    await context.close();
  });
});
