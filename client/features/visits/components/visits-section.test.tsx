import type { User } from '@shared/schemas/auth';
import type { Booking } from '@shared/schemas/bookings';
import type { Visit } from '@shared/schemas/visits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { bookingOf, visitOf } from '@/test/booking-fixtures';
import { cabinReads, kariInFjellhytta as kari, ola, per } from '@/test/cabin-fixtures';
import { json, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { kari as kariWithoutCabin } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { itemOf, warningItemNames } from '@/test/shopping-fixtures';
import { VisitsSection } from './visits-section';

// "Today" at the cabin is 10 December 2026 (Europe/Oslo).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const bookings: Booking[] = [
  bookingOf('ended', '2026-11-01', '2026-11-05'),
  bookingOf('ends-yesterday', '2026-12-05', '2026-12-09', { by: per }),
  bookingOf('ends-today', '2026-12-08', '2026-12-10', { by: ola }),
  bookingOf('future', '2027-01-02', '2027-01-06', { by: per }),
  bookingOf('pending', '2026-12-20', '2026-12-22', { status: 'pending', by: per, notes: 'Late arrival' }),
  bookingOf('declined-a', '2026-12-12', '2026-12-14', { status: 'declined', by: ola }),
  bookingOf('declined-b', '2027-02-01', '2027-02-03', { status: 'declined', by: per }),
];
const visits: Visit[] = [
  visitOf('v-old', '2026-06-01', '2026-06-03', { by: per, message: 'Lovely weekend' }),
  visitOf('v-new', '2026-11-20', '2026-11-21', { by: ola, visitorName: 'Ola and friends' }),
];

const reads = (role: 'owner' | 'admin' | 'member', data = { bookings, visits }): StubRoutes => ({
  ...cabinReads(role),
  'GET /api/bookings': json(200, data.bookings),
  'GET /api/bookings/pending': json(
    200,
    data.bookings.filter((booking) => booking.status === 'pending'),
  ),
  'GET /api/visits': json(200, data.visits),
});

function renderSection(user: User, routes: StubRoutes) {
  const { calls } = stubApi(routes);
  const view = renderSignedIn(<VisitsSection />, { user, path: '/visits' });
  return { ...view, calls };
}

const rowIds = (section: HTMLElement) =>
  within(section)
    .getAllByRole('button')
    .map((button) => button.dataset.testid)
    .filter((id) => id?.startsWith('booking-') || id?.startsWith('visit-'));

describe('Visit log: sections (product section 2)', () => {
  it('shows the empty state when there are no bookings and no visits', async () => {
    renderSection(per, reads('member', { bookings: [], visits: [] }));
    expect(await screen.findByTestId('visits-empty')).toBeDefined();
    expect(screen.getByTestId('book-button').textContent).toBe('Book');
    expect(screen.getByRole('button', { name: 'Log a visit' })).toBeDefined();
    expect(screen.queryByTestId('current-bookings')).toBeNull();
  });

  it('sorts each section newest start first, with the completed rule on the cabin date', async () => {
    renderSection(per, reads('member'));
    const current = await screen.findByTestId('current-bookings');
    expect(rowIds(current)).toEqual(['booking-future', 'booking-pending', 'booking-ends-today']);

    const completed = screen.getByTestId('completed-visits');
    expect(within(completed).getByTestId('section-count').textContent).toBe('4');
    expect(rowIds(completed)).toEqual([
      'booking-ends-yesterday',
      'visit-v-new',
      'booking-ended',
      'visit-v-old',
    ]);

    const declined = screen.getByTestId('declined-bookings');
    expect(within(declined).getByTestId('section-count').textContent).toBe('2');
    expect(rowIds(declined)).toEqual([]);
    await userEvent.setup().click(within(declined).getByRole('button', { name: /Declined bookings/ }));
    expect(rowIds(declined)).toEqual(['booking-declined-b', 'booking-declined-a']);
  });

  it('collapses completed visits', async () => {
    renderSection(per, reads('member'));
    const completed = await screen.findByTestId('completed-visits');
    const toggle = within(completed).getByRole('button', { name: /Completed visits/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(rowIds(completed)).toEqual([]);
  });

  it('marks status: approved, pending, declined and completed', async () => {
    renderSection(per, reads('member'));
    const status = (id: string) =>
      within(screen.getByTestId(`booking-${id}`)).getByTestId('booking-status').dataset.status;
    await screen.findByTestId('current-bookings');
    expect(status('future')).toBe('approved');
    expect(status('pending')).toBe('pending');
    expect(status('ended')).toBe('completed');
    const row = screen.getByTestId('booking-pending');
    expect(within(row).getByText('Per Berg')).toBeDefined();
    expect(within(row).getByText('20 Dec 2026 – 22 Dec 2026')).toBeDefined();
    expect(within(row).getByText('2 adults')).toBeDefined();
    expect(within(row).getByText('Late arrival')).toBeDefined();
  });

  it('asks a user without a cabin to create or join one', async () => {
    renderSection(kariWithoutCabin, {});
    expect(screen.getByTestId('visits-no-cabin')).toBeDefined();
    expect(screen.queryByTestId('book-button')).toBeNull();
  });

  it('shows a load failure', async () => {
    renderSection(per, { ...reads('member'), 'GET /api/visits': json(500, { message: 'Boom' }) });
    expect(await screen.findByText('Could not load the visit log.')).toBeDefined();
  });
});

describe('Visit log: click rules', () => {
  it('opens approve/decline for the owner on a pending booking, and approves', async () => {
    const { calls } = renderSection(kari, {
      ...reads('owner'),
      'PUT /api/bookings/pending/status': ({ body }) => json(200, { ...bookings[4], ...(body as object) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('booking-pending'));
    const dialog = await screen.findByTestId('decision-dialog');
    expect(within(dialog).getByText('Per Berg')).toBeDefined();
    expect(within(dialog).getByText('Late arrival')).toBeDefined();
    await user.type(within(dialog).getByLabelText('Response (optional)'), 'Welcome!');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Booking approved')).toBeDefined();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/bookings/pending/status',
        body: { status: 'approved', responseNotes: 'Welcome!' },
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('decision-dialog')).toBeNull());
  });

  it('lets an admin decline, and shows the status failure text', async () => {
    renderSection(ola, {
      ...reads('admin'),
      'PUT /api/bookings/pending/status': json(500, { message: 'Boom' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('booking-pending'));
    await user.click(
      within(await screen.findByTestId('decision-dialog')).getByRole('button', { name: 'Decline' }),
    );
    expect(await screen.findByText('Failed to update booking status')).toBeDefined();
  });

  it('lets the owner switch from deciding to editing', async () => {
    renderSection(kari, reads('owner'));
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('booking-pending'));
    await user.click(
      within(await screen.findByTestId('decision-dialog')).getByRole('button', { name: 'Edit booking' }),
    );
    const dialog = await screen.findByTestId('booking-dialog');
    expect((within(dialog).getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-12-20');
  });

  it("opens edit for the owner on anyone's booking", async () => {
    renderSection(kari, reads('owner'));
    await userEvent.setup().click(await screen.findByTestId('booking-future'));
    const dialog = await screen.findByTestId('booking-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Edit booking' })).toBeDefined();
    expect(within(dialog).getByText('You are editing the booking of Per Berg.')).toBeDefined();
  });

  it('opens edit for a member on their own booking, pending or not', async () => {
    renderSection(per, reads('member'));
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('booking-pending'));
    expect(await screen.findByTestId('booking-dialog')).toBeDefined();
    expect(screen.queryByTestId('decision-dialog')).toBeNull();
  });

  it("shows someone else's booking read-only to a member", async () => {
    renderSection(per, reads('member'));
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('booking-ends-today'));
    const dialog = await screen.findByTestId('booking-details-dialog');
    expect(within(dialog).getByText('Ola Hansen')).toBeDefined();
    expect(screen.queryByTestId('booking-dialog')).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete booking' })).toBeNull();
  });
});

describe('Visit log: booking and logging visits', () => {
  it('opens the booking dialog from Book', async () => {
    renderSection(per, reads('member'));
    await userEvent.setup().click(await screen.findByTestId('book-button'));
    const dialog = await screen.findByTestId('booking-dialog');
    expect(within(dialog).getByRole('heading', { name: 'New booking' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Request booking' })).toBeDefined();
  });

  it('reminds about the needed shopping items: 3 of 5 and "...and 2 more" (product section 5)', async () => {
    const needed = ['Milk', 'Bread', 'Coffee', 'Firewood', 'Candles'].map((name, index) =>
      itemOf(`i${index}`, name, { createdAt: `2026-12-0${9 - index}T12:00:00.000Z` }),
    );
    renderSection(per, {
      ...reads('member'),
      'GET /api/shopping-items': json(200, [...needed, itemOf('i-done', 'Soap', { completedBy: per })]),
    });
    await userEvent.setup().click(await screen.findByTestId('book-button'));
    const warning = await within(await screen.findByTestId('booking-dialog')).findByTestId(
      'shopping-warning',
    );
    expect(within(warning).getByText('Needed at the cabin')).toBeDefined();
    expect(warningItemNames(warning)).toEqual(['Milk', 'Bread', 'Coffee']);
    expect(within(warning).getByText('...and 2 more')).toBeDefined();
  });

  it('reminds in Norwegian too, and not at all when nothing is needed', async () => {
    await changeLanguage('no');
    const needed = ['Melk', 'Brød', 'Kaffe', 'Ved'].map((name) => itemOf(`i-${name}`, name));
    const { unmount } = renderSection(per, {
      ...reads('member'),
      'GET /api/shopping-items': json(200, needed),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('book-button'));
    const warning = await within(await screen.findByTestId('booking-dialog')).findByTestId(
      'shopping-warning',
    );
    expect(within(warning).getByText('Trengs på hytta')).toBeDefined();
    expect(within(warning).getAllByRole('listitem')).toHaveLength(3);
    expect(within(warning).getByText('...og 1 til')).toBeDefined();
    unmount();

    renderSection(per, {
      ...reads('member'),
      'GET /api/shopping-items': json(200, [itemOf('i-done', 'Såpe', { completedBy: per })]),
    });
    await user.click(await screen.findByTestId('book-button'));
    await screen.findByTestId('booking-dialog');
    expect(screen.queryByTestId('shopping-warning')).toBeNull();
  });

  it("logs a visit with the user's name by default", async () => {
    const { calls } = renderSection(per, {
      ...reads('member'),
      'POST /api/visits': ({ body }) =>
        json(201, { ...visitOf('v9', '2026-12-01', '2026-12-03'), ...(body as object) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('log-visit-button'));
    const dialog = await screen.findByTestId('visit-dialog');
    expect((within(dialog).getByLabelText('Visitor name') as HTMLInputElement).value).toBe('Per Berg');
    await user.click(within(dialog).getByRole('button', { name: 'Log visit' }));
    expect(await within(dialog).findByText('Please select start and end dates')).toBeDefined();

    await user.type(within(dialog).getByLabelText('Start date'), '2026-12-11');
    await user.type(within(dialog).getByLabelText('End date'), '2026-12-12');
    await user.click(within(dialog).getByRole('button', { name: 'Log visit' }));
    expect(await within(dialog).findByText('A visit cannot start in the future')).toBeDefined();
    expect(writes(calls)).toEqual([]);

    const start = within(dialog).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-12-01');
    await user.type(within(dialog).getByLabelText('Message'), 'Fresh snow');
    await user.click(within(dialog).getByRole('button', { name: 'Log visit' }));
    expect(await screen.findByText('Visit logged')).toBeDefined();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/visits',
        body: {
          visitorName: 'Per Berg',
          message: 'Fresh snow',
          startDate: '2026-12-01',
          endDate: '2026-12-12',
          adults: 1,
          children: 0,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('visit-dialog')).toBeNull());
  });

  it("opens one's own visit for editing and deletes it after confirmation", async () => {
    const { calls } = renderSection(per, {
      ...reads('member'),
      'DELETE /api/visits/v-old': json(200, { message: 'Visit deleted' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('visit-v-old'));
    const dialog = await screen.findByTestId('visit-dialog');
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Lovely weekend');
    await user.click(within(dialog).getByRole('button', { name: 'Delete visit' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete visit' }),
    );
    expect(await screen.findByText('Visit deleted')).toBeDefined();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/api/visits/v-old', body: undefined }]);
  });

  it("shows someone else's visit read-only", async () => {
    renderSection(per, reads('member'));
    await userEvent.setup().click(await screen.findByTestId('visit-v-new'));
    const dialog = await screen.findByTestId('visit-details-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Visit: Ola and friends' })).toBeDefined();
    expect(screen.queryByTestId('visit-dialog')).toBeNull();
  });
});
