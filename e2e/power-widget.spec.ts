import { expect, test } from '@playwright/test';
import { addDays, dateInTimeZone } from '../shared/calendar-dates';
import { AxeAudit } from './axe-audit';
import { DESKTOP, MOBILE, ownerOfNewCabin } from './support';

// Issue #41 in Chromium: the opt-in "Strøm" / "Power" dashboard widget. Added from Customize it
// asks for a price area with a way to Settings; with one chosen and a reading written for a stay
// (which starts the price job against the e2e stub), today's prices show: the price now and the
// hours in the table for screen readers. Checked with axe, in English at 1280 px and Norwegian
// at 390 px.

const TEXTS = {
  en: {
    customize: 'Customize',
    dialog: 'Customize dashboard',
    power: 'Power',
    done: 'Done',
    noArea: 'No price area chosen.',
    settings: 'Choose one in Settings',
    now: /Now: -?\d+\.\d\d kr\/kWh/,
    table: "Today's power price by the hour, kr/kWh",
  },
  no: {
    customize: 'Tilpass',
    dialog: 'Tilpass oversikten',
    power: 'Strøm',
    done: 'Ferdig',
    noArea: 'Ingen prisområde valgt.',
    settings: 'Velg i innstillingene',
    now: /Nå: -?\d+,\d\d kr\/kWh/,
    table: 'Strømpris i dag time for time, kr/kWh',
  },
} as const;

for (const [language, contextOptions, screen] of [
  ['en', DESKTOP, 'desktop'],
  ['no', MOBILE, 'phone'],
] as const) {
  test(`the power widget, ${language} on a ${screen}`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const texts = TEXTS[language];
    const origin = { origin: baseURL ?? '' };
    const { page } = await ownerOfNewCabin(browser, baseURL ?? '', {
      contextOptions,
      language,
      prefix: 'strom',
      cabinName: 'Strømhytta',
    });
    await page.addInitScript(() => window.localStorage.setItem('pwa-badge-info-seen', 'true'));
    const audit = new AxeAudit(page, `${language} ${screen}`);
    await page.goto('/');
    await expect(page.getByTestId('widget-grid')).toBeVisible();

    await page.getByRole('button', { name: texts.customize }).click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await dialog.getByRole('switch', { name: texts.power }).click();
    await dialog.getByRole('button', { name: texts.done }).click();
    const widget = page.getByTestId('widget-power');
    await expect(widget.getByText(texts.noArea)).toBeVisible({ timeout: 30_000 });
    await expect(widget.getByRole('link', { name: texts.settings })).toHaveAttribute('href', '/settings');
    await audit.check('power widget without a price area');

    // A price area, and a reading for a stay: the reading starts the price job, which fetches
    // today's prices from the stub.
    const settled = await page.request.patch('/api/cabin', { headers: origin, data: { priceArea: 'NO1' } });
    expect(settled.status(), await settled.text()).toBe(200);
    const today = dateInTimeZone(new Date());
    const booked = await page.request.post('/api/bookings', {
      headers: origin,
      data: { startDate: today, endDate: addDays(today, 2) },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id: bookingId } = (await booked.json()) as { id: string };
    const read = await page.request.post('/api/meter-readings', {
      headers: origin,
      data: { value: 1000, readAt: new Date(Date.now() - 60_000).toISOString(), bookingId },
    });
    expect(read.status(), await read.text()).toBe(201);

    const table = widget.getByRole('table', { name: texts.table });
    await expect(async () => {
      await page.reload();
      await expect(table).toBeAttached({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(widget.getByTestId('power-now')).toHaveText(texts.now);
    // 23, 24 or 25 hours and the header row.
    expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(24);
    await audit.check('power widget with prices');
    expect(audit.report()).toBe('');
    await page.context().close();
  });
}
