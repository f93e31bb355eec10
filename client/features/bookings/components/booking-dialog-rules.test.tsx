import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { bookingOf } from '@/test/booking-fixtures';
import { cabinReads, kariInFjellhytta as kari, per } from '@/test/cabin-fixtures';
import { json, type StubRoutes, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { BookingDecisionDialog } from './booking-decision-dialog';
import { BookingDialog } from './booking-dialog';

// The cabin's booking rules in the booking dialog and the approval (issue #40; decision 057).
// "Now" is Thursday 10 December 2026, midday (UTC), the same day at the cabin.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const RULES = {
  maxDaysAhead: 60,
  minNights: 2,
  maxNights: 7,
  changeoverWeekdays: [5, 6],
  maxUpcomingStays: null,
  bufferNights: 1,
};

const reads = (role: 'owner' | 'member', extra: StubRoutes = {}): StubRoutes => ({
  ...cabinReads(role),
  'GET /api/bookings': json(200, [bookingOf('b1', '2026-12-19', '2026-12-24')]),
  'GET /api/peak-periods': json(200, { peakPeriods: [] }),
  'GET /api/cabin/booking-rules': json(200, RULES),
  ...extra,
});

function renderDialog(range: { startDate: string; endDate: string }, routes: StubRoutes, user = per) {
  const api = stubApi(routes);
  renderSignedIn(<BookingDialog open onOpenChange={vi.fn()} initialRange={range} />, { user });
  return api;
}

describe('BookingDialog: booking rules', () => {
  it('shows a member the rules, one sentence each, and what the chosen days break', async () => {
    renderDialog({ startDate: '2026-12-11', endDate: '2026-12-14' }, reads('member'));
    const hints = await screen.findByRole('note', { name: "The cabin's booking rules" }, { timeout: 5000 });
    expect(
      within(hints)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Stays are booked at most 60 days ahead',
      'Stays are at least 2 nights',
      'Stays are at most 7 nights',
      'Arrival and departure are on Friday or Saturday',
      'At least 1 empty night is kept between two stays',
    ]);
    expect(screen.getByTestId('booking-rules-problem').textContent).toBe(
      'This stay breaks the cabin’s rule “Arrival and departure are on Friday or Saturday” (the departure day).',
    );
    // The date inputs offer only the days the numbers allow.
    const dialog = screen.getByTestId('booking-dialog');
    expect(within(dialog).getByLabelText('Start date').getAttribute('max')).toBe('2027-02-08');
    expect(within(dialog).getByLabelText('End date').getAttribute('min')).toBe('2026-12-13');
    expect(within(dialog).getByLabelText('End date').getAttribute('max')).toBe('2026-12-18');
  });

  it('says them in Norwegian, and the empty night before another stay', async () => {
    await changeLanguage('no');
    renderDialog({ startDate: '2026-12-12', endDate: '2026-12-19' }, reads('member'));
    const hints = await screen.findByRole('note', { name: 'Hyttas bookingregler' }, { timeout: 5000 });
    expect(within(hints).getByText('Opphold er minst 2 netter')).toBeDefined();
    expect(within(hints).getByText('Ankomst og avreise er på fredag eller lørdag')).toBeDefined();
    expect((await screen.findByTestId('booking-rules-problem')).textContent).toBe(
      'Oppholdet bryter hyttas regel «Minst 1 tom natt holdes mellom to opphold».',
    );
  });

  it('shows the server’s refusal in place, in the user’s language', async () => {
    await changeLanguage('no');
    const message = 'Oppholdet bryter hyttas regel «En husstand har høyst 2 kommende opphold».';
    renderDialog(
      { startDate: '2026-12-11', endDate: '2026-12-18' },
      reads('member', { 'POST /api/bookings': json(409, { code: 'too_many_upcoming', message }) }),
    );
    await screen.findByRole('note', { name: 'Hyttas bookingregler' }, { timeout: 5000 });
    expect(screen.queryByTestId('booking-rules-problem')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send forespørsel' }));
    expect((await screen.findByTestId('booking-rules-refusal')).textContent).toBe(message);
    expect(screen.getByTestId('booking-dialog')).toBeDefined();
  });

  it('never flags a stay’s own dates, unchanged, which are not checked again', async () => {
    const own = bookingOf('b2', '2026-12-15', '2026-12-16', { by: per, status: 'pending' });
    stubApi(reads('member'));
    renderSignedIn(<BookingDialog open onOpenChange={vi.fn()} booking={own} />, { user: per });
    await screen.findByRole('note', { name: "The cabin's booking rules" }, { timeout: 5000 });
    expect(screen.queryByTestId('booking-rules-problem')).toBeNull();
  });

  it('shows the owner, who books outside them, no rules', async () => {
    renderDialog({ startDate: '2026-12-11', endDate: '2026-12-12' }, reads('owner'), kari);
    await screen.findByTestId('booking-dialog');
    await screen.findByLabelText('Start date');
    expect(screen.queryByTestId('booking-rules-hints')).toBeNull();
    expect(screen.getByLabelText('Start date').getAttribute('max')).toBeNull();
  });
});

describe('BookingDecisionDialog: the rules a request breaks', () => {
  const request = bookingOf('r1', '2026-12-11', '2026-12-12', { by: per, status: 'pending' });

  it.each([
    ['en', "This request breaks the cabin's booking rules:", 'Stays are at least 2 nights'],
    ['no', 'Denne forespørselen bryter hyttas bookingregler:', 'Opphold er minst 2 netter'],
  ] as const)('says which, in %s, and lets the owner approve anyway', async (language, intro, rule) => {
    await changeLanguage(language);
    stubApi(reads('owner'));
    renderSignedIn(<BookingDecisionDialog open onOpenChange={vi.fn()} booking={request} />, { user: kari });
    const warning = await screen.findByTestId('request-rules-warning', {}, { timeout: 5000 });
    expect(within(warning).getByText(intro)).toBeDefined();
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      // Friday to Saturday keeps the changeover days; one night is too few.
    ).toEqual([rule]);
    expect((screen.getByTestId('approve-button') as HTMLButtonElement).disabled).toBe(false);
  });
});
