import { type Browser, expect, type Page, test } from '@playwright/test';
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
  await expect.poll(() => keptWrites(reopened)).toBe(0);
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
