import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, fjellhyttaAs, kariInFjellhytta } from '@/test/cabin-fixtures';
import { peakPeriodOf } from '@/test/fair-share-fixtures';
import { json, stubApi } from '@/test/fetch-stub';
import { holidayReads } from '@/test/holiday-fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { CalendarSection } from './calendar-section';

// Public holidays and school breaks on the calendar (decision 056), beside the peak periods.

// Tuesday 10 February 2026 in Oslo.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-02-10T09:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

/** A cabin on winter week 9 (its break: the nights 21 to 27 February 2026). */
function renderCalendar(language: 'no' | 'en', peakPeriods = [] as ReturnType<typeof peakPeriodOf>[]) {
  const weeks = { winterBreakWeek: 9, autumnBreakWeek: 41 } as const;
  const { calls } = stubApi({
    ...cabinReads('owner'),
    'GET /api/cabin': json(200, { ...fjellhyttaAs('owner'), ...weeks }),
    ...holidayReads([2026], language, weeks),
    'GET /api/bookings': json(200, []),
    'GET /api/peak-periods': json(200, { peakPeriods }),
  });
  renderSignedIn(<CalendarSection />, { user: kariInFjellhytta, path: '/calendar' });
  return { calls };
}

describe('Calendar: public holidays and school breaks', () => {
  it('bands the winter break of the cabin’s week with its name, marks the Easter days, and has legend lines', async () => {
    const { calls } = renderCalendar('en');
    await waitFor(() => expect(screen.getByTestId('day-2026-02-21').dataset.break).toBe('winter-break'), {
      timeout: 5000,
    });
    expect(screen.getByTestId('break-2026-02-27')).toBeDefined();
    expect(screen.getByTestId('day-2026-02-28').dataset.break).toBeUndefined();
    expect(screen.getByTestId('day-2026-02-14').dataset.break).toBeUndefined();
    expect(screen.getByTestId('day-2026-02-23').getAttribute('aria-label')).toContain(
      'School break: Winter break',
    );
    expect(screen.getByTestId('day-2026-02-23').getAttribute('title')).toBe('School break: Winter break');
    // The name where the band starts (Saturday) and again on Monday, the next row's start.
    expect(screen.getAllByTestId('break-label').map((label) => label.textContent)).toEqual([
      'Winter break',
      'Winter break',
    ]);
    const legend = screen.getByTestId('calendar-legend');
    expect(within(legend).getByText('Public holiday')).toBeDefined();
    expect(within(legend).getByText('School break')).toBeDefined();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next month' }));
    // March's last row reaches Sunday 5 April: Maundy Thursday, Good Friday and Easter Sunday.
    const easter = await screen.findByTestId('day-2026-04-05');
    expect(easter.dataset.holiday).toBe('true');
    expect(easter.getAttribute('aria-label')).toContain('Public holiday: Easter Sunday');
    expect(easter.getAttribute('aria-label')).toContain('School break: Easter holidays');
    expect(screen.getByTestId('holiday-2026-04-02')).toBeDefined();
    expect(screen.getByTestId('day-2026-04-04').dataset.holiday).toBeUndefined();
    expect(screen.getByTestId('day-2026-03-28').dataset.break).toBe('easter-holidays');
    // One call a year, kept: March needs no second one.
    expect(calls.filter((call) => call.path.startsWith('/api/holidays'))).toHaveLength(1);
  });

  it('speaks Norwegian: "1. påskedag", "Vinterferie", and the legend lines "Helligdag" and "Skoleferie"', async () => {
    await changeLanguage('no');
    renderCalendar('no');
    await waitFor(() => expect(screen.getByTestId('day-2026-02-21').dataset.break).toBe('winter-break'), {
      timeout: 5000,
    });
    expect(screen.getAllByTestId('break-label')[0]?.textContent).toBe('Vinterferie');
    expect(screen.getByTestId('day-2026-02-24').getAttribute('aria-label')).toContain(
      'Skoleferie: Vinterferie',
    );
    const legend = screen.getByTestId('calendar-legend');
    expect(within(legend).getByText('Helligdag')).toBeDefined();
    expect(within(legend).getByText('Skoleferie')).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Neste måned' }));
    const easter = await screen.findByTestId('day-2026-04-05');
    expect(easter.getAttribute('aria-label')).toContain('Helligdag: 1. påskedag');
    expect(easter.getAttribute('title')).toContain('Helligdag: 1. påskedag');
  });

  it('keeps the peak band and its words on a break night that is also a peak night', async () => {
    renderCalendar('en', [
      peakPeriodOf({ name: 'Winter', firstNight: '2026-02-21', lastNight: '2026-02-27' }),
    ]);
    await waitFor(() => expect(screen.getByTestId('day-2026-02-22').dataset.peak).toBe('true'), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.getByTestId('day-2026-02-22').dataset.break).toBe('winter-break'));
    expect(screen.getByTestId('peak-2026-02-22')).toBeDefined();
    expect(screen.getByTestId('break-2026-02-22')).toBeDefined();
    const label = screen.getByTestId('day-2026-02-22').getAttribute('aria-label') ?? '';
    expect(label).toContain('School break: Winter break');
    expect(label).toContain('Peak period: Winter');
    const legend = screen.getByTestId('calendar-legend');
    expect(within(legend).getByText('Peak period')).toBeDefined();
    expect(within(legend).getByText('School break')).toBeDefined();
  });
});
