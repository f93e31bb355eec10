import { expect, type Page, test } from '@playwright/test';
import {
  createUserViaApi,
  MOBILE,
  ownerOfNewCabin,
  presetLanguage,
  signInViaApi,
  uniqueUser,
} from './support';

// Issue #8 in Chromium against the local MET and Kartverket stand-ins (playwright.config.ts
// starts them): an address is picked from the suggestions, and the dashboard's weather card shows
// the current conditions and three days.

const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** Types into the address field and picks the suggestion by keyboard or by tap. */
async function pickAddress(
  page: Page,
  label: string,
  typed: string,
  suggestion: string,
  by: 'keyboard' | 'tap',
) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(typed);
  const option = page.getByRole('option', { name: suggestion });
  await expect(option).toBeVisible();
  if (by === 'keyboard') {
    await field.press('ArrowDown');
    await field.press('Enter');
  } else {
    await option.tap();
  }
  await expect(field).toHaveValue(suggestion);
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('an owner sets the address from a suggestion in settings and sees the weather on the dashboard', async ({
  browser,
  baseURL,
}) => {
  const { page } = await ownerOfNewCabin(browser, baseURL ?? '', {
    contextOptions: DESKTOP,
    language: 'en',
    prefix: 'vera',
    cabinName: 'Værhytta',
  });
  await page.goto('/');
  const card = page.getByTestId('widget-weather');
  // No address yet: the card says where to add one.
  await expect(card.getByText('Add address in cabin settings to view weather')).toBeVisible();

  await page.goto('/settings');
  await pickAddress(page, 'Address', 'Bygdinvegen 21', 'Bygdinvegen 2105, 2953 Beitostølen', 'keyboard');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Cabin updated').first()).toBeVisible();

  await page.goto('/');
  await expect(card.getByText('Bygdinvegen 2105, 2953 Beitostølen')).toBeVisible();
  await expect(card.getByText(/^−?\d+°$/).first()).toBeVisible();
  await expect(card.getByText('Fair').first()).toBeVisible();
  await expect(card.getByText(/\d+ km\/h/)).toBeVisible();
  const days = card.getByRole('list', { name: 'Forecast' }).getByRole('listitem');
  await expect(days).toHaveCount(3);
  await expect(days.first()).toContainText('Today');
  await expect(days.nth(1)).toContainText('Tomorrow');
  await expect(card.getByRole('link', { name: /Weather data from MET Norway/ })).toHaveAttribute(
    'href',
    'https://api.met.no/',
  );
});

test('on a phone in Norwegian, a new cabin created with a suggested address shows its weather', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...MOBILE, baseURL });
  const page = await context.newPage();
  await presetLanguage(page, 'no');
  const user = uniqueUser('vidar');
  await createUserViaApi(page.request, baseURL ?? '', user);
  await signInViaApi(page, baseURL ?? '', user);
  await page.goto('/');

  await page.getByTestId('create-cabin-button').tap();
  const dialog = page.getByRole('dialog', { name: 'Opprett hytte' });
  await dialog.getByLabel('Hyttenavn').fill('Fjellbua');
  await pickAddress(page, 'Adresse', 'Tunhovd', 'Tunhovdvegen 5, 3630 Rødberg', 'tap');
  await dialog.getByRole('button', { name: 'Opprett hytte' }).tap();

  const card = page.getByTestId('widget-weather');
  await expect(card.getByText('Tunhovdvegen 5, 3630 Rødberg')).toBeVisible();
  await expect(card.getByText('Lettskyet').first()).toBeVisible();
  const days = card.getByRole('list', { name: 'Varsel' }).getByRole('listitem');
  await expect(days).toHaveCount(3);
  await expect(days.first()).toContainText('I dag');
  await expect(card.getByRole('link', { name: /Værdata fra Meteorologisk institutt/ })).toBeVisible();
  await context.close();
});
