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
  withLiveConnection,
} from './support';

// Issue #41, part 1 (decision 060) in Chromium: Ola's stay ends tomorrow and Kari's starts then.
// Kari has her dashboard open ("From the last stay", nothing yet); Ola opens his departure
// checklist run, taps "Write the handover", fills it in and saves; Kari's widget shows it, live.
// The full journey once in Norwegian at 390 px and once in English at 1280 px, axe on the new
// dialog and the widget.

type Language = 'no' | 'en';

const TEXTS = {
  en: {
    write: 'Write the handover',
    firewood: 'Firewood',
    low: 'Running low',
    fridge: 'Left in the fridge',
    note: 'For the next ones',
    fix: 'Needs fixing',
    save: 'Save the handover',
    saved: 'The handover is saved.',
    widget: 'From the last stay',
    nothing: 'Nothing from the last stay yet.',
  },
  no: {
    write: 'Skriv overleveringen',
    firewood: 'Ved',
    low: 'Lite igjen',
    fridge: 'Igjen i kjøleskapet',
    note: 'Til de neste',
    fix: 'Må fikses',
    save: 'Lagre overleveringen',
    saved: 'Overleveringen er lagret.',
    widget: 'Fra forrige opphold',
    nothing: 'Ingenting fra forrige opphold ennå.',
  },
} satisfies Record<Language, unknown>;

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

/** Asks for a stay as `page`'s user; the owner approves it. */
async function approvedStay(page: Page, owner: Page, baseURL: string, startDate: string, endDate: string) {
  const origin = { origin: baseURL };
  const asked = await page.request.post('/api/bookings', { headers: origin, data: { startDate, endDate } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: string };
  const approved = await owner.request.put(`/api/bookings/${id}/status`, {
    headers: origin,
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return id;
}

async function handoverJourney(browser: Browser, baseURL: string, mobile: boolean, language: Language) {
  const texts = TEXTS[language];
  const viewport = mobile ? MOBILE : DESKTOP;
  const origin = { origin: baseURL };
  const owner = await ownerOfNewCabin(browser, baseURL, {
    contextOptions: viewport,
    language,
    cabinName: 'Overhytta',
  });
  const ola = await memberPage(browser, baseURL, viewport, language, owner.accessCode, 'ola');
  const kari = await memberPage(browser, baseURL, viewport, language, owner.accessCode, 'kari');
  const audit = new AxeAudit(ola.page, `${language} ${mobile ? 'phone' : 'desktop'}`);
  const kariAudit = new AxeAudit(kari.page, `${language} ${mobile ? 'phone' : 'desktop'}, Kari`);

  // Ola's last night is tonight; Kari arrives tomorrow. The owner keeps a departure checklist.
  const today = dateInTimeZone(new Date());
  const olaStay = await approvedStay(ola.page, owner.page, baseURL, today, addDays(today, 1));
  await approvedStay(kari.page, owner.page, baseURL, addDays(today, 1), addDays(today, 3));
  const checklist = await owner.page.request.post('/api/checklists', {
    headers: origin,
    data: { title: 'Før avreise', kind: 'departure', items: [{ text: 'Steng vannet' }] },
  });
  expect(checklist.status(), await checklist.text()).toBe(201);
  const { id: checklistId } = (await checklist.json()) as { id: string };
  const run = await ola.page.request.post(`/api/checklists/${checklistId}/runs`, {
    headers: origin,
    data: { bookingId: olaStay },
  });
  expect(run.status(), await run.text()).toBe(201);
  const { id: runId } = (await run.json()) as { id: string };

  // Kari's dashboard: the widget is there, with nothing yet.
  await withLiveConnection(kari.page, () => kari.page.goto('/').then(() => undefined));
  const widget = kari.page.getByTestId('widget-last-stay');
  await expect(widget.getByRole('heading', { name: texts.widget })).toBeVisible();
  await expect(widget).toContainText(texts.nothing);

  // Ola walks through the departure checklist and writes the handover from it.
  await ola.page.goto(`/checklists?run=${runId}`);
  await ola.page.getByRole('button', { name: texts.write }).click();
  const dialog = ola.page.getByTestId('handover-dialog');
  await expect(dialog.getByTestId('handover-form')).toBeVisible();
  await audit.check('handover dialog', dialog);
  await dialog.getByLabel(texts.firewood, { exact: true }).selectOption('low');
  await dialog.getByLabel(texts.fridge, { exact: true }).fill('Smør og syltetøy');
  await dialog.getByLabel(texts.note, { exact: true }).fill('Nøkkelen henger i boden.');
  await dialog.getByLabel(texts.fix, { exact: true }).fill('Lekk kran på badet');
  await dialog.getByRole('button', { name: texts.save }).click();
  await expect(ola.page.getByTestId('toast').filter({ hasText: texts.saved })).toBeVisible();
  await expect(dialog.getByTestId('handover-read-note')).toHaveText('Nøkkelen henger i boden.');

  // Kari's widget shows it without a reload (the live event).
  const shown = widget.getByTestId('last-stay');
  await expect(shown).toContainText('Nøkkelen henger i boden.');
  await expect(shown).toContainText(ola.user.fullName);
  await expect(shown.getByTestId('handover-read-firewood')).toHaveText(texts.low);
  await kariAudit.check('from the last stay', widget);
  expect(audit.report()).toBe('');
  expect(kariAudit.report()).toBe('');

  await Promise.all([owner.context.close(), ola.context.close(), kari.context.close()]);
}

test.describe('the handover note', () => {
  // Three browsers and axe on a slow 2-core machine.
  test.beforeEach(() => {
    test.setTimeout(90_000);
  });

  for (const [name, mobile, language] of [
    ['390 px phone, Norwegian', true, 'no'],
    ['desktop, English', false, 'en'],
  ] as const) {
    test(name, async ({ browser, baseURL }) => {
      await handoverJourney(browser, baseURL ?? '', mobile, language);
    });
  }
});
