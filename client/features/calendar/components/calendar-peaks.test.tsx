import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, kariInFjellhytta } from '@/test/cabin-fixtures';
import { fairShareOf, peakPeriodOf } from '@/test/fair-share-fixtures';
import { json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { CalendarSection } from './calendar-section';

// Monday 16 November 2026 in Oslo.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-16T09:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const christmas = peakPeriodOf({
  id: 'xmas',
  name: 'Christmas',
  method: 'rotation',
  firstNight: '2025-11-20',
  lastNight: '2025-11-22',
  rotationOrder: ['h1', 'member:u3'],
  rotation: [
    { year: 2026, householdId: 'member:u3' },
    { year: 2027, householdId: 'h1' },
  ],
});

describe('Calendar: peak periods (issue #16)', () => {
  it('marks the nights of a peak period, a rotation in this year’s occurrence with its household, and has a legend line', async () => {
    stubApi({
      ...cabinReads('owner'),
      'GET /api/bookings': json(200, []),
      'GET /api/peak-periods': json(200, {
        peakPeriods: [
          christmas,
          peakPeriodOf({ name: 'Late autumn', firstNight: '2026-11-27', lastNight: '2026-11-28' }),
        ],
      }),
      'GET /api/fair-share': json(200, fairShareOf()),
    });
    renderSignedIn(<CalendarSection />, { user: kariInFjellhytta, path: '/calendar' });
    await waitFor(() => expect(screen.getByTestId('day-2026-11-20').dataset.peak).toBe('true'));
    await waitFor(() =>
      expect(screen.getByTestId('day-2026-11-22').getAttribute('title')).toBe(
        'Peak period: Christmas, Per Berg',
      ),
    );
    expect(screen.getByTestId('day-2026-11-22').getAttribute('aria-label')).toContain(
      'Peak period: Christmas, Per Berg',
    );
    expect(screen.getByTestId('day-2026-11-23').dataset.peak).toBeUndefined();
    expect(screen.getByTestId('day-2026-11-28').getAttribute('title')).toBe('Peak period: Late autumn');
    expect(screen.getByTestId('day-2026-11-29').dataset.peak).toBeUndefined();
    expect(within(screen.getByTestId('calendar-legend')).getByText('Peak period')).toBeDefined();
  });

  it('has no peak legend line without peak periods', async () => {
    stubApi({
      ...cabinReads('owner'),
      'GET /api/bookings': json(200, []),
      'GET /api/peak-periods': json(200, { peakPeriods: [] }),
    });
    renderSignedIn(<CalendarSection />, { user: kariInFjellhytta, path: '/calendar' });
    expect(await screen.findByTestId('legend-today')).toBeDefined();
    expect(screen.queryByTestId('legend-peak')).toBeNull();
  });
});
