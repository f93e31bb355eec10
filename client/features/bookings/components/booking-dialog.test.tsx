import type { User } from '@shared/schemas/auth';
import { OVERLAP_MESSAGE } from '@shared/schemas/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { bookingOf } from '@/test/booking-fixtures';
import { cabinReads, kariInFjellhytta as kari, per } from '@/test/cabin-fixtures';
import { callsTo, json, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { warningItemNames } from '@/test/shopping-fixtures';
import { BookingDialog, type BookingDialogProps } from './booking-dialog';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const reads = (role: 'owner' | 'admin' | 'member'): StubRoutes => ({
  ...cabinReads(role),
  'GET /api/bookings': json(200, []),
  'GET /api/bookings/pending': json(200, []),
});

function renderDialog(user: User, routes: StubRoutes, props: Partial<BookingDialogProps> = {}) {
  const { calls } = stubApi(routes);
  const onOpenChange = vi.fn();
  const view = renderSignedIn(<BookingDialog open onOpenChange={onOpenChange} {...props} />, { user });
  return { ...view, calls, onOpenChange };
}

async function fillStay(dates: { start?: string; end?: string }, notes?: string) {
  const user = userEvent.setup();
  const dialog = screen.getByTestId('booking-dialog');
  if (dates.start) await user.type(within(dialog).getByLabelText('Start date'), dates.start);
  if (dates.end) await user.type(within(dialog).getByLabelText('End date'), dates.end);
  if (notes) await user.type(within(dialog).getByLabelText('Special requests'), notes);
  return user;
}

describe('BookingDialog: checks before sending (product section 5)', () => {
  it('asks for both dates and sends nothing', async () => {
    const { calls } = renderDialog(per, reads('member'));
    const user = await fillStay({ start: '2026-12-20' });
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select start and end dates');
    expect(writes(calls)).toEqual([]);
  });

  it('shows "Invalid date range" when the end is not after the start', async () => {
    const { calls } = renderDialog(per, reads('member'));
    const user = await fillStay({ start: '2026-12-20', end: '2026-12-20' });
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByRole('heading', { name: 'Invalid date range' })).toBeDefined();
    expect(within(alert).getByText('End date must be after start date')).toBeDefined();
    expect(writes(calls)).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('booking-dialog')).toBeDefined();
  });

  it('checks the guest counts: adults 1-10, children 0-10', async () => {
    const { calls } = renderDialog(per, reads('member'));
    const user = await fillStay({ start: '2026-12-20', end: '2026-12-22' });
    const adults = screen.getByLabelText('Adults');
    expect((adults as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Children') as HTMLInputElement).value).toBe('0');
    await user.clear(adults);
    await user.type(adults, '11');
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Adults must be a whole number from 1 to 10');
    expect(writes(calls)).toEqual([]);
  });
});

describe('BookingDialog: sending a request', () => {
  it('tells a member the request awaits approval, and closes', async () => {
    const { calls, onOpenChange } = renderDialog(per, {
      ...reads('member'),
      'POST /api/bookings': ({ body }) =>
        json(
          201,
          bookingOf('b1', '2026-12-20', '2026-12-22', { by: per, status: 'pending', ...(body as object) }),
        ),
    });
    const user = await fillStay({ start: '2026-12-20', end: '2026-12-22' }, '  Late arrival ');
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByText('Booking requested')).toBeDefined();
    expect(screen.getByText('20 Dec 2026 – 22 Dec 2026 is awaiting approval.')).toBeDefined();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/bookings',
        body: {
          startDate: '2026-12-20',
          endDate: '2026-12-22',
          adults: 1,
          children: 0,
          notes: 'Late arrival',
        },
      },
    ]);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('tells the owner the booking is confirmed', async () => {
    renderDialog(kari, {
      ...reads('owner'),
      'POST /api/bookings': ({ body }) =>
        json(201, bookingOf('b1', '2026-12-20', '2026-12-22', body as object)),
    });
    const user = await fillStay({ start: '2026-12-20', end: '2026-12-22' });
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Booking confirmed')).toBeDefined();
  });

  it('starts from a given range', async () => {
    renderDialog(per, reads('member'), { initialRange: { startDate: '2027-01-04', endDate: '2027-01-08' } });
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2027-01-04');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2027-01-08');
  });

  it('shows "Date already booked" when the server finds an overlap', async () => {
    const { calls, onOpenChange } = renderDialog(per, {
      ...reads('member'),
      'POST /api/bookings': json(409, { message: OVERLAP_MESSAGE, code: 'dates_already_booked' }),
    });
    const user = await fillStay({ start: '2026-12-20', end: '2026-12-22' });
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByRole('heading', { name: 'Date already booked' })).toBeDefined();
    expect(
      within(alert).getByText('Cannot book dates that are already reserved or pending approval'),
    ).toBeDefined();
    expect(callsTo(calls, 'POST /api/bookings')).toHaveLength(1);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows other failures without the status number, and a long one as the generic text', async () => {
    let answer = json(400, { message: '400: Too far ahead' });
    renderDialog(per, { ...reads('member'), 'POST /api/bookings': () => answer.clone() });
    const user = await fillStay({ start: '2026-12-20', end: '2026-12-22' });
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByText('Too far ahead')).toBeDefined();

    answer = new Response(`<html>${'x'.repeat(200)}</html>`, { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByText('Booking request failed. Please try again.')).toBeDefined();
  });

  it('shows a known error code in the chosen language', async () => {
    renderDialog(per, {
      ...reads('member'),
      'POST /api/bookings': json(400, { message: 'Start date is in the past', code: 'booking_in_past' }),
    });
    const user = await fillStay({ start: '2026-12-20', end: '2026-12-22' });
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByText('Bookings cannot start before today')).toBeDefined();
  });
});

describe('BookingDialog: shopping warning (product section 5)', () => {
  it('lists up to 3 needed items and "...and N more"', async () => {
    renderDialog(per, reads('member'), { neededItems: ['Milk', 'Bread', 'Coffee', 'Firewood', 'Candles'] });
    const warning = screen.getByTestId('shopping-warning');
    expect(warningItemNames(warning)).toEqual(['Milk', 'Bread', 'Coffee']);
    expect(within(warning).getByText('...and 2 more')).toBeDefined();
  });

  it('shows no "more" line for 3 items, and no warning without items', async () => {
    const { unmount } = renderDialog(per, reads('member'), { neededItems: ['Milk', 'Bread', 'Coffee'] });
    expect(within(screen.getByTestId('shopping-warning')).queryByText(/more/)).toBeNull();
    unmount();
    renderDialog(per, reads('member'), { neededItems: [] });
    expect(screen.queryByTestId('shopping-warning')).toBeNull();
  });
});

describe('BookingDialog: editing', () => {
  const mine = bookingOf('b7', '2026-12-20', '2026-12-22', { by: per, notes: 'Sauna' });

  it('saves the changed booking and says when it goes back to pending', async () => {
    const { calls, onOpenChange } = renderDialog(
      per,
      {
        ...reads('member'),
        'PATCH /api/bookings/b7': ({ body }) =>
          json(200, { ...mine, ...(body as object), status: 'pending' }),
      },
      { booking: mine },
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Edit booking' })).toBeDefined();
    expect((screen.getByLabelText('Special requests') as HTMLTextAreaElement).value).toBe('Sauna');
    const end = screen.getByLabelText('End date');
    await user.clear(end);
    await user.type(end, '2026-12-23');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Booking updated')).toBeDefined();
    expect(screen.getByText('The new dates are awaiting approval.')).toBeDefined();
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/api/bookings/b7',
        body: { startDate: '2026-12-20', endDate: '2026-12-23', adults: 2, children: 0, notes: 'Sauna' },
      },
    ]);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows the update failure text', async () => {
    renderDialog(
      per,
      { ...reads('member'), 'PATCH /api/bookings/b7': new Response('', { status: 500 }) },
      { booking: mine },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update booking')).toBeDefined();
  });

  it('deletes only after confirmation', async () => {
    const { calls, onOpenChange } = renderDialog(
      per,
      { ...reads('member'), 'DELETE /api/bookings/b7': json(200, { message: 'Booking deleted' }) },
      { booking: mine },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete booking' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Per Berg, 20 Dec 2026 – 22 Dec 2026/)).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete booking' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete booking' }),
    );
    expect(await screen.findByText('Booking deleted')).toBeDefined();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/api/bookings/b7', body: undefined }]);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows the delete failure text', async () => {
    renderDialog(
      per,
      { ...reads('member'), 'DELETE /api/bookings/b7': new Response('', { status: 500 }) },
      { booking: mine },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete booking' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete booking' }),
    );
    expect(await screen.findByText('Failed to delete booking')).toBeDefined();
  });
});

describe('BookingDialog in Norwegian', () => {
  it('has Norwegian labels and the spec texts', async () => {
    await changeLanguage('no');
    renderDialog(per, reads('member'));
    for (const label of ['Startdato', 'Sluttdato', 'Voksne', 'Barn', 'Spesielle ønsker']) {
      expect(screen.getByLabelText(label)).toBeDefined();
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send forespørsel' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Vennligst velg start- og sluttdato');
  });
});
