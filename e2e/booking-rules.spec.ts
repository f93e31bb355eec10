import { type Browser, expect, type Page, test } from '@playwright/test';
import { isoWeekday } from '../shared/booking-rules';
import { addDays, dateInTimeZone } from '../shared/calendar-dates';
import { AxeAudit } from './axe-audit';
import { DESKTOP, MOBILE, memberOnOwnDevice, ownerOfNewCabin } from './support';

// Issue #40 (booking rules per cabin) in Chromium: a member asks for a one-night stay; the owner
// sets the cabin's booking rules in Settings (at least 2 nights, at most 7, Saturday to Saturday,
// one upcoming stay per household); the member sees the rules in the booking dialog, one
// sentence each, and a second request is refused in place with the rule and its number; the
// owner approves the first request, warned that it breaks a rule. In both languages, at 1280 px
// and 390 px, with axe-core on the card and the dialogs.

type Language = 'no' | 'en';

const TEXTS = {
  en: {
    fewest: 'Fewest nights',
    most: 'Most nights',
    upcoming: 'Upcoming stays per household',
    saturday: 'Saturday',
    save: 'Save rules',
    saved: 'Booking rules saved',
    hints: "The cabin's booking rules",
    sentences: [
      'Stays are at least 2 nights',
      'Stays are at most 7 nights',
      'Arrival and departure are on Saturday',
      'A household holds at most 1 upcoming stay',
    ],
    request: 'Request booking',
    refusal: 'This stay breaks the cabin’s rule “A household holds at most 1 upcoming stay”.',
    warning: 'Stays are at least 2 nights',
  },
  no: {
    fewest: 'Færrest netter',
    most: 'Flest netter',
    upcoming: 'Kommende opphold per husstand',
    saturday: 'lørdag',
    save: 'Lagre reglene',
    saved: 'Bookingreglene er lagret',
    hints: 'Hyttas bookingregler',
    sentences: [
      'Opphold er minst 2 netter',
      'Opphold er høyst 7 netter',
      'Ankomst og avreise er på lørdag',
      'En husstand har høyst 1 kommende opphold',
    ],
    request: 'Send forespørsel',
    refusal: 'Oppholdet bryter hyttas regel «En husstand har høyst 1 kommende opphold».',
    warning: 'Opphold er minst 2 netter',
  },
} satisfies Record<Language, unknown>;

const toastSaying = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** The first Saturday on or after `date`. */
function saturdayFrom(date: string): string {
  let day = date;
  while (isoWeekday(day) !== 6) day = addDays(day, 1);
  return day;
}

async function bookingRulesJourney(browser: Browser, baseURL: string, mobile: boolean, language: Language) {
  const texts = TEXTS[language];
  const viewport = mobile ? MOBILE : DESKTOP;
  const owner = await ownerOfNewCabin(browser, baseURL, {
    contextOptions: viewport,
    language,
    prefix: 'regine',
    cabinName: 'Regelhytta',
  });
  const origin = { origin: baseURL };
  const audit = new AxeAudit(owner.page, `${language} ${mobile ? 'phone' : 'desktop'}`);

  // The member joins on their own phone and asks for one night, before there are rules.
  const {
    page: memberPage,
    context: memberContext,
    user: member,
  } = await memberOnOwnDevice(browser, baseURL, owner.accessCode, { contextOptions: viewport, language });
  const today = dateInTimeZone(new Date());
  const asked = await memberPage.request.post('/api/bookings', {
    headers: origin,
    data: { startDate: addDays(today, 10), endDate: addDays(today, 11) },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  // Settings: the owner sets the rules.
  await owner.page.goto('/settings');
  const card = owner.page.getByTestId('booking-rules-card');
  await card.getByLabel(texts.fewest, { exact: true }).fill('2');
  await card.getByLabel(texts.most, { exact: true }).fill('7');
  await card.getByLabel(texts.upcoming, { exact: true }).fill('1');
  await card.getByRole('checkbox', { name: texts.saturday, exact: true }).check();
  await audit.check('booking rules card', card);
  await card.getByRole('button', { name: texts.save }).click();
  await expect(toastSaying(owner.page, texts.saved)).toBeVisible();

  // The member sees the rules before sending; a second stay is refused in place.
  await memberPage.goto('/visits');
  await memberPage.getByTestId('book-button').click();
  const dialog = memberPage.getByTestId('booking-dialog');
  const hints = dialog.getByRole('note', { name: texts.hints });
  await expect(hints.getByRole('listitem')).toHaveText(texts.sentences);
  const arrival = saturdayFrom(addDays(today, 20));
  await dialog.locator('input[name="start-date"]').fill(arrival);
  await dialog.locator('input[name="end-date"]').fill(addDays(arrival, 7));
  await expect(dialog.locator('input[name="end-date"]')).toHaveAttribute('max', addDays(arrival, 7));
  await dialog.getByRole('button', { name: texts.request }).click();
  await expect(dialog.getByTestId('booking-rules-refusal')).toHaveText(texts.refusal);
  const memberAudit = new AxeAudit(memberPage, `${language} ${mobile ? 'phone' : 'desktop'} member`);
  await memberAudit.check('booking dialog with the rules and a refusal', dialog);
  expect(memberAudit.report()).toBe('');

  // The owner approves the first request, warned that it breaks a rule.
  await owner.page.goto('/visits');
  const row = owner.page
    .getByTestId('current-bookings')
    .locator('[data-testid^="booking-"]')
    .filter({ hasText: member.fullName });
  await row.click();
  const decision = owner.page.getByTestId('decision-dialog');
  await expect(decision.getByTestId('request-rules-warning')).toContainText(texts.warning);
  await audit.check('approval with the rules it breaks', decision);
  await decision.getByTestId('approve-button').click();
  await expect(decision).toBeHidden();
  await expect(row.getByTestId('booking-status')).toHaveAttribute('data-status', 'approved');
  expect(audit.report()).toBe('');

  await Promise.all([owner.context.close(), memberContext.close()]);
}

test.describe('booking rules: set in Settings, shown and enforced in the booking dialog', () => {
  // Two browsers and axe on three screens: a slow 2-core machine needs more than 30 s.
  test.beforeEach(() => {
    test.setTimeout(90_000);
  });

  for (const [width, mobile] of [
    ['desktop', false],
    ['390 px phone', true],
  ] as const) {
    for (const [name, language] of [
      ['English', 'en'],
      ['Norwegian', 'no'],
    ] as const) {
      test(`${width}, ${name}`, async ({ browser, baseURL }) => {
        await bookingRulesJourney(browser, baseURL ?? '', mobile, language);
      });
    }
  }
});
