import { type Browser, expect, type Page, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '../shared/calendar-dates';
import { AxeAudit } from './axe-audit';
import {
  createUserViaApi,
  DESKTOP,
  MOBILE,
  type NewUser,
  ownerOfNewCabin,
  presetLanguage,
  signInViaApi,
  uniqueUser,
} from './support';

// Issue #40, part 4 (decision 059) in Chromium: Ola and Kari each hold an approved summer stay
// the owner approved; Ola opens Kari's stay in the calendar, offers his for hers ("Offer a swap",
// the new dialog checked with axe); Kari sees the offer on her Swaps card and accepts; both
// calendars show the exchanged dates. In both languages, at 1280 px and 390 px.

type Language = 'no' | 'en';

const TEXTS = {
  en: { offer: 'Offer a swap', sent: 'Swap offer sent', accept: 'Accept', done: 'The swap is done' },
  no: { offer: 'Tilby bytte', sent: 'Byttetilbudet er sendt', accept: 'Godta', done: 'Byttet er gjort' },
} satisfies Record<Language, unknown>;

const toastSaying = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Months from the month of `from` to the month of `to`. */
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

async function memberPage(
  browser: Browser,
  baseURL: string,
  viewport: object,
  language: Language,
  code: string,
  prefix: string,
) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...viewport, baseURL });
  const page = await context.newPage();
  await presetLanguage(page, language);
  const user: NewUser = uniqueUser(prefix);
  await createUserViaApi(page.request, baseURL, user);
  await signInViaApi(page, baseURL, user);
  const join = await page.request.post('/api/user/join-cabin', {
    headers: { origin: baseURL },
    data: { accessCode: code },
  });
  expect(join.status()).toBe(200);
  return { page, context, user };
}

/** Opens the calendar on the month of `date`. */
async function calendarAt(page: Page, today: string, date: string) {
  await page.goto('/calendar');
  for (let step = 0; step < monthsBetween(today, date); step += 1)
    await page.getByTestId('calendar-next').click();
}

async function swapJourney(browser: Browser, baseURL: string, mobile: boolean, language: Language) {
  const texts = TEXTS[language];
  const viewport = mobile ? MOBILE : DESKTOP;
  const owner = await ownerOfNewCabin(browser, baseURL, {
    contextOptions: viewport,
    language,
    cabinName: 'Byttehytta',
  });
  const origin = { origin: baseURL };
  const ola = await memberPage(browser, baseURL, viewport, language, owner.accessCode, 'ola');
  const kari = await memberPage(browser, baseURL, viewport, language, owner.accessCode, 'kari');
  const audit = new AxeAudit(ola.page, `${language} ${mobile ? 'phone' : 'desktop'}`);
  const kariAudit = new AxeAudit(kari.page, `${language} ${mobile ? 'phone' : 'desktop'}, Kari`);

  // Each asks for a stay; the owner approves both.
  const today = dateInTimeZone(new Date());
  const olaStart = addDays(today, 40);
  const kariStart = addDays(today, 47);
  for (const [who, startDate, nights] of [
    [ola, olaStart, 4],
    [kari, kariStart, 3],
  ] as const) {
    const asked = await who.page.request.post('/api/bookings', {
      headers: origin,
      data: { startDate, endDate: addDays(startDate, nights) },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    const approved = await owner.page.request.put(`/api/bookings/${id}/status`, {
      headers: origin,
      data: { status: 'approved' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }

  // Ola opens Kari's stay and offers his for it.
  await calendarAt(ola.page, today, kariStart);
  await ola.page.getByTestId(`day-${kariStart}`).click();
  const details = ola.page.getByTestId('booking-details-dialog');
  await details.getByRole('button', { name: texts.offer }).click();
  const dialog = ola.page.getByTestId('swap-offer-dialog');
  await expect(dialog.getByTestId('swap-offer-yours')).not.toHaveValue('');
  await expect(dialog.getByTestId('swap-offer-theirs')).not.toHaveValue('');
  await audit.check('swap offer dialog', dialog);
  await dialog.getByTestId('swap-offer-submit').click();
  await expect(toastSaying(ola.page, texts.sent)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Kari sees it on her Swaps card and accepts.
  await calendarAt(kari.page, today, olaStart);
  const card = kari.page.getByTestId('swap-offers-section');
  const offer = card.getByTestId('swap-offer');
  await expect(offer).toContainText(ola.user.fullName);
  await kariAudit.check('swaps card', card);
  await offer.getByRole('button', { name: texts.accept }).click();
  await expect(toastSaying(kari.page, texts.done)).toBeVisible();
  await expect(card.getByTestId('swap-offer')).toHaveCount(0);

  // The calendars show the exchanged dates: Kari on Ola's first night, Ola on Kari's.
  await expect(kari.page.getByTestId(`day-${olaStart}`)).toHaveAttribute(
    'aria-label',
    new RegExp(kari.user.fullName),
  );
  await calendarAt(ola.page, today, kariStart);
  await expect(ola.page.getByTestId(`day-${kariStart}`)).toHaveAttribute(
    'aria-label',
    new RegExp(ola.user.fullName),
  );
  await expect(ola.page.getByTestId(`day-${addDays(kariStart, 3)}`)).not.toHaveAttribute(
    'data-status',
    'approved',
  );
  expect(audit.report()).toBe('');
  expect(kariAudit.report()).toBe('');

  await Promise.all([owner.context.close(), ola.context.close(), kari.context.close()]);
}

test.describe('swapping stays between households', () => {
  // Three browsers and axe on a slow 2-core machine.
  test.beforeEach(() => {
    test.setTimeout(90_000);
  });

  for (const [name, mobile, language] of [
    ['desktop, English', false, 'en'],
    ['desktop, Norwegian', false, 'no'],
    ['390 px phone, English', true, 'en'],
    ['390 px phone, Norwegian', true, 'no'],
  ] as const) {
    test(name, async ({ browser, baseURL }) => {
      await swapJourney(browser, baseURL ?? '', mobile, language);
    });
  }
});
