import { expect, test } from '@playwright/test';
import { presetLanguage, signedInAt } from './support';

test.describe('signed-in shell on desktop', () => {
  test('navigates between sections, marks the current one, and shows the dashboard for unknown paths', async ({
    page,
    baseURL,
  }) => {
    await presetLanguage(page, 'en');
    const user = await signedInAt(page, baseURL ?? '', '/');
    const nav = page.getByTestId('desktop-nav');
    await expect(nav).toBeVisible();
    await expect(page.getByTestId('mobile-bottom-bar')).toBeHidden();
    await expect(page.getByTestId('shell-title')).toHaveText('Hytta');
    await expect(page.getByTestId('user-menu-trigger')).toContainText(user.fullName);

    for (const [label, path, section] of [
      ['Visits', '/visits', 'section-visits'],
      ['Shopping', '/shopping', 'section-shopping'],
      ['Calendar', '/calendar', 'section-calendar'],
      ['Settings', '/settings', 'section-settings'],
      ['Dashboard', '/', 'section-dashboard'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId(section)).toBeVisible();
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }

    const featureRequest = nav.getByRole('link', { name: /Suggest a feature/ });
    await expect(featureRequest).toHaveAttribute('target', '_blank');

    await page.goto('/this/does/not/exist');
    await expect(page.getByTestId('section-dashboard')).toBeVisible();
    await page.goto('/more');
    await expect(page.getByTestId('section-more')).toBeVisible();
  });

  test('the user menu opens settings and signs out', async ({ page, baseURL }) => {
    await signedInAt(page, baseURL ?? '', '/visits');
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Innstillinger' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('section-settings')).toBeVisible();
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Logg ut' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Del hytta');
  });

  test('a failed logout still clears the app and shows the error toast', async ({ page, baseURL }) => {
    await presetLanguage(page, 'en');
    await signedInAt(page, baseURL ?? '', '/shopping');
    await page.route('**/api/auth/logout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the cabin');
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Failed to log out. Please try again.');
    await expect(toast).toContainText('Error');
  });

  test('changes the password with the spec texts for a wrong current password and a mismatch', async ({
    page,
    baseURL,
  }) => {
    await presetLanguage(page, 'en');
    const user = await signedInAt(page, baseURL ?? '', '/settings');
    const form = page.getByTestId('password-form');
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('brand-new-password');
    await form.getByLabel('Confirm new password').fill('brand-new-passwrod');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form).toContainText('Passwords do not match');

    await form.getByLabel('Confirm new password').fill('brand-new-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form).toContainText('Current password is incorrect');

    await form.getByLabel('Current password').fill(user.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('toast')).toContainText('Password changed');
    await expect(form.getByLabel('Current password')).toHaveValue('');

    // F8 moves focus to the notifications region (spec: viewport hotkey F8).
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('list')).toBeFocused();

    const signIn = await page.request.post('/api/identity/sign-in/username', {
      headers: { origin: baseURL ?? '' },
      data: { username: user.username, password: 'brand-new-password' },
    });
    expect(signIn.status()).toBe(200);
  });

  test('the settings language choice switches the whole shell', async ({ page, baseURL }) => {
    await signedInAt(page, baseURL ?? '', '/settings');
    await expect(page.getByTestId('desktop-nav').getByRole('link', { name: 'Handleliste' })).toBeVisible();
    await page.getByTestId('section-settings').getByRole('combobox', { name: 'Språk' }).selectOption('en');
    await expect(
      page.getByTestId('desktop-nav').getByRole('link', { name: 'Shopping', exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByTestId('desktop-nav').getByRole('link', { name: 'Shopping', exact: true }),
    ).toBeVisible();
  });
});

test.describe('signed-in shell on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows the top bar, five bottom tabs, a back arrow on sub-pages and the avatar menu', async ({
    page,
    baseURL,
  }) => {
    await presetLanguage(page, 'en');
    await signedInAt(page, baseURL ?? '', '/');
    const bottomBar = page.getByTestId('mobile-bottom-bar');
    await expect(bottomBar).toBeVisible();
    await expect(page.getByTestId('desktop-nav')).toBeHidden();
    await expect(bottomBar.getByRole('link')).toHaveCount(5);
    await expect(page.getByTestId('back-button')).toBeHidden();

    for (const [label, path, section] of [
      ['Visits', '/visits', 'section-visits'],
      ['Shopping', '/shopping', 'section-shopping'],
      ['Calendar', '/calendar', 'section-calendar'],
      ['More', '/more', 'section-more'],
    ] as const) {
      await bottomBar.getByRole('link', { name: label }).tap();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId(section)).toBeVisible();
      await expect(bottomBar.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }

    await page.getByTestId('back-button').tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('section-dashboard')).toBeVisible();

    await page.getByTestId('mobile-user-menu-trigger').tap();
    await page.getByRole('menuitem', { name: 'Settings' }).tap();
    await expect(page.getByTestId('section-settings')).toBeVisible();
    await page.getByTestId('mobile-user-menu-trigger').tap();
    await page.getByRole('menuitem', { name: 'Sign out' }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the cabin');
  });

  test('the landing page fits the phone without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('dates follow the language', () => {
  test.use({ timezoneId: 'Europe/Oslo' });

  test('the dashboard date is Norwegian text for no and English for en', async ({ page, baseURL }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00+01:00'));
    await signedInAt(page, baseURL ?? '', '/');
    await expect(page.getByTestId('dashboard-date')).toHaveText('søndag 22. november 2026');
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByTestId('dashboard-date')).toHaveText('Sunday, 22 November 2026');
  });
});
