import { type Browser, expect, type Page, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '../shared/calendar-dates';
import { AxeAudit } from './axe-audit';
import {
  createUserViaApi,
  DESKTOP,
  MOBILE,
  ownerOfNewCabin,
  presetLanguage,
  signInViaApi,
  uniqueUser,
} from './support';

// Issue #41, part 3 (decision 062) in Chromium: the owner chooses NO1 and a grid fee in Settings;
// Mona, whose stay began today, reads the meter from her arrival checklist's "Read the meter" item
// and again from her stay in the calendar; once the price job has fetched today's spot prices
// (from the e2e stub of the price service) the stay shows "Power: 143 kWh, … kr", and the owner
// charges it to her, which appears on the costs screen. Norwegian at 390 px, English at 1280 px,
// axe on the settings card and the reading dialog.

type Language = 'no' | 'en';

const TEXTS = {
  en: {
    card: 'Power price',
    area: 'Price area',
    gridFee: 'Grid fee (øre per kWh)',
    saveCard: 'Save the power price',
    savedCard: 'Power price saved.',
    read: 'Read the meter',
    value: 'Meter reading (kWh)',
    readAt: 'Read at',
    save: 'Save the reading',
    saved: 'Reading saved.',
    total: /^Power: 143 kWh, \d+ kr$/,
    charge: 'Charge the booker',
    charged: 'Charged',
    expense: 'Power: 143 kWh',
  },
  no: {
    card: 'Strømpris',
    area: 'Prisområde',
    gridFee: 'Nettleie (øre per kWh)',
    saveCard: 'Lagre strømprisen',
    savedCard: 'Strømprisen er lagret.',
    read: 'Les av måleren',
    value: 'Målerstand (kWh)',
    readAt: 'Lest av',
    save: 'Lagre avlesningen',
    saved: 'Avlesningen er lagret.',
    total: /^Strøm: 143 kWh, \d+ kr$/,
    charge: 'Belast den som booket',
    charged: 'Belastet',
    expense: 'Strøm: 143 kWh',
  },
} satisfies Record<Language, unknown>;

/** A datetime-local value `minutesAgo` before now, in the browser's own time zone. */
const localTimeAgo = (page: Page, minutesAgo: number) =>
  page.evaluate((minutes) => {
    const at = new Date(Date.now() - minutes * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, minutesAgo);

async function powerJourney(browser: Browser, baseURL: string, mobile: boolean, language: Language) {
  const texts = TEXTS[language];
  const viewport = mobile ? MOBILE : DESKTOP;
  const origin = { origin: baseURL };
  const owner = await ownerOfNewCabin(browser, baseURL, {
    contextOptions: viewport,
    language,
    cabinName: 'Strømhytta',
  });
  const ownerAudit = new AxeAudit(owner.page, `${language} ${mobile ? 'phone' : 'desktop'}, owner`);

  // The owner chooses the price area and the grid fee in Settings.
  await owner.page.goto('/settings');
  const card = owner.page.getByTestId('power-price-card');
  await expect(card.getByRole('heading', { name: texts.card })).toBeVisible({ timeout: 15_000 });
  await card.getByLabel(texts.area).selectOption('NO1');
  await card.getByLabel(texts.gridFee).fill('40');
  await ownerAudit.check('power price card', card);
  await card.getByRole('button', { name: texts.saveCard }).click();
  await expect(owner.page.getByTestId('toast').filter({ hasText: texts.savedCard })).toBeVisible();

  // Mona joins, and her stay (today and tonight) is approved; the owner keeps an arrival checklist
  // with a "Read the meter" item, and Mona starts it for her stay.
  const context = await browser.newContext({ serviceWorkers: 'block', ...viewport, baseURL });
  const page = await context.newPage();
  await presetLanguage(page, language);
  const mona = uniqueUser('mona');
  await createUserViaApi(page.request, baseURL, mona);
  await signInViaApi(page, baseURL, mona);
  const joined = await page.request.post('/api/user/join-cabin', {
    headers: origin,
    data: { accessCode: owner.accessCode },
  });
  expect(joined.status()).toBe(200);
  const today = dateInTimeZone(new Date());
  const asked = await page.request.post('/api/bookings', {
    headers: origin,
    data: { startDate: today, endDate: addDays(today, 1) },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id: stayId } = (await asked.json()) as { id: string };
  const approved = await owner.page.request.put(`/api/bookings/${stayId}/status`, {
    headers: origin,
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const checklist = await owner.page.request.post('/api/checklists', {
    headers: origin,
    data: { title: 'Ved ankomst', kind: 'arrival', items: [{ text: texts.read, action: 'read_meter' }] },
  });
  expect(checklist.status(), await checklist.text()).toBe(201);
  const { id: checklistId } = (await checklist.json()) as { id: string };
  const run = await page.request.post(`/api/checklists/${checklistId}/runs`, {
    headers: origin,
    data: { bookingId: stayId },
  });
  expect(run.status(), await run.text()).toBe(201);
  const { id: runId } = (await run.json()) as { id: string };
  const audit = new AxeAudit(page, `${language} ${mobile ? 'phone' : 'desktop'}, member`);

  // The arrival reading, from the checklist's item (an hour ago, with a decimal comma in Norwegian).
  await page.goto(`/checklists?run=${runId}`);
  await page.getByRole('button', { name: texts.read }).click();
  const dialog = page.getByTestId('meter-reading-dialog');
  await expect(dialog.getByLabel(texts.value)).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel(texts.value).fill(language === 'no' ? '12345,6' : '12345.6');
  await dialog.getByLabel(texts.readAt).fill(await localTimeAgo(page, 60));
  await audit.check('meter reading dialog', dialog);
  await dialog.getByRole('button', { name: texts.save }).click();
  await expect(page.getByTestId('toast').filter({ hasText: texts.saved })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The departure reading, now, from the stay in the calendar.
  await page.goto('/calendar');
  await page.getByTestId(`day-${today}`).click();
  const stayPower = page.getByTestId('stay-power');
  await stayPower.getByRole('button', { name: texts.read }).click();
  const second = page.getByTestId('meter-reading-dialog');
  await second.getByLabel(texts.value).fill(language === 'no' ? '12488,6' : '12488.6');
  await second.getByRole('button', { name: texts.save }).click();
  await expect(page.getByTestId('toast').filter({ hasText: texts.saved })).toBeVisible();

  // The price job runs after the reading; the stay is priced once today's prices are in.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/bookings/${stayId}/power`);
        return ((await answer.json()) as { status: string }).status;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  await page.reload();
  await page.getByTestId(`day-${today}`).click();
  await expect(page.getByTestId('stay-power-total')).toHaveText(texts.total, { timeout: 15_000 });
  // Mona is a member: no charging.
  await expect(page.getByRole('button', { name: texts.charge })).toHaveCount(0);

  // The owner charges Mona's household, and the cost appears among the costs.
  await owner.page.goto('/calendar');
  await owner.page.getByTestId(`day-${today}`).click();
  await expect(owner.page.getByTestId('stay-power-total')).toHaveText(texts.total, { timeout: 15_000 });
  await owner.page.getByRole('button', { name: texts.charge }).click();
  await expect(owner.page.getByTestId('stay-power-charged')).toHaveText(texts.charged);
  await owner.page.goto('/costs');
  await expect(owner.page.getByText(texts.expense).first()).toBeVisible({ timeout: 15_000 });

  expect(ownerAudit.report()).toBe('');
  expect(audit.report()).toBe('');
  await Promise.all([owner.context.close(), context.close()]);
}

test.describe('the power bill per stay', () => {
  // Two browsers, the price job and axe on a slow 2-core machine.
  test.beforeEach(() => {
    test.setTimeout(120_000);
  });

  for (const [name, mobile, language] of [
    ['390 px phone, Norwegian', true, 'no'],
    ['desktop, English', false, 'en'],
  ] as const) {
    test(name, async ({ browser, baseURL }) => {
      await powerJourney(browser, baseURL ?? '', mobile, language);
    });
  }
});
