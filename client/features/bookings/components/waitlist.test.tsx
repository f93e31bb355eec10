import type { User } from '@shared/schemas/auth';
import { OVERLAP_MESSAGE } from '@shared/schemas/bookings';
import type { WaitlistEntry } from '@shared/schemas/waitlist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, kariInFjellhytta as kari, ola, per } from '@/test/cabin-fixtures';
import { callsTo, json, type StubRoutes, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { BookingDialog } from './booking-dialog';
import { WaitlistCard } from './waitlist-card';

// The waitlist in the client (issue #40, decision 058): offered where a request finds the nights
// taken, and the cabin's list under the calendar, in both languages.

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const reads = (role: 'owner' | 'admin' | 'member'): StubRoutes => ({
  ...cabinReads(role),
  'GET /api/bookings': json(200, []),
  'GET /api/bookings/pending': json(200, []),
});
const taken = json(409, { message: OVERLAP_MESSAGE, code: 'dates_already_booked' });
const entryOf = (id: string, by: User, startDate: string, endDate: string): WaitlistEntry => ({
  id,
  startDate,
  endDate,
  createdAt: '2026-11-20T10:00:00.000Z',
  user: { id: by.id, fullName: by.fullName, displayName: null },
});

async function requestTakenNights(routes: StubRoutes, labels: { start: string; end: string; send: string }) {
  const { calls } = stubApi({ ...reads('member'), 'POST /api/bookings': taken, ...routes });
  renderSignedIn(<BookingDialog open onOpenChange={vi.fn()} />, { user: per });
  const user = userEvent.setup();
  const dialog = screen.getByTestId('booking-dialog');
  await user.type(within(dialog).getByLabelText(labels.start), '2026-12-20');
  await user.type(within(dialog).getByLabelText(labels.end), '2026-12-22');
  await user.click(screen.getByRole('button', { name: labels.send }));
  return { user, calls, alert: await screen.findByRole('alertdialog') };
}

describe('the waitlist offered for taken nights', () => {
  it('shows the overlap text and puts the member on the waitlist for the same nights', async () => {
    const { user, calls, alert } = await requestTakenNights(
      { 'POST /api/waitlist': json(201, entryOf('w1', per, '2026-12-20', '2026-12-22')) },
      { start: 'Start date', end: 'End date', send: 'Request booking' },
    );
    expect(within(alert).getByRole('heading', { name: 'Date already booked' })).toBeDefined();
    expect(
      within(alert).getByText('Cannot book dates that are already reserved or pending approval'),
    ).toBeDefined();
    await user.click(within(alert).getByRole('button', { name: 'Put me on the waitlist' }));
    expect((await within(alert).findByRole('status')).textContent).toBe(
      'You are on the waitlist for 20 Dec 2026 – 22 Dec 2026.',
    );
    expect(callsTo(calls, 'POST /api/waitlist').map((call) => call.body)).toEqual([
      { startDate: '2026-12-20', endDate: '2026-12-22' },
    ]);
    expect(within(alert).queryByRole('button', { name: 'Put me on the waitlist' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says it in Norwegian', async () => {
    await changeLanguage('no');
    const { user, alert } = await requestTakenNights(
      { 'POST /api/waitlist': json(201, entryOf('w1', per, '2026-12-20', '2026-12-22')) },
      { start: 'Startdato', end: 'Sluttdato', send: 'Send forespørsel' },
    );
    await user.click(within(alert).getByRole('button', { name: 'Sett meg på venteliste' }));
    expect((await within(alert).findByRole('status')).textContent).toBe(
      'Du står på ventelisten for 20. des. 2026 – 22. des. 2026.',
    );
  });

  it("shows the server's refusal in place, in the member's language", async () => {
    await changeLanguage('no');
    const { user, alert } = await requestTakenNights(
      { 'POST /api/waitlist': json(409, { message: 'Already', code: 'already_on_waitlist' }) },
      { start: 'Startdato', end: 'Sluttdato', send: 'Send forespørsel' },
    );
    await user.click(within(alert).getByRole('button', { name: 'Sett meg på venteliste' }));
    expect((await within(alert).findByRole('alert')).textContent).toBe(
      'Du står allerede på ventelisten for disse nettene.',
    );
  });
});

describe('the waitlist card', () => {
  const entries = [
    entryOf('w-ola', ola, '2026-12-20', '2026-12-22'),
    entryOf('w-per', per, '2026-12-21', '2026-12-24'),
  ];

  function renderCard(user: User, role: 'owner' | 'admin' | 'member', list = entries) {
    const api = stubApi({
      ...reads(role),
      'GET /api/waitlist': json(200, list),
      'DELETE /api/waitlist/w-per': json(200, { message: 'Removed from the waitlist' }),
    });
    renderSignedIn(<WaitlistCard />, { user });
    return api;
  }

  it('lists who waits for which nights, oldest first, with a remove button on the own entry only', async () => {
    const { calls } = renderCard(per, 'member');
    const card = await screen.findByTestId('waitlist-card');
    expect(within(card).getByRole('heading', { name: 'Waitlist' })).toBeDefined();
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '20 Dec 2026 – 22 Dec 2026Ola Hansen',
      '21 Dec 2026 – 24 Dec 2026Per Berg',
    ]);
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Remove Per Berg from the waitlist for 21 Dec 2026 – 24 Dec 2026']),
    );
    await userEvent.setup().click(within(card).getByRole('button'));
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/waitlist/w-per')).toHaveLength(1));
  });

  it('gives the owner a remove button on every entry, in Norwegian', async () => {
    await changeLanguage('no');
    renderCard(kari, 'owner');
    const card = await screen.findByTestId('waitlist-card');
    expect(within(card).getByRole('heading', { name: 'Venteliste' })).toBeDefined();
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual([
        'Fjern Ola Hansen fra ventelisten for 20. des. 2026 – 22. des. 2026',
        'Fjern Per Berg fra ventelisten for 21. des. 2026 – 24. des. 2026',
      ]),
    );
  });

  it('shows nothing while nobody waits', async () => {
    const { calls } = renderCard(per, 'member', []);
    await waitFor(() => expect(callsTo(calls, 'GET /api/waitlist')).toHaveLength(1));
    expect(screen.queryByTestId('waitlist-card')).toBeNull();
  });
});
