import { expect, test } from '@playwright/test';

test.describe('landing page (signed out)', () => {
  test('is Norwegian by default with every section', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'no');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Del hytta');
    for (const feature of ['Hyttebok', 'Handleliste', 'Vedlikeholdslogg', 'Bookingkalender']) {
      await expect(page.getByRole('heading', { name: feature, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Opprett en hytte' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bli med i en hytte' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Hytta');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toHaveAttribute(
      'href',
      '/auth?tab=login',
    );
  });

  test('switches to English and keeps the choice after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Språk').selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the cabin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the cabin');
    for (const feature of ['Visit log', 'Shopping list', 'Maintenance log', 'Booking calendar']) {
      await expect(page.getByRole('heading', { name: feature, exact: true })).toBeVisible();
    }
    await page.getByLabel('Language').selectOption('no');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Del hytta');
  });

  test('every other path shows the landing page when signed out', async ({ page }) => {
    for (const path of ['/visits', '/settings', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Del hytta');
    }
  });

  test('get started opens sign-up at /auth?tab=register', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Kom i gang', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(page.getByRole('heading', { name: 'Opprett konto' })).toBeVisible();
    await expect(page.getByLabel('Fullt navn')).toBeVisible();
  });
});
