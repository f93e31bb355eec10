import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '../shared/calendar-dates';
import { AxeAudit } from './axe-audit';
import { DESKTOP, MOBILE, ownerOfNewCabin, withLiveConnection } from './support';

// Issue #41, part 2 (decision 061) in Chromium: the owner of a cabin with an arrival checklist
// makes a guest link for their stay from the booking in the calendar (the dialog checked with
// axe) and copies the url; a guest opens it in a fresh browser with no account, in the link's
// language, sees the key facts with the door code and ticks the arrival checklist; the owner, on
// another page, sees the guest's ticks as "Guest (label)", the second one arriving live. On the
// desktop in English the guest reads the page again with no network (the service worker's shell
// and the device's copy). In both languages, at 1280 px and 390 px.

type Language = 'no' | 'en';

const TEXTS = {
  en: {
    make: 'Make a guest link',
    doorCode: 'Include the door code',
    label: 'Name of the link (optional)',
    facts: 'Good to know',
    welcome: /You are Olav's guest/,
    tickedBy: 'Ticked by Guest (Besteforeldre)',
    offline: 'You are offline',
    gone: 'This link does not work',
  },
  no: {
    make: 'Lag gjestelenke',
    doorCode: 'Ta med dørkoden',
    label: 'Navn på lenken (valgfritt)',
    facts: 'Viktig å vite',
    welcome: /Du er gjest hos Olav/,
    tickedBy: 'Krysset av av Gjest (Besteforeldre)',
    offline: 'Du er uten nett',
    gone: 'Lenken virker ikke',
  },
} satisfies Record<Language, unknown>;

/** The owner's cabin: the key facts with a door code, and an arrival checklist of two items. */
async function furnishCabin(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const facts = await page.request.put('/api/manual/facts', {
    headers,
    data: {
      wifiName: 'Hyttenett',
      wifiPassword: 'fjell-2027',
      doorCode: '4711',
      address: 'Fjellveien 1, 3580 Geilo',
      directions: '',
      emergency: '113',
      contacts: [{ name: 'Nabo Nils', role: '', phone: '+47 900 00 000' }],
    },
  });
  expect(facts.status(), await facts.text()).toBe(200);
  const checklist = await page.request.post('/api/checklists', {
    headers,
    data: {
      title: 'Ankomst',
      kind: 'arrival',
      items: [{ text: 'Slå på vannet' }, { text: 'Skru opp varmen' }],
    },
  });
  expect(checklist.status(), await checklist.text()).toBe(201);
  // The owner's own stay from today is approved at once.
  const today = dateInTimeZone(new Date());
  const stay = await page.request.post('/api/bookings', {
    headers,
    data: { startDate: today, endDate: addDays(today, 2) },
  });
  expect(stay.status(), await stay.text()).toBe(201);
  return today;
}

/** Waits until the service worker controls the page (its first install claims it). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function guestLinkJourney(browser: Browser, baseURL: string, mobile: boolean, language: Language) {
  const texts = TEXTS[language];
  const viewport = mobile ? MOBILE : DESKTOP;
  const offlineToo = !mobile && language === 'en';
  const owner = await ownerOfNewCabin(browser, baseURL, {
    contextOptions: viewport,
    language,
    prefix: 'olav',
    cabinName: 'Gjestehytta',
  });
  const today = await furnishCabin(owner.page, baseURL);
  const audit = new AxeAudit(owner.page, `${language} ${mobile ? 'phone' : 'desktop'}, owner`);

  // The owner opens their stay in the calendar and makes a link with the door code.
  await owner.page.goto('/calendar');
  await owner.page.getByTestId(`day-${today}`).click();
  await owner.page.getByRole('button', { name: texts.make }).click();
  const dialog = owner.page.getByTestId('guest-link-dialog');
  await dialog.getByLabel(texts.label).fill('Besteforeldre');
  await dialog.getByLabel(texts.doorCode).check();
  await audit.check('guest link dialog', dialog);
  await dialog.getByTestId('guest-link-create').click();
  const urlField = dialog.getByTestId('guest-link-url');
  await expect(urlField).toHaveValue(/\/g\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByTestId('guest-link-qr')).toBeVisible();
  await audit.check('guest link made', dialog);
  const url = await urlField.inputValue();
  await dialog.getByTestId('guest-link-done').click();
  await expect(owner.page.getByTestId('guest-link-item')).toContainText('Besteforeldre');

  // A guest opens it in a fresh browser, with no account and no stored language.
  const guestContext: BrowserContext = await browser.newContext({
    ...viewport,
    baseURL,
    serviceWorkers: offlineToo ? 'allow' : 'block',
  });
  const guest = await guestContext.newPage();
  const guestAudit = new AxeAudit(guest, `${language} ${mobile ? 'phone' : 'desktop'}, guest`);
  const answer = await guest.goto(new URL(url).pathname);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(guest.getByTestId('guest-cabin-name')).toHaveText('Gjestehytta');
  await expect(guest.getByTestId('guest-stay')).toHaveText(texts.welcome);
  await expect(guest.getByRole('heading', { name: texts.facts })).toBeVisible();
  await expect(guest.getByTestId('guest-door-code')).toHaveText('4711');
  await expect(guest.getByTestId('manual-wifi-qr')).toBeVisible();
  await expect(guest.getByRole('link', { name: /\+47 900 00 000/ })).toHaveAttribute(
    'href',
    'tel:+4790000000',
  );
  await guestAudit.check('guest page');
  // No session was made for the guest.
  expect((await guestContext.cookies()).filter((cookie) => cookie.name.includes('session'))).toEqual([]);

  // The guest ticks the first arrival item.
  const arrival = guest.getByTestId('guest-run-arrival');
  await arrival.getByText('Slå på vannet').click();
  await expect(arrival.getByRole('checkbox', { name: 'Slå på vannet' })).toBeChecked();

  // The owner opens the stay's arrival run and sees the guest's tick; the next one comes live.
  await withLiveConnection(owner.page, async () => {
    await owner.page.goto('/checklists');
  });
  await owner.page
    .getByTestId('checklist-runs')
    .getByRole('button', { name: /Ankomst/ })
    .click();
  const ownerItem = (text: string) =>
    owner.page.locator('[data-testid^="run-item-"]').filter({ hasText: text });
  await expect(ownerItem('Slå på vannet').getByTestId('run-item-done-by')).toContainText(texts.tickedBy);
  await arrival.getByText('Skru opp varmen').click();
  await expect(arrival.getByRole('checkbox', { name: 'Skru opp varmen' })).toBeChecked();
  await expect(ownerItem('Skru opp varmen').getByTestId('run-item-done-by')).toContainText(texts.tickedBy);

  if (offlineToo) {
    // Read again with no network: the worker's shell and the device's copy of this link.
    await controlledByWorker(guest);
    await guestContext.setOffline(true);
    await guest.reload();
    await expect(guest.getByTestId('guest-page-offline')).toContainText(texts.offline);
    await expect(guest.getByTestId('guest-cabin-name')).toHaveText('Gjestehytta');
    await expect(guest.getByTestId('guest-door-code')).toHaveText('4711');
    await guestContext.setOffline(false);
  }

  // The owner ends the link: the guest's page says so at once, and keeps no copy.
  await owner.page.goto('/calendar');
  await owner.page.getByTestId(`day-${today}`).click();
  await owner.page.getByTestId('guest-link-end').click();
  await expect(owner.page.getByTestId('guest-link-item')).toHaveCount(0);
  await guest.reload();
  await expect(guest.getByTestId('guest-page-gone')).toContainText(texts.gone);
  expect(audit.report()).toBe('');
  expect(guestAudit.report()).toBe('');

  await Promise.all([owner.context.close(), guestContext.close()]);
}

test.describe('a link for guests without an account', () => {
  // Two browsers and axe on a slow 2-core machine.
  test.beforeEach(() => {
    test.setTimeout(90_000);
  });

  for (const [name, mobile, language] of [
    ['desktop, English, read again offline', false, 'en'],
    ['desktop, Norwegian', false, 'no'],
    ['390 px phone, English', true, 'en'],
    ['390 px phone, Norwegian', true, 'no'],
  ] as const) {
    test(name, async ({ browser, baseURL }) => {
      await guestLinkJourney(browser, baseURL ?? '', mobile, language);
    });
  }
});
