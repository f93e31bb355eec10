import { type Browser, expect, type Page, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '../shared/calendar-dates';
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

// Issue #15 (checklists) in Chromium: the owner writes a departure checklist; a member starts a
// run of it for their approved stay on their own phone and ticks an item; the owner, in another
// browser, sees the tick arrive live with the member's name, and a reload keeps it. On a desktop
// in English and on a 390 px phone in Norwegian.

type Language = 'no' | 'en';

const TEXTS = {
  en: {
    nav: 'Checklists',
    title: 'Title',
    item: (n: number) => `Item ${n}`,
    created: 'Checklist added',
    start: (title: string) => `Start ${title}`,
    tickedBy: (name: string) => `Ticked by ${name}`,
    progress: '1 of 2 done',
  },
  no: {
    nav: 'Sjekklister',
    title: 'Tittel',
    item: (n: number) => `Punkt ${n}`,
    created: 'Sjekklisten er lagt til',
    start: (title: string) => `Start ${title}`,
    tickedBy: (name: string) => `Krysset av av ${name}`,
    progress: '1 av 2 gjort',
  },
} satisfies Record<Language, unknown>;

/** Opens /checklists the way a user would: the left navigation, or More on a phone. */
async function openChecklists(page: Page, mobile: boolean, language: Language) {
  if (mobile) {
    await page.goto('/more');
    await page.getByTestId('more-checklists-link').tap();
  } else {
    await page.goto('/');
    await page.getByRole('link', { name: TEXTS[language].nav, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/checklists$/);
}

async function checklistJourney(browser: Browser, baseURL: string, mobile: boolean, language: Language) {
  const texts = TEXTS[language];
  const viewport = mobile ? MOBILE : DESKTOP;
  const owner = await ownerOfNewCabin(browser, baseURL, {
    contextOptions: viewport,
    language,
    prefix: 'sigrid',
    cabinName: 'Sjekkhytta',
  });
  const origin = { origin: baseURL };

  // The member joins on their own phone and asks for a stay from today; the owner approves it.
  const memberContext = await browser.newContext({ serviceWorkers: 'block', ...viewport, baseURL });
  const memberPage = await memberContext.newPage();
  await presetLanguage(memberPage, language);
  const member = uniqueUser('mona');
  await createUserViaApi(memberPage.request, baseURL, member);
  await signInViaApi(memberPage, baseURL, member);
  const join = await memberPage.request.post('/api/user/join-cabin', {
    headers: origin,
    data: { accessCode: owner.accessCode },
  });
  expect(join.status()).toBe(200);
  const today = dateInTimeZone(new Date());
  const booking = await memberPage.request.post('/api/bookings', {
    headers: origin,
    data: { startDate: today, endDate: addDays(today, 2) },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const { id: bookingId } = (await booking.json()) as { id: string };
  const approved = await owner.page.request.put(`/api/bookings/${bookingId}/status`, {
    headers: origin,
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // The owner writes the departure checklist.
  const title = 'Før avreise';
  await withLiveConnection(owner.page, () => openChecklists(owner.page, mobile, language));
  await owner.page.getByTestId('new-checklist-button').click();
  const dialog = owner.page.getByTestId('checklist-dialog');
  await dialog.getByLabel(texts.title, { exact: true }).fill(title);
  await dialog.getByLabel(texts.item(1), { exact: true }).fill('Steng vannet');
  await dialog.getByTestId('checklist-add-item').click();
  await dialog.getByLabel(texts.item(2), { exact: true }).fill('Tøm kjøleskapet');
  await dialog.getByTestId('checklist-submit').click();
  await expect(owner.page.getByTestId('toast').filter({ hasText: texts.created })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The member starts it for their stay (suggested, as it is going on today) and ticks an item.
  await openChecklists(memberPage, mobile, language);
  await memberPage.getByRole('button', { name: texts.start(title) }).click();
  const start = memberPage.getByTestId('start-run-dialog');
  await expect(start.getByTestId('start-run-stay')).toHaveValue(bookingId);
  await start.getByTestId('start-run-submit').click();
  await expect(memberPage).toHaveURL(/\/checklists\?run=/);
  await expect(memberPage.getByTestId('run-title')).toHaveText(title);

  // The owner sees the run arrive in the list, live, and opens it.
  const runRow = owner.page.getByTestId('checklist-runs').getByRole('button', { name: new RegExp(title) });
  await expect(runRow).toBeVisible();
  await runRow.click();
  await expect(owner.page.getByTestId('run-title')).toHaveText(title);

  const water = memberPage.getByRole('checkbox', { name: /Steng vannet/ });
  await memberPage.getByText('Steng vannet').click();
  await expect(water).toBeChecked();
  await expect(memberPage.getByTestId('run-progress')).toHaveText(texts.progress);

  // The tick reaches the owner's page without a reload, with the member's name.
  const ownerItem = owner.page.locator('[data-testid^="run-item-"]').filter({ hasText: 'Steng vannet' });
  await expect(ownerItem.getByTestId('run-item-done-by')).toContainText(texts.tickedBy(member.fullName));
  await expect(owner.page.getByRole('checkbox', { name: /Steng vannet/ })).toBeChecked();
  await owner.page.reload();
  await expect(ownerItem.getByTestId('run-item-done-by')).toContainText(texts.tickedBy(member.fullName));
  await expect(owner.page.getByTestId('run-progress')).toHaveText(texts.progress);

  await Promise.all([owner.context.close(), memberContext.close()]);
}

test.describe('checklists', () => {
  test('desktop, English: write a departure checklist, run it for a stay, see a tick live', async ({
    browser,
    baseURL,
  }) => {
    await checklistJourney(browser, baseURL ?? '', false, 'en');
  });

  test('390 px phone, Norwegian: the same, reached from More', async ({ browser, baseURL }) => {
    await checklistJourney(browser, baseURL ?? '', true, 'no');
  });
});
