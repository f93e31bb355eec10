import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { presetLanguage, uniqueUser } from './support';

// Issue #39: passkeys in Chromium with its virtual authenticator (a passkey held by the browser,
// the user present and verified without a prompt). A member signs up, adds a passkey in Settings
// and names it, signs out, signs in with it from /auth, then renames and removes it.

/** A platform authenticator that answers every prompt, as a phone's fingerprint reader would. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a member adds a passkey, signs in with it, renames and removes it', async ({ page }) => {
  await presetLanguage(page, 'en');
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const user = uniqueUser('passkey');

  await page.goto('/auth?tab=register');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('section-dashboard')).toBeVisible();

  // Settings: no passkey yet; one is added with a name.
  await page.goto('/settings');
  const card = page.getByTestId('passkeys-card');
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await card.getByLabel('Name (optional)').fill('Chromium test key');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByTestId('passkey-name')).toHaveText(['Chromium test key']);
  await expect(card.getByText('You have no passkeys yet.')).toBeHidden();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // Signed out, the passkey signs in again, with no username typed.
  await page.getByTestId('user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the cabin');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByTestId('section-dashboard')).toBeVisible();
  await expect(page.getByTestId('user-menu-trigger')).toContainText(user.fullName);

  // Renamed, then removed after a confirmation.
  await page.goto('/settings');
  await card.getByRole('button', { name: 'Change passkey Chromium test key' }).click();
  const dialog = page.getByTestId('passkey-dialog');
  await dialog.getByLabel('Name').fill('Kari sin laptop');
  await dialog.getByTestId('passkey-save').click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('passkey-name')).toHaveText(['Kari sin laptop']);

  await card.getByRole('button', { name: 'Change passkey Kari sin laptop' }).click();
  await dialog.getByTestId('passkey-remove').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Kari sin laptop');
  await confirm.getByTestId('confirm-dialog-confirm').click();
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  expect(await (await page.request.get('/api/identity/passkey/list-user-passkeys')).json()).toEqual([]);
});

test('a closed passkey prompt is said calmly, in Norwegian', async ({ page }) => {
  await presetLanguage(page, 'no');
  // The person closes the browser's prompt: the browser answers NotAllowedError, as it does then.
  await page.addInitScript(() => {
    navigator.credentials.get = () =>
      Promise.reject(
        new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
      );
  });
  await page.goto('/auth');
  const signIn = page.getByTestId('passkey-sign-in');
  await signIn.getByRole('button', { name: 'Logg inn med passnøkkel' }).click();
  await expect(signIn.getByRole('status')).toHaveText(
    'Du valgte ingen passnøkkel. Prøv igjen, eller logg inn med passordet ditt.',
  );
  await expect(signIn.getByRole('alert')).toHaveCount(0);
  await expect(signIn.getByRole('button', { name: 'Logg inn med passnøkkel' })).toBeEnabled();
});
