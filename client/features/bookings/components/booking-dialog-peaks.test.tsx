import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, per } from '@/test/cabin-fixtures';
import { fairShareOf, peakPeriodOf } from '@/test/fair-share-fixtures';
import { json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { BookingDialog } from './booking-dialog';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const periods = [
  peakPeriodOf(),
  peakPeriodOf({
    id: 'winter',
    name: 'Winter holiday',
    method: 'cap',
    capNights: 4,
    firstNight: '2027-02-20',
    lastNight: '2027-02-27',
  }),
  peakPeriodOf({
    id: 'xmas',
    name: 'Christmas',
    method: 'rotation',
    firstNight: '2026-12-23',
    lastNight: '2026-12-27',
    rotation: [
      { year: 2026, householdId: 'h1' },
      { year: 2027, householdId: 'member:u3' },
    ],
  }),
];

function renderDialog(range: { startDate: string; endDate: string }, extra = {}) {
  const api = stubApi({
    ...cabinReads('member'),
    'GET /api/bookings': json(200, []),
    'GET /api/peak-periods': json(200, { peakPeriods: periods }),
    'GET /api/fair-share': json(200, fairShareOf('member:u3')),
    ...extra,
  });
  renderSignedIn(<BookingDialog open onOpenChange={vi.fn()} initialRange={range} />, { user: per });
  return api;
}

describe('BookingDialog: peak periods (issue #16)', () => {
  it('says which rule applies to the chosen nights', async () => {
    renderDialog({ startDate: '2027-02-26', endDate: '2027-03-27' });
    const notice = await screen.findByRole('note', { name: 'Peak period rules' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Winter holiday: at most 4 nights per household.',
      'Easter: booking is closed until the draw.',
    ]);
  });

  it('names the household a rotation period is reserved for this year, in Norwegian too', async () => {
    await changeLanguage('no');
    renderDialog({ startDate: '2026-12-27', endDate: '2026-12-29' });
    const notice = await screen.findByRole('note', { name: 'Regler for høysesongen' });
    expect(await within(notice).findByText('Christmas 2026 er satt av til Nordmann.')).toBeDefined();
  });

  it('shows nothing for nights outside the peak periods; the departure day is not a night', async () => {
    renderDialog({ startDate: '2026-12-20', endDate: '2026-12-23' });
    expect(await screen.findByTestId('booking-dialog')).toBeDefined();
    expect(screen.queryByTestId('peak-notice')).toBeNull();
  });

  it('shows a refusal with its code in the user’s language', async () => {
    renderDialog(
      { startDate: '2027-02-20', endDate: '2027-02-26' },
      {
        'POST /api/bookings': json(409, {
          message: 'Your household would have more nights in this peak period than the cap allows',
          code: 'peak_cap_exceeded',
        }),
      },
    );
    const user = userEvent.setup();
    await screen.findByRole('note', { name: 'Peak period rules' });
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(
      await screen.findByText(
        'Your household would have more nights in this peak period than the cap allows',
      ),
    ).toBeDefined();
  });
});
