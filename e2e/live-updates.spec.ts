import { type Browser, expect, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '../shared/calendar-dates';
import { DESKTOP, MOBILE, ownerAndMember, withLiveConnection } from './support';

// Issue #6 in Chromium: what one member does shows up on another member's open page without a
// reload (the live connection), and the owner's bell counts a new booking request, lists it and
// marks it read when clicked; on a desktop in English and on a 390 px phone in Norwegian.

const TEXTS = {
  en: { title: 'New booking request', wants: 'would like to stay', unread: 'Unread' },
  no: { title: 'Ny bookingforespørsel', wants: 'ønsker å bo på hytta', unread: 'Ulest' },
} as const;

async function liveJourney(browser: Browser, baseURL: string, mobile: boolean, language: 'no' | 'en') {
  const { page, member, memberPost, close } = await ownerAndMember(browser, baseURL, {
    contextOptions: mobile ? MOBILE : DESKTOP,
    language,
    cabinName: 'Direktehytta',
  });
  await withLiveConnection(page, async () => {
    await page.goto('/shopping');
  });
  // The owner was told that the member joined.
  const badge = page.getByTestId('notification-badge');
  await expect(badge).toHaveText('1');

  expect((await memberPost('/api/shopping-items', { name: 'Ved fra Mona' })).status()).toBe(201);
  await expect(page.getByTestId('needed-items').getByRole('button', { name: 'Ved fra Mona' })).toBeVisible();

  const start = addDays(dateInTimeZone(new Date()), 40);
  const requested = await memberPost('/api/bookings', {
    startDate: start,
    endDate: addDays(start, 3),
    adults: 2,
    children: 0,
    notes: '',
  });
  expect(requested.status()).toBe(201);
  await expect(badge).toHaveText('2');

  await page.getByTestId('notification-bell').click();
  const list = page.getByTestId('notification-list');
  const item = list.locator('[data-testid^="notification-item-"]').filter({ hasText: TEXTS[language].title });
  await expect(item).toContainText(`${member.fullName} ${TEXTS[language].wants}`);
  await expect(item).toContainText('Direktehytta');
  await item.click();
  await expect(badge).toHaveText('1');
  await expect(item).not.toContainText(TEXTS[language].unread);
  await close();
}

test.describe('live updates and the notification bell', () => {
  test('desktop, English: a member’s item and booking request appear without a reload', async ({
    browser,
    baseURL,
  }) => {
    await liveJourney(browser, baseURL ?? '', false, 'en');
  });

  test('390 px phone, Norwegian: the same through the top bar’s bell', async ({ browser, baseURL }) => {
    await liveJourney(browser, baseURL ?? '', true, 'no');
  });
});
