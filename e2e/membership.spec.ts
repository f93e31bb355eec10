import { type Browser, expect, type Page, test } from '@playwright/test';
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

// Issue #13 in Chromium: an invitation sent from Settings and accepted from the bell, a removed
// member refused at the door until allowed back, a second cabin from Settings, and the owner's
// inbox of requests answered from the dashboard.

const toastSaying = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text });

/** A new user without a cabin, signed in on a page of their own in `language`. */
async function newcomer(
  browser: Browser,
  baseURL: string,
  language: 'no' | 'en',
  contextOptions: object = DESKTOP,
) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...contextOptions, baseURL });
  const page = await context.newPage();
  await presetLanguage(page, language);
  const user: NewUser = uniqueUser('gunnar');
  await createUserViaApi(page.request, baseURL, user);
  await signInViaApi(page, baseURL, user);
  return { context, page, user };
}

test.describe('membership on desktop', () => {
  test('an invitation by username is sent from Settings and accepted from the bell', async ({
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const owner = await ownerOfNewCabin(browser, base, { language: 'en', cabinName: 'Invitasjonshytta' });
    const guest = await newcomer(browser, base, 'en');

    await owner.page.goto('/settings');
    const access = owner.page.getByTestId('cabin-access-card');
    await access.getByLabel('Username').fill(guest.user.username);
    await access.getByRole('button', { name: 'Invite' }).click();
    await expect(toastSaying(owner.page, 'Invitation sent')).toBeVisible();
    await expect(access.getByTestId('sent-invitation-row')).toContainText(guest.user.fullName);
    // An invitation is not a membership.
    await expect(owner.page.getByTestId(`member-row-${guest.user.username}`)).toHaveCount(0);

    await guest.page.goto('/');
    await expect(guest.page.getByTestId('welcome-card')).toBeVisible();
    await guest.page.getByTestId('notification-bell').click();
    const invitation = guest.page.getByTestId('invitation-row');
    await expect(invitation).toContainText('Invitasjonshytta');
    await invitation.getByRole('button', { name: 'Accept the invitation to Invitasjonshytta' }).click();
    await expect(toastSaying(guest.page, 'Welcome to Invitasjonshytta')).toBeVisible();
    await expect(guest.page.getByTestId('shell-title')).toHaveText('Invitasjonshytta');

    await owner.page.reload();
    await expect(owner.page.getByTestId(`member-row-${guest.user.username}`)).toBeVisible();
    await expect(owner.page.getByTestId('sent-invitation-row')).toHaveCount(0);
    await Promise.all([owner.context.close(), guest.context.close()]);
  });

  test('a removed member is refused at the door until allowed back', async ({ browser, baseURL }) => {
    const base = baseURL ?? '';
    const owner = await ownerOfNewCabin(browser, base, { language: 'en', cabinName: 'Dørhytta' });
    const guest = await newcomer(browser, base, 'en');
    const joined = await guest.page.request.post('/api/user/join-cabin', {
      headers: { origin: base },
      data: { accessCode: owner.accessCode },
    });
    expect(joined.status()).toBe(200);

    await owner.page.goto('/settings');
    await owner.page.getByTestId(`member-actions-${guest.user.username}`).click();
    await owner.page.getByTestId('member-action-remove').click();
    await owner.page.getByRole('alertdialog').getByRole('button', { name: 'Remove member' }).click();
    await expect(owner.page.getByTestId('removed-member-row')).toContainText(guest.user.fullName);

    await guest.page.goto('/');
    await guest.page.getByTestId('join-cabin-button').click();
    const dialog = guest.page.getByRole('dialog');
    await dialog.getByLabel('Access code').fill(owner.accessCode);
    await dialog.getByRole('button', { name: 'Join cabin' }).click();
    await expect(
      toastSaying(guest.page, 'You were removed from this cabin. Ask the owner to invite you again.'),
    ).toBeVisible();

    await owner.page.getByRole('button', { name: `Allow ${guest.user.fullName} back` }).click();
    await expect(toastSaying(owner.page, 'Allowed back')).toBeVisible();
    await dialog.getByRole('button', { name: 'Join cabin' }).click();
    await expect(guest.page.getByTestId('shell-title')).toHaveText('Dørhytta');
    await Promise.all([owner.context.close(), guest.context.close()]);
  });

  test('the owner answers a request from the dashboard inbox', async ({ browser, baseURL }) => {
    const base = baseURL ?? '';
    const owner = await ownerOfNewCabin(browser, base, { language: 'en', cabinName: 'Innbokshytta' });
    const guest = await newcomer(browser, base, 'en');
    const post = (url: string, data: unknown) =>
      guest.page.request.post(url, { headers: { origin: base }, data });
    expect((await post('/api/user/join-cabin', { accessCode: owner.accessCode })).status()).toBe(200);
    expect((await post('/api/bookings', { startDate: '2031-07-01', endDate: '2031-07-04' })).status()).toBe(
      201,
    );

    await owner.page.goto('/');
    const inbox = owner.page.getByTestId('requests-inbox');
    await expect(inbox.getByTestId('request-row')).toContainText(guest.user.fullName);
    await expect(owner.page.getByTestId('desktop-nav').getByTestId('waiting-requests-badge')).toContainText(
      '1',
    );
    await inbox.getByLabel(`Note to ${guest.user.fullName} (optional)`).fill('Velkommen!');
    await inbox.getByRole('button', { name: `Approve the request from ${guest.user.fullName}` }).click();
    await expect(toastSaying(owner.page, 'Booking approved')).toBeVisible();
    await expect(inbox).toBeHidden();
    await expect(owner.page.getByTestId('waiting-requests-badge')).toHaveCount(0);
    await Promise.all([owner.context.close(), guest.context.close()]);
  });
});

test.describe('membership on a 390 px phone', () => {
  test('a second cabin is created from Settings (Norwegian)', async ({ browser, baseURL }) => {
    const base = baseURL ?? '';
    const owner = await ownerOfNewCabin(browser, base, {
      language: 'no',
      cabinName: 'Første hytte',
      contextOptions: MOBILE,
    });
    await owner.page.goto('/settings');
    const cabins = owner.page.getByTestId('cabins-card');
    await cabins.getByRole('button', { name: 'Ny hytte' }).click();
    const dialog = owner.page.getByRole('dialog');
    await dialog.getByLabel('Hyttenavn').fill('Andre hytte');
    await dialog.getByRole('button', { name: 'Opprett hytte' }).click();
    await expect(toastSaying(owner.page, 'Hytta er opprettet')).toContainText('Andre hytte');
    // The new cabin is the current one; the first is a switch away.
    await expect(cabins.locator('[data-current]')).toContainText('Andre hytte');
    await expect(cabins.getByRole('button', { name: 'Bytt til Første hytte' })).toBeVisible();
    await owner.page.goto('/');
    await expect(owner.page.getByTestId('mobile-title')).toHaveText('Andre hytte');
    await owner.context.close();
  });
});
