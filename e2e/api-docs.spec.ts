import { expect, test } from '@playwright/test';

// The API reference (issue #17): served by the app at /api/docs from its own files, it renders
// the OpenAPI document under the app's content security policy.

test('the API reference renders the documented calls', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Hytta API/ })).toBeVisible();
  // Every group is listed, closed; opening one shows its calls.
  for (const group of ['Identity', 'Bookings', 'Peak periods', 'Costs']) {
    await expect(page.getByRole('heading', { name: new RegExp(`^${group} `) })).toBeVisible();
  }
  await page
    .getByRole('heading', { name: /^Bookings / })
    .getByRole('link')
    .click();
  await expect(page.getByText('/api/bookings/{id}/status').first()).toBeVisible();
  await page
    .getByRole('heading', { name: /^Identity / })
    .getByRole('link')
    .click();
  await expect(page.getByText('/api/identity/sign-in/username').first()).toBeVisible();
  expect(refused).toEqual([]);
});
