import { expect, test } from '@playwright/test';

// Sign-in through an OpenID Connect provider (issue #39), in the browser: the button on /auth,
// the provider's own login page (a real OpenID provider like Vipps Login, started beside the app
// by e2e/web-servers.ts), and back into the app with a new account that Settings can look after.

test('a new member signs in with Vipps, gets an account, a password and their own username', async ({
  page,
  baseURL,
}) => {
  const email = `solveig.${Date.now()}@example.no`;
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Logg inn med Vipps' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in at the test provider' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Name').fill('Solveig Åsheim');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByTestId('section-dashboard')).toBeVisible();
  await expect(page.getByTestId('user-menu-trigger')).toContainText('Solveig Åsheim');

  await page.goto('/settings');
  await expect(page.getByTestId('profile-username')).toHaveText(/^@solveig\.aasheim\d*$/);
  const card = page.getByTestId('sign-in-methods-card');
  await expect(card).toContainText('Din eneste måte å logge inn på');
  await expect(card.getByRole('button', { name: 'Koble fra Vipps' })).toBeDisabled();

  await card.getByLabel('Nytt passord').fill('et-godt-passord');
  await card.getByRole('button', { name: 'Velg passord' }).click();
  await expect(card.getByRole('button', { name: 'Koble fra Vipps' })).toBeEnabled();
  await expect(page.getByTestId('password-form')).toBeVisible();

  const username = page.getByTestId('username-form').getByLabel('Brukernavn');
  await username.fill(`solveig_${Date.now() % 100000}`);
  const chosen = await username.inputValue();
  await page.getByRole('button', { name: 'Lagre brukernavn' }).click();
  await expect(page.getByTestId('profile-username')).toHaveText(`@${chosen}`);

  // The password and the new username are a way in of their own now.
  const signIn = await page.request.post('/api/identity/sign-in/username', {
    data: { username: chosen, password: 'et-godt-passord' },
    headers: { origin: baseURL ?? '' },
  });
  expect(signIn.status()).toBe(200);
});

test('a sign-in the provider could not finish is explained on /auth', async ({ page }) => {
  await page.goto('/auth?error=account_not_linked');
  await expect(page.getByRole('alert')).toContainText(
    'Det finnes allerede en Hytta-konto med denne e-postadressen.',
  );
  await expect(page.getByRole('button', { name: 'Logg inn med Vipps' })).toBeVisible();
});
