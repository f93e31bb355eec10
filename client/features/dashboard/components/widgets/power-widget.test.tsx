import type { PowerToday } from '@shared/schemas/power';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, kariInFjellhytta } from '@/test/cabin-fixtures';
import { json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { drawPowerChart } from '../../lib/draw-power-chart';
import { PowerWidget } from './power-widget';

// jsdom has no canvas: the chart's drawing is checked by what it is given.
vi.mock('../../lib/draw-power-chart', () => ({ drawPowerChart: vi.fn(() => () => undefined) }));

// The "Strøm" / "Power" widget (issue #41, decision 062): the price now, today's prices in a
// visually hidden table beside the chart (the hour now marked), the last stay's use, and what
// it says without a price area or before the day's prices are fetched.

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(drawPowerChart).mockClear();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

const HOUR = 3_600_000;

/** A fixed clock (12:30 in Oslo), so the hour now cannot tick over between setup and render. */
const NOW = Date.parse('2027-06-20T10:30:00Z');

/** Five hours around now, the third the current one: 0.98, 1.05, 1.23, 2.40, 0.07 kr. */
function hoursAroundNow(): PowerToday['hours'] {
  const thisHour = Math.floor(NOW / HOUR) * HOUR;
  return [98, 105, 123, 240, 7].map((priceOre, index) => ({
    start: new Date(thisHour + (index - 2) * HOUR).toISOString(),
    end: new Date(thisHour + (index - 1) * HOUR).toISOString(),
    priceOre,
  }));
}

const lastStay = {
  bookingId: 'b1',
  startDate: '2027-06-10',
  endDate: '2027-06-14',
  kWh: 143,
  totalOre: 41_213,
};

function renderWidget(today: Partial<PowerToday>) {
  stubApi({
    ...cabinReads('member'),
    'GET /api/power/today': json(200, {
      priceArea: 'NO1',
      date: '2027-06-20',
      hours: [],
      lastStay: null,
      ...today,
    }),
  });
  return renderSignedIn(<PowerWidget />, { user: kariInFjellhytta });
}

describe('power widget', () => {
  it("shows the price now, today's prices in a table for screen readers and the last stay's use, in both languages", async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    const first = renderWidget({ hours: hoursAroundNow(), lastStay });
    const shown = await screen.findByTestId('power-today', {}, { timeout: 5000 });
    expect(shown.textContent).toContain('Price area NO1');
    expect(screen.getByTestId('power-now').textContent).toBe('Now: 1.23 kr/kWh');
    expect(screen.getByTestId('power-chart').getAttribute('aria-hidden')).toBe('true');
    const table = screen.getByRole('table', { name: "Today's power price by the hour, kr/kWh" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual([
      '0.98',
      '1.05',
      '1.23',
      '2.40',
      '0.07',
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '10',
      '11',
      '12',
      '13',
      '14',
    ]);
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, null, 'time', null, null]);
    expect(screen.getByTestId('power-last-stay').textContent).toBe('Last stay: 143 kWh, 412 kr');
    await waitFor(() => expect(drawPowerChart).toHaveBeenCalled());
    expect(vi.mocked(drawPowerChart).mock.calls.at(-1)?.[1]).toMatchObject({
      values: [0.98, 1.05, 1.23, 2.4, 0.07],
      current: 2,
    });
    first.unmount();

    await changeLanguage('no');
    renderWidget({ hours: hoursAroundNow(), lastStay: { ...lastStay, kWh: 143.5 } });
    expect((await screen.findByTestId('power-now', {}, { timeout: 5000 })).textContent).toBe(
      'Nå: 1,23 kr/kWh',
    );
    expect(screen.getByRole('table', { name: 'Strømpris i dag time for time, kr/kWh' })).toBeDefined();
    expect(screen.getByTestId('power-last-stay').textContent).toBe('Siste opphold: 143,5 kWh, 412 kr');
  });

  it('asks for a price area, with a way to Settings, when the cabin has none', async () => {
    const first = renderWidget({ priceArea: null });
    expect(await screen.findByText('No price area chosen.', {}, { timeout: 5000 })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Choose one in Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(screen.queryByRole('table')).toBeNull();
    first.unmount();
    await changeLanguage('no');
    renderWidget({ priceArea: null });
    expect(await screen.findByText('Ingen prisområde valgt.', {}, { timeout: 5000 })).toBeDefined();
  });

  it("says the day's prices are not fetched yet, and still shows the last stay", async () => {
    const first = renderWidget({ lastStay: { ...lastStay, totalOre: null } });
    expect(
      await screen.findByText('The prices have not been fetched yet.', {}, { timeout: 5000 }),
    ).toBeDefined();
    expect(screen.queryByTestId('power-now')).toBeNull();
    expect(screen.getByTestId('power-last-stay').textContent).toBe('Last stay: 143 kWh, price not ready yet');
    first.unmount();
    await changeLanguage('no');
    renderWidget({});
    expect(await screen.findByText('Prisene er ikke hentet ennå.', {}, { timeout: 5000 })).toBeDefined();
  });
});
