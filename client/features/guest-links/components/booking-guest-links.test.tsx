import type { GuestLink } from '@shared/schemas/guest-links';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { bookingOf } from '@/test/booking-fixtures';
import { cabinReads, ola } from '@/test/cabin-fixtures';
import { json, stubApi, writes } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { BookingGuestLinks } from './booking-guest-links';

// A stay's guest links in the booking's details (issue #41): who sees "Make a guest link", the
// url shown once with Copy and a QR code, and End on the links one may end.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-07-01T09:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const olaStay = bookingOf('b2', '2027-07-05', '2027-07-10', { by: ola });
const link = (overrides: Partial<GuestLink> = {}): GuestLink => ({
  id: 'l1',
  bookingId: 'b2',
  label: 'Besteforeldre',
  includeDoorCode: true,
  language: 'en',
  validFrom: '2027-07-02T22:00:00.000Z',
  validUntil: '2027-07-11T22:00:00.000Z',
  createdBy: 'Ola Hansen',
  createdAt: '2027-07-01T08:00:00.000Z',
  canEnd: true,
  ...overrides,
});

describe("a stay's guest links", () => {
  it('lets the booker make a link, shows its url once with a QR code, and ends a link', async () => {
    const url = `http://localhost:3000/g/${'x'.repeat(43)}`;
    const { calls } = stubApi({
      ...cabinReads('member'),
      'GET /api/bookings/b2/guest-links': json(200, [link()]),
      'POST /api/bookings/b2/guest-links': json(201, {
        id: 'l2',
        url,
        validFrom: '2027-07-02T22:00:00.000Z',
        validUntil: '2027-07-11T22:00:00.000Z',
      }),
      'DELETE /api/guest-links/l1': json(200, { message: 'The guest link is ended' }),
    });
    renderSignedIn(<BookingGuestLinks booking={olaStay} />, { user: ola, path: '/calendar' });
    const user = userEvent.setup();
    const item = await screen.findByTestId('guest-link-item', {}, { timeout: 5000 });
    expect(item.textContent).toContain('Besteforeldre');
    expect(item.textContent).toContain('with door code');

    await user.click(screen.getByRole('button', { name: 'Make a guest link' }));
    const dialog = await screen.findByTestId('guest-link-dialog');
    await user.type(within(dialog).getByLabelText('Name of the link (optional)'), 'Naboen');
    await user.click(within(dialog).getByLabelText('Include the door code'));
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    const shown = await within(dialog).findByTestId('guest-link-url');
    expect((shown as HTMLInputElement).value).toBe(url);
    expect(within(dialog).getByRole('img', { name: 'QR code of the guest link' })).toBeDefined();
    await user.click(within(dialog).getByTestId('guest-link-done'));

    await user.click(screen.getByRole('button', { name: 'End the guest link “Besteforeldre”' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'POST',
          path: '/api/bookings/b2/guest-links',
          body: { includeDoorCode: true, label: 'Naboen' },
        },
        { method: 'DELETE', path: '/api/guest-links/l1', body: undefined },
      ]),
    );
  });

  it("shows another member's stay's links without Make or End (Norwegian)", async () => {
    await changeLanguage('no');
    stubApi({
      ...cabinReads('member'),
      'GET /api/bookings/b1/guest-links': json(200, [link({ bookingId: 'b1', canEnd: false, label: null })]),
    });
    renderSignedIn(<BookingGuestLinks booking={bookingOf('b1', '2027-07-05', '2027-07-10')} />, {
      user: ola,
      path: '/calendar',
    });
    const item = await screen.findByTestId('guest-link-item', {}, { timeout: 5000 });
    expect(item.textContent).toContain('Gjestelenke uten navn');
    expect(screen.queryByRole('button', { name: 'Lag gjestelenke' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Avslutt' })).toBeNull();
  });

  it('shows nothing for a pending stay', async () => {
    const { calls } = stubApi({ ...cabinReads('member') });
    const { container } = renderSignedIn(
      <BookingGuestLinks
        booking={bookingOf('b3', '2027-07-05', '2027-07-10', { by: ola, status: 'pending' })}
      />,
      { user: ola, path: '/calendar' },
    );
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(container.querySelector('[data-testid="booking-guest-links"]')).toBeNull();
    expect(calls.some((call) => call.path.includes('guest-links'))).toBe(false);
  });
});
