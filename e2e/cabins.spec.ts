import { type Browser, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { createUserViaApi, presetLanguage, signedInAt, signInViaApi, uniqueUser } from './support';

// The cabin journey of issue #3, end to end in Chromium: an owner creates a cabin, a second user
// joins with its code, the owner makes them admin, they leave, and the owner deletes the cabin.
// Desktop runs in English, the 390 px phone in Norwegian, so both languages are walked through.

type Texts = {
  language: 'no' | 'en';
  cabinName: string;
  address: string;
  createSubmit: string;
  created: string;
  accessCode: string;
  joinSubmit: string;
  joined: string;
  makeAdmin: string;
  changeRole: string;
  adminBadge: string;
  leaveConfirm: string;
  bookingsWarning: RegExp;
  left: RegExp;
  deleteConfirm: string;
  deleted: RegExp;
};

const ENGLISH: Texts = {
  language: 'en',
  cabinName: 'Cabin name',
  address: 'Address',
  createSubmit: 'Create cabin',
  created: 'Cabin created',
  accessCode: 'Access code',
  joinSubmit: 'Join cabin',
  joined: 'Joined cabin',
  makeAdmin: 'Make admin',
  changeRole: 'Change role',
  adminBadge: 'Admin',
  leaveConfirm: 'Yes, leave cabin',
  bookingsWarning: /your bookings/i,
  left: /left/i,
  deleteConfirm: 'Delete cabin permanently',
  deleted: /deleted/i,
};

const NORWEGIAN: Texts = {
  language: 'no',
  cabinName: 'Hyttenavn',
  address: 'Adresse',
  createSubmit: 'Opprett hytte',
  created: 'Hytta er opprettet',
  accessCode: 'Tilgangskode',
  joinSubmit: 'Bli med',
  joined: 'Du er med i hytta',
  makeAdmin: 'Gjør til administrator',
  changeRole: 'Endre rolle',
  adminBadge: 'Administrator',
  leaveConfirm: 'Ja, forlat hytta',
  bookingsWarning: /bookingene dine/i,
  left: /forlatt/i,
  deleteConfirm: 'Slett hytta for godt',
  deleted: /slettet/i,
};

/** The title the shell shows: the desktop header, or the phone's top bar. */
const shellTitle = (page: Page, mobile: boolean) => page.getByTestId(mobile ? 'mobile-title' : 'shell-title');
const toastSaying = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text });

async function cabinJourney(
  page: Page,
  browser: Browser,
  baseURL: string,
  texts: Texts,
  contextOptions: BrowserContextOptions,
  mobile: boolean,
) {
  const cabinName = `Fjellro ${Date.now().toString(36)}`;

  // 1. The owner signs in without a cabin, and creates one from the welcome card.
  await presetLanguage(page, texts.language);
  await signedInAt(page, baseURL, '/');
  await expect(page.getByTestId('welcome-card')).toBeVisible();
  await page.getByTestId('create-cabin-button').click();
  const createDialog = page.getByRole('dialog');
  await createDialog.getByRole('button', { name: texts.createSubmit }).click();
  await expect(createDialog.getByLabel(texts.cabinName)).toBeFocused();
  await createDialog.getByLabel(texts.cabinName).fill(`  ${cabinName}  `);
  await createDialog.getByRole('combobox', { name: texts.address }).fill('Fjellveien 1, 3550 Gol');
  await createDialog.getByRole('button', { name: texts.createSubmit }).click();
  const createdToast = toastSaying(page, texts.created);
  await expect(createdToast).toContainText(cabinName);
  const code = /([2-9A-HJ-NP-Z]{8})/.exec((await createdToast.textContent()) ?? '')?.[1] ?? '';
  expect(code).toHaveLength(8);
  await expect(shellTitle(page, mobile)).toHaveText(cabinName);
  await expect(page.getByTestId('welcome-card')).toBeHidden();

  // 2. A second user joins with the code, typed the way people type it.
  const guestContext = await browser.newContext({ ...contextOptions, baseURL });
  const guestPage = await guestContext.newPage();
  await presetLanguage(guestPage, texts.language);
  const guest = uniqueUser('per');
  await createUserViaApi(guestPage.request, baseURL, guest);
  await signInViaApi(guestPage, baseURL, guest);
  await guestPage.goto('/');
  await guestPage.getByTestId('join-cabin-button').click();
  const joinDialog = guestPage.getByRole('dialog');
  await joinDialog.getByLabel(texts.accessCode).fill(` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `);
  await joinDialog.getByRole('button', { name: texts.joinSubmit }).click();
  await expect(toastSaying(guestPage, texts.joined)).toContainText(cabinName);
  await expect(shellTitle(guestPage, mobile)).toHaveText(cabinName);

  // 3. The owner makes the new member an admin, after confirming.
  await page.goto('/settings');
  const guestRow = page.getByTestId(`member-row-${guest.username}`);
  await expect(guestRow).toBeVisible();
  await expect(page.getByTestId('access-code')).toHaveText(code);
  await page.getByTestId(`member-actions-${guest.username}`).click();
  await page.getByTestId('member-action-makeAdmin').click();
  const roleDialog = page.getByRole('alertdialog');
  await roleDialog.getByRole('button', { name: texts.changeRole }).click();
  await expect(roleDialog).toBeHidden();
  await expect(guestRow.getByTestId('role-badge')).toHaveText(texts.adminBadge);

  // 4. The member leaves, warned that their bookings go too, and is back at the welcome card.
  await guestPage.goto('/settings');
  await expect(guestPage.getByTestId('owner-settings-card')).toBeHidden();
  await guestPage.getByTestId('leave-cabin-button').click();
  const leaveDialog = guestPage.getByRole('alertdialog');
  await expect(leaveDialog).toContainText(texts.bookingsWarning);
  await leaveDialog.getByRole('button', { name: texts.leaveConfirm }).click();
  await expect(toastSaying(guestPage, texts.left)).toBeVisible();
  await guestPage.goto('/');
  await expect(guestPage.getByTestId('welcome-card')).toBeVisible();
  await expect(shellTitle(guestPage, mobile)).toHaveText('Hytta');
  await guestContext.close();

  // 5. The owner no longer sees them, and deletes the cabin for good.
  await page.reload();
  await expect(page.getByTestId('members-card')).toBeVisible();
  await expect(page.getByTestId(`member-row-${guest.username}`)).toHaveCount(0);
  await page.getByTestId('delete-cabin-button').click();
  const deleteDialog = page.getByRole('alertdialog');
  await deleteDialog.getByRole('button', { name: texts.deleteConfirm }).click();
  await expect(page).toHaveURL(new RegExp(`${baseURL}/$`));
  await expect(toastSaying(page, texts.deleted)).toBeVisible();
  await expect(page.getByTestId('welcome-card')).toBeVisible();
  await expect(shellTitle(page, mobile)).toHaveText('Hytta');
}

test.describe('cabins on desktop', () => {
  test('create, join by code, make admin, leave, delete', async ({ page, browser, baseURL }) => {
    await cabinJourney(
      page,
      browser,
      baseURL ?? '',
      ENGLISH,
      { viewport: { width: 1280, height: 800 } },
      false,
    );
  });

  test('the cabin switcher appears with a second cabin and switches the header', async ({
    page,
    baseURL,
  }) => {
    await presetLanguage(page, 'en');
    await signedInAt(page, baseURL ?? '', '/');
    const create = async (name: string) => {
      await page.getByTestId('create-cabin-button').click();
      await page.getByRole('dialog').getByLabel('Cabin name').fill(name);
      await page.getByRole('dialog').getByRole('button', { name: 'Create cabin' }).click();
      await expect(page.getByTestId('shell-title')).toHaveText(name);
    };
    await create('Første hytte');
    await expect(page.getByTestId('cabin-switcher')).toHaveCount(0);
    // A second cabin comes from settings' list too: create it through the API to keep this short.
    const response = await page.request.post('/api/cabin/create', {
      headers: { origin: baseURL ?? '' },
      data: { name: 'Andre hytte' },
    });
    expect(response.status()).toBe(201);
    await page.reload();
    await expect(page.getByTestId('shell-title')).toHaveText('Andre hytte');
    await page.getByTestId('cabin-switcher').click();
    const first = page.getByRole('menuitemradio', { name: /Første hytte/ });
    await expect(first).toContainText('Owner');
    await first.click();
    await expect(page.getByTestId('shell-title')).toHaveText('Første hytte');
  });
});

test.describe('cabins on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('create, join by code, make admin, leave, delete (Norwegian)', async ({ page, browser, baseURL }) => {
    await cabinJourney(
      page,
      browser,
      baseURL ?? '',
      NORWEGIAN,
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      true,
    );
  });
});
