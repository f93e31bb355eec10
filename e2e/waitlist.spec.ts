import { type Browser, expect, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '../shared/calendar-dates';
import { formatDateRangeText, formatNightsText } from '../shared/date-text';
import { AxeAudit } from './axe-audit';
import {
  createUserViaApi,
  DESKTOP,
  MOBILE,
  ownerOfNewCabin,
  presetLanguage,
  signInViaApi,
  uniqueUser,
  withLiveConnection,
} from './support';

// Issue #40, part 3 (the waitlist) in Chromium: a member asks for nights the owner holds, is
// refused with the overlap text and puts themselves on the waitlist from the same dialog; the
// calendar lists them on the cabin's waitlist; the owner deletes the stay, and the member's bell
// says the nights are free, and opens the calendar. In both languages, at 1280 px and 390 px,
// with axe-core on the new dialog and card.

type Language = 'no' | 'en';

const TEXTS = {
  en: {
    start: 'Start date',
    end: 'End date',
    request: 'Request booking',
    taken: 'Date already booked',
    join: 'Put me on the waitlist',
    joined: (range: string) => `You are on the waitlist for ${range}.`,
    ok: 'OK',
    card: 'Waitlist',
    told: (range: string) => `The nights ${range} are free: book now.`,
  },
  no: {
    start: 'Startdato',
    end: 'Sluttdato',
    request: 'Send forespørsel',
    taken: 'Datoen er allerede booket',
    join: 'Sett meg på venteliste',
    joined: (range: string) => `Du står på ventelisten for ${range}.`,
    ok: 'OK',
    card: 'Venteliste',
    told: (range: string) => `Nettene ${range} er ledige: book nå.`,
  },
} satisfies Record<Language, unknown>;

async function waitlistJourney(browser: Browser, baseURL: string, mobile: boolean, language: Language) {
  const texts = TEXTS[language];
  const origin = { origin: baseURL };
  // The owner acts through the API, as from their own phone.
  const owner = await ownerOfNewCabin(browser, baseURL, {
    language,
    prefix: 'olav',
    cabinName: 'Ventehytta',
  });
  const start = addDays(dateInTimeZone(new Date()), 10);
  const end = addDays(start, 3);
  const stay = await owner.page.request.post('/api/bookings', {
    headers: origin,
    data: { startDate: start, endDate: end },
  });
  expect(stay.status(), await stay.text()).toBe(201);
  const { id: stayId } = (await stay.json()) as { id: string };

  // The member, on their own device in the browser.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...(mobile ? MOBILE : DESKTOP),
    baseURL,
  });
  const page = await context.newPage();
  await presetLanguage(page, language);
  const member = uniqueUser('mona');
  await createUserViaApi(page.request, baseURL, member);
  await signInViaApi(page, baseURL, member);
  const joined = await page.request.post('/api/user/join-cabin', {
    headers: origin,
    data: { accessCode: owner.accessCode },
  });
  expect(joined.status()).toBe(200);
  const audit = new AxeAudit(page, `${language} ${mobile ? 'phone' : 'desktop'}`);

  // The member asks for the owner's nights: taken, so the dialog offers the waitlist.
  const wanted = { startDate: addDays(start, 1), endDate: addDays(start, 2) };
  const range = formatDateRangeText(wanted.startDate, wanted.endDate, language);
  await page.goto('/visits');
  await page.getByTestId('book-button').click();
  const dialog = page.getByTestId('booking-dialog');
  await dialog.getByLabel(texts.start, { exact: true }).fill(wanted.startDate);
  await dialog.getByLabel(texts.end, { exact: true }).fill(wanted.endDate);
  await dialog.getByRole('button', { name: texts.request }).click();
  const offer = page.getByTestId('booking-notice-dialog');
  await expect(offer).toContainText(texts.taken);
  await audit.check('nights taken, with the waitlist offered', offer);
  await offer.getByRole('button', { name: texts.join }).click();
  await expect(offer.getByRole('status')).toHaveText(texts.joined(range));
  await audit.check('on the waitlist', offer);
  await offer.getByRole('button', { name: texts.ok }).click();
  await expect(offer).toBeHidden();

  // The calendar shows the cabin's waitlist, with the member's entry.
  await page.goto('/calendar');
  const card = page.getByTestId('waitlist-card');
  await expect(card.getByRole('heading', { name: texts.card })).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card.getByRole('listitem')).toContainText(range);
  await expect(card.getByRole('listitem')).toContainText(member.fullName);
  await audit.check('calendar with the waitlist');

  // The owner deletes the stay; the member's bell says so without a reload, and opens the calendar.
  await withLiveConnection(page, async () => {
    await page.goto('/shopping');
  });
  const deleted = await owner.page.request.delete(`/api/bookings/${stayId}`, { headers: origin });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await page.getByTestId('notification-bell').click();
  const item = page
    .getByTestId('notification-list')
    .locator('[data-testid^="notification-item-"]')
    .filter({ hasText: texts.told(formatNightsText(wanted.startDate, wanted.endDate, language)) });
  await expect(item).toContainText('Ventehytta');
  await audit.check('the bell with the nights free', page.getByTestId('notification-list'));
  await item.click();
  await expect(page).toHaveURL(/\/calendar$/);
  expect(audit.report()).toBe('');

  await Promise.all([owner.context.close(), context.close()]);
}

test.describe('the waitlist for taken nights', () => {
  // Two browsers and axe on each screen: a slow 2-core machine needs more than 30 s.
  test.beforeEach(() => {
    test.setTimeout(90_000);
  });

  for (const mobile of [false, true]) {
    for (const language of ['en', 'no'] as const) {
      const name = `${mobile ? '390 px phone' : 'desktop'}, ${language === 'en' ? 'English' : 'Norwegian'}`;
      test(name, async ({ browser, baseURL }) => {
        await waitlistJourney(browser, baseURL ?? '', mobile, language);
      });
    }
  }
});
