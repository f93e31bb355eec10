import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cabinReads, kariInFjellhytta } from '@/test/cabin-fixtures';
import { json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { itemOf, warningItemNames } from '@/test/shopping-fixtures';
import { CalendarSection } from './calendar-section';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-16T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CalendarSection: shopping reminder in the booking dialog (product section 5)', () => {
  it('lists 3 of the 5 needed items and "...and 2 more"', async () => {
    const needed = ['Milk', 'Bread', 'Coffee', 'Firewood', 'Candles'].map((name, index) =>
      itemOf(`i${index}`, name, { createdAt: `2026-11-0${9 - index}T12:00:00.000Z` }),
    );
    stubApi({
      ...cabinReads('owner'),
      'GET /api/bookings': json(200, []),
      'GET /api/shopping-items': json(200, needed),
    });
    renderSignedIn(<CalendarSection />, { user: kariInFjellhytta, path: '/calendar' });
    const user = userEvent.setup();
    const day = await screen.findByTestId('day-2026-11-24');
    await waitFor(() => expect(screen.queryByTestId('calendar-loading')).toBeNull());
    day.focus();
    await user.keyboard('{Enter}');
    const warning = await within(await screen.findByTestId('booking-dialog')).findByTestId(
      'shopping-warning',
    );
    expect(warningItemNames(warning)).toEqual(['Milk', 'Bread', 'Coffee']);
    expect(within(warning).getByText('...and 2 more')).toBeDefined();
  });
});
