import { expect, test } from '@playwright/test';
import { createUserViaApi, presetLanguage, uniqueUser } from './support';

test.describe('sign up, sign out, sign in', () => {
  test('a new user signs up, signs out and signs in again by username and by e-mail', async ({ page }) => {
    await presetLanguage(page, 'en');
    const user = uniqueUser('ingrid');
    await page.goto('/auth?tab=register');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Full name').fill(user.fullName);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('section-dashboard')).toBeVisible();
    await expect(page.getByTestId('user-menu-trigger')).toContainText(user.fullName);

    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the cabin');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    await page.goto('/auth?tab=login');
    await page.getByLabel('Username or e-mail').fill(user.username.toUpperCase());
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('section-dashboard')).toBeVisible();

    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the cabin');

    await page.goto('/auth');
    await page.getByLabel('Username or e-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('section-dashboard')).toBeVisible();
  });

  test('a wrong password is explained and what was typed is kept', async ({ page, request, baseURL }) => {
    const user = uniqueUser('per');
    await createUserViaApi(request, baseURL ?? '', user);
    await page.goto('/auth?mode=sign-in');
    await page.getByLabel('Brukernavn eller e-post').fill(user.username);
    await page.getByLabel('Passord').fill('feil-passord-her');
    await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Feil brukernavn eller passord');
    await expect(page.getByLabel('Brukernavn eller e-post')).toHaveValue(user.username);
  });

  test('a taken username is explained on sign-up', async ({ page, request, baseURL }) => {
    await presetLanguage(page, 'en');
    const existing = uniqueUser('ola');
    await createUserViaApi(request, baseURL ?? '', existing);
    await page.goto('/auth?mode=sign-up');
    await page.getByLabel('Username').fill(existing.username);
    await page.getByLabel('Full name').fill('Another Person');
    await page.getByLabel('E-mail').fill(`another.${existing.email}`);
    await page.getByLabel('Password').fill('another-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('That username is already taken');
  });

  test('the mode comes from mode= or tab=, sign-in by default', async ({ page }) => {
    await presetLanguage(page, 'en');
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.goto('/auth?mode=sign-up');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.goto('/auth?tab=register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.goto('/auth?tab=login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('signed in, /auth redirects to the dashboard', async ({ page, baseURL }) => {
    const user = uniqueUser();
    await createUserViaApi(page.request, baseURL ?? '', user);
    await page.request.post('/api/identity/sign-in/username', {
      headers: { origin: baseURL ?? '' },
      data: { username: user.username, password: user.password },
    });
    await page.goto('/auth?tab=register');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('section-dashboard')).toBeVisible();
  });

  test('shows "Loading authentication", then the unavailable message after 3 s', async ({ page }) => {
    await presetLanguage(page, 'en');
    // The identity service never answers.
    await page.route('**/api/identity/get-session', () => {});
    await page.goto('/auth');
    await expect(page.getByText('Loading authentication')).toBeVisible();
    await expect(page.getByText('The sign-in service is unavailable right now.')).toBeVisible({
      timeout: 6_000,
    });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the cabin');
  });
});
