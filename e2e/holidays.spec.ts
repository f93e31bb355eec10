import { type Browser, expect, type Page, test } from '@playwright/test';
import { dateInTimeZone, startOfMonth, yearOf } from '../shared/calendar-dates';
import { easterSunday, schoolBreaks } from '../shared/norwegian-holidays';
import { AxeAudit } from './axe-audit';
import { DESKTOP, MOBILE, ownerOfNewCabin } from './support';

// Issue #40 part 1 (decision 056) in Chromium: the owner sets the cabin's winter break to week 9
// in Settings; the calendar shows vinterferie as a named band across that week's nights with its
// legend line, and 1. påskedag marked as a public holiday; the peak-period dialog's preset fills
// the break's name and nights. The dates are worked out from today with the shared code, so the
// journey runs on any day. In both languages, at 1280 px and 390 px, with axe-core on the way.

type Language = 'no' | 'en';

const TEXTS = {
  en: {
    winter: 'Winter break',
    saveWeeks: 'Save the weeks',
    weeksSaved: 'Break weeks saved',
    winterName: 'Winter break',
    easterSunday: 'Public holiday: Easter Sunday',
    holiday: 'Public holiday',
    schoolBreak: 'School break',
    name: 'Name',
    firstNight: 'First night',
    lastNight: 'Last night',
  },
  no: {
    winter: 'Vinterferie',
    saveWeeks: 'Lagre ukene',
    weeksSaved: 'Ferieukene er lagret',
    winterName: 'Vinterferie',
    easterSunday: 'Helligdag: 1. påskedag',
    holiday: 'Helligdag',
    schoolBreak: 'Skoleferie',
    name: 'Navn',
    firstNight: 'Første natt',
    lastNight: 'Siste natt',
  },
} satisfies Record<Language, unknown>;

const toastSaying = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Months from the month of `from` to the month of `to`. */
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

/** Pages the calendar forward from the month of `shown` to the month of `date`; answers `date`. */
async function showMonthOf(page: Page, shown: string, date: string) {
  const steps = monthsBetween(shown, date);
  for (let step = 0; step < steps; step += 1) await page.getByTestId('calendar-next').click();
  await expect(page.getByTestId(`day-${startOfMonth(date)}`)).toBeVisible();
  return date;
}

async function holidaysJourney(browser: Browser, baseURL: string, mobile: boolean, language: Language) {
  const texts = TEXTS[language];
  const owner = await ownerOfNewCabin(browser, baseURL, {
    contextOptions: mobile ? MOBILE : DESKTOP,
    language,
    prefix: 'hedda',
    cabinName: 'Feriehytta',
  });
  const { page } = owner;
  const audit = new AxeAudit(page, `${language} ${mobile ? 'phone' : 'desktop'}`);

  // The next winter break on week 9 that has not ended, and that year's Easter Sunday.
  const today = dateInTimeZone(new Date());
  const weeks = { winterBreakWeek: 9, autumnBreakWeek: 40 } as const;
  const winterOf = (year: number) => schoolBreaks(year, weeks).find((one) => one.key === 'winter-break');
  const thisYear = winterOf(yearOf(today));
  const winter = thisYear && thisYear.lastNight >= today ? thisYear : winterOf(yearOf(today) + 1);
  if (!winter) throw new Error('no winter break');
  const year = yearOf(winter.firstNight);
  const easter = easterSunday(year);

  // Settings: the owner picks week 9, the home county's.
  await page.goto('/settings');
  const form = page.getByTestId('break-weeks-form');
  await form.getByLabel(texts.winter, { exact: true }).selectOption('9');
  await audit.check('settings with the break weeks', page.getByTestId('cabin-info-card'));
  await form.getByRole('button', { name: texts.saveWeeks }).click();
  await expect(toastSaying(page, texts.weeksSaved)).toBeVisible();

  // The calendar: vinterferie across week 9's nights, named on its band, with its legend line.
  await page.goto('/calendar');
  const shown = await showMonthOf(page, today, winter.lastNight);
  const lastNight = page.getByTestId(`day-${winter.lastNight}`);
  await expect(lastNight).toHaveAttribute('data-break', 'winter-break');
  await expect(lastNight).toHaveAttribute(
    'aria-label',
    new RegExp(`${texts.schoolBreak}: ${texts.winterName}`),
  );
  const label = page.getByTestId('break-label').filter({ hasText: texts.winterName }).first();
  await expect(label).toBeVisible();
  // Readable: the name is not cut short, at 390 px too.
  expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(page.getByTestId('legend-break')).toHaveText(texts.schoolBreak);
  await expect(page.getByTestId('legend-holiday')).toHaveText(texts.holiday);
  await audit.check('calendar with the winter break');

  // 1. påskedag, marked and named.
  await showMonthOf(page, shown, easter);
  const easterDay = page.getByTestId(`day-${easter}`);
  await expect(easterDay).toHaveAttribute('data-holiday', 'true');
  await expect(easterDay).toHaveAttribute('aria-label', new RegExp(texts.easterSunday));
  await expect(page.getByTestId(`holiday-${easter}`)).toBeVisible();
  await audit.check('calendar with Easter');

  // The peak-period dialog: the winter break's preset fills the name and the nights.
  await page.goto('/peaks');
  await page.getByTestId('new-peak-period-button').click();
  const dialog = page.getByTestId('peak-period-dialog');
  const presetName = `${texts.winterName} ${year}`;
  await dialog.getByRole('button', { name: presetName, exact: true }).click();
  await expect(dialog.getByLabel(texts.name, { exact: true })).toHaveValue(presetName);
  await expect(dialog.getByLabel(texts.firstNight, { exact: true })).toHaveValue(winter.firstNight);
  await expect(dialog.getByLabel(texts.lastNight, { exact: true })).toHaveValue(winter.lastNight);
  await audit.check('peak period dialog with the break presets', dialog);
  expect(audit.report()).toBe('');

  await owner.context.close();
}

test.describe('holidays: school breaks and public holidays on the calendar', () => {
  test.beforeEach(() => {
    test.setTimeout(90_000);
  });

  test('desktop, English', async ({ browser, baseURL }) => {
    await holidaysJourney(browser, baseURL ?? '', false, 'en');
  });

  test('desktop, Norwegian', async ({ browser, baseURL }) => {
    await holidaysJourney(browser, baseURL ?? '', false, 'no');
  });

  test('390 px phone, English', async ({ browser, baseURL }) => {
    await holidaysJourney(browser, baseURL ?? '', true, 'en');
  });

  test('390 px phone, Norwegian', async ({ browser, baseURL }) => {
    await holidaysJourney(browser, baseURL ?? '', true, 'no');
  });
});
