import { expect, request, test } from '@playwright/test';
import { parseFeed } from '../server/test/parse-feed';
import { DESKTOP, MOBILE, ownerOfNewCabin } from './support';

// Issue #9 in Chromium: the subscribe dialog gives a member their personal feed, a calendar app
// (here a cookie-less HTTP client) reads the cabin's stays from it, and a new link kills the old.

/** What a calendar app sees at `url`: no cookie, no session, just the link. */
async function fetchAsCalendarApp(url: string) {
  const app = await request.newContext();
  try {
    const response = await app.get(url);
    return {
      status: response.status(),
      type: response.headers()['content-type'],
      body: await response.text(),
    };
  } finally {
    await app.dispose();
  }
}

test('desktop, English: subscribe, read the stays from the feed, then make a new link', async ({
  browser,
  baseURL,
}) => {
  const { page } = await ownerOfNewCabin(browser, baseURL ?? '', {
    contextOptions: DESKTOP,
    language: 'en',
    prefix: 'siri',
    cabinName: 'Kalenderhytta',
  });
  const booked = await page.request.post('/api/bookings', {
    headers: { origin: baseURL ?? '' },
    data: { startDate: '2031-03-28', endDate: '2031-04-01', adults: 2, children: 1, notes: 'Påske, med ski' },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Subscribe to calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to the calendar' });
  await expect(
    dialog.getByText('See the bookings at Kalenderhytta in your own calendar app.', { exact: false }),
  ).toBeVisible();
  const field = dialog.getByLabel('Calendar link', { exact: true });
  await expect(field).toHaveValue(/\/feed\?token=/);
  const url = await field.inputValue();
  expect(url.startsWith(`${baseURL}/api/calendar/`)).toBe(true);
  await expect(dialog.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^http:/, 'webcal:'),
  );
  const google = dialog.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' });
  expect(new URL((await google.getAttribute('href')) ?? '').searchParams.get('cid')).toBe(
    url.replace(/^http:/, 'webcal:'),
  );
  const outlook = dialog.getByRole('link', { name: 'Add to Outlook (opens in a new tab)' });
  expect(new URL((await outlook.getAttribute('href')) ?? '').searchParams.get('url')).toBe(url);

  const feed = await fetchAsCalendarApp(url);
  expect(feed.status).toBe(200);
  expect(feed.type).toBe('text/calendar; charset=utf-8');
  const { events } = parseFeed(feed.body);
  expect(events).toHaveLength(1);
  expect(events[0]?.summary).toMatch(/ \(2 adults, 1 child\)$/);
  expect(events[0]).toMatchObject({ start: '2031-03-28', end: '2031-04-01' });

  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make new link' }).click();
  await expect(page.getByText('New calendar link made').first()).toBeVisible();
  await expect(field).not.toHaveValue(url);
  const fresh = await field.inputValue();
  expect((await fetchAsCalendarApp(url)).status).toBe(404);
  expect((await fetchAsCalendarApp(fresh)).status).toBe(200);

  // The dialog shows the same new link when opened again.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Subscribe to calendar' }).click();
  await expect(page.getByRole('dialog').getByLabel('Calendar link', { exact: true })).toHaveValue(fresh);
});

test('390 px phone, Norwegian: the dialog fits the screen and copies the link', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await ownerOfNewCabin(browser, baseURL ?? '', {
    contextOptions: MOBILE,
    language: 'no',
    prefix: 'tore',
    cabinName: 'Mobilhytta',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Abonner på kalender' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Abonner på kalenderen' });
  const field = dialog.getByLabel('Kalenderlenke', { exact: true });
  await expect(field).toHaveValue(/\/feed\?token=.*&lang=no$/);
  for (const name of [
    'Åpne i kalenderappen',
    'Legg til i Google Kalender (åpnes i en ny fane)',
    'Kopier lenke',
  ]) {
    const box = await dialog.getByRole(name === 'Kopier lenke' ? 'button' : 'link', { name }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Kopier lenke' }).tap();
  await expect(page.getByText('Lenken er kopiert').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
  const feed = await fetchAsCalendarApp(await field.inputValue());
  expect(feed.status).toBe(200);
  expect(feed.body).toContain('X-WR-CALNAME:Mobilhytta');
});
