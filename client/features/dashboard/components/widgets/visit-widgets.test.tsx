import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { bookingOf } from '@/test/booking-fixtures';
import { kariInFjellhytta, ola, per } from '@/test/cabin-fixtures';
import { callsTo, json, type StubRoutes } from '@/test/fetch-stub';
import { fixClockAt } from '@/test/fixed-clock';
import { renderWithApi } from '@/test/render-signed-in';
import { CompactCalendarWidget } from './compact-calendar-widget';
import { NextVisitWidget } from './next-visit-widget';

// Wednesday 18 November 2026, 00:30 in Oslo (still the 17th in UTC): "today" is the 18th.
const NOW = new Date('2026-11-17T23:30:00Z');

const karisOngoing = bookingOf('karis-ongoing', '2026-11-17', '2026-11-19');
const olasStay = bookingOf('olas-stay', '2026-11-20', '2026-11-23', { by: ola });
const persRequest = bookingOf('pers-request', '2026-11-25', '2026-11-27', { by: per, status: 'pending' });
const karisDeclined = bookingOf('karis-declined', '2026-11-28', '2026-11-30', { status: 'declined' });
const karisDecember = bookingOf('karis-december', '2026-12-01', '2026-12-04', { children: 1 });
const karisChristmas = bookingOf('karis-christmas', '2026-12-22', '2026-12-26');
const bookings = [karisOngoing, olasStay, persRequest, karisDeclined, karisDecember, karisChristmas];

const renderWidget = (widget: React.JSX.Element, routes: StubRoutes) =>
  renderWithApi(widget, routes, { user: kariInFjellhytta });

fixClockAt(NOW);

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('my-next-visit and next-visit', () => {
  it("my-next-visit: Kari's next approved stay, skipping the one that started yesterday and ends tomorrow", async () => {
    renderWidget(<NextVisitWidget mine />, { 'GET /api/bookings': json(200, bookings) });
    const stay = await screen.findByTestId('upcoming-stay');
    expect(stay.dataset.bookingId).toBe('karis-december');
    expect(within(stay).getByTestId('upcoming-stay-when').textContent).toBe('In 13 days');
    expect(within(stay).getByTestId('upcoming-stay-dates').textContent).toBe('1 Dec 2026 – 4 Dec 2026');
    expect(within(stay).getByText('3 nights')).toBeDefined();
    expect(within(stay).getByText('2 adults, 1 child')).toBeDefined();
    expect(within(stay).queryByTestId('upcoming-stay-booker')).toBeNull();
    expect(within(stay).getByRole('link', { name: 'Open the calendar' }).getAttribute('href')).toBe(
      '/calendar',
    );
  });

  it("next-visit: anyone's next approved stay, with who booked it", async () => {
    renderWidget(<NextVisitWidget mine={false} />, { 'GET /api/bookings': json(200, bookings) });
    const stay = await screen.findByTestId('upcoming-stay');
    expect(stay.dataset.bookingId).toBe('olas-stay');
    expect(within(stay).getByTestId('upcoming-stay-when').textContent).toBe('In 2 days');
    expect(within(stay).getByTestId('upcoming-stay-booker').textContent).toBe('Booked by Ola Hansen');
  });

  it('says today and tomorrow, and marks the user’s own stay in next-visit', async () => {
    const first = renderWidget(<NextVisitWidget mine={false} />, {
      'GET /api/bookings': json(200, [bookingOf('today', '2026-11-18', '2026-11-20')]),
    });
    expect((await screen.findByTestId('upcoming-stay-when')).textContent).toBe('Starts today');
    expect(screen.getByTestId('upcoming-stay-booker').textContent).toBe('Booked by Kari Nordmann (you)');
    first.unmount();

    renderWidget(<NextVisitWidget mine />, {
      'GET /api/bookings': json(200, [bookingOf('tomorrow', '2026-11-19', '2026-11-20')]),
    });
    expect((await screen.findByTestId('upcoming-stay-when')).textContent).toBe('Starts tomorrow');
    expect(screen.getByText('1 night')).toBeDefined();
  });

  it('is empty, with a way to book, when only pending, declined, past or ongoing stays exist', async () => {
    renderWidget(<NextVisitWidget mine />, {
      'GET /api/bookings': json(200, [karisOngoing, persRequest, karisDeclined, olasStay]),
    });
    expect(await screen.findByText('You have no upcoming approved stays.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Book a stay' }).getAttribute('href')).toBe('/calendar');
  });

  it('next-visit is empty when nobody has an approved stay coming', async () => {
    renderWidget(<NextVisitWidget mine={false} />, { 'GET /api/bookings': json(200, [persRequest]) });
    expect(await screen.findByText('No approved stays are coming up.')).toBeDefined();
  });

  it('shows a loading state, then an error with Try again that loads the bookings', async () => {
    let fail = true;
    let release: () => void = () => {};
    const { calls } = renderWidget(<NextVisitWidget mine />, {
      'GET /api/bookings': () =>
        fail
          ? new Promise<Response>((resolve) => {
              release = () => resolve(json(503, { message: 'The database is restarting' }));
            })
          : json(200, bookings),
    });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the bookings.');
    expect(alert.textContent).toContain('The database is restarting');

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('upcoming-stay')).dataset.bookingId).toBe('karis-december');
    expect(callsTo(calls, 'GET /api/bookings')).toHaveLength(2);
  });

  it('is Norwegian in Norwegian', async () => {
    await changeLanguage('no');
    renderWidget(<NextVisitWidget mine />, { 'GET /api/bookings': json(200, bookings) });
    expect((await screen.findByTestId('upcoming-stay-when')).textContent).toBe('Om 13 dager');
    expect(screen.getByTestId('upcoming-stay-dates').textContent).toBe('1. des. 2026 – 4. des. 2026');
    expect(screen.getByText('3 netter')).toBeDefined();
    expect(screen.getByText('2 voksne, 1 barn')).toBeDefined();
  });
});

describe('compact-calendar', () => {
  const cell = (date: string) => screen.getByTestId(`preview-day-${date}`);
  const loaded = () => screen.findByTestId('compact-calendar');

  it('shows four weeks from this Monday with their ISO week numbers, Monday first', async () => {
    renderWidget(<CompactCalendarWidget />, { 'GET /api/bookings': json(200, bookings) });
    const table = await loaded();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['47', '48', '49', '50']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Wk', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    const days = [...table.querySelectorAll<HTMLElement>('[data-testid^="preview-day-"]')];
    expect(days).toHaveLength(28);
    expect(days[0]?.dataset.testid).toBe('preview-day-2026-11-16');
    expect(days.at(-1)?.dataset.testid).toBe('preview-day-2026-12-13');
    expect(screen.queryByTestId('preview-day-2026-12-22')).toBeNull();
    expect(table.querySelector('caption')?.textContent).toContain('16 Nov 2026 – 13 Dec 2026');
  });

  it('colours nights by status and rings today, with the stay that started yesterday on today', async () => {
    renderWidget(<CompactCalendarWidget />, { 'GET /api/bookings': json(200, bookings) });
    await loaded();
    const statuses = (dates: string[]) => dates.map((date) => cell(date).dataset.status ?? 'free');
    // Kari's stay 17-19 Nov takes the nights of the 17th and 18th; she leaves on the 19th.
    expect(statuses(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'])).toEqual([
      'free',
      'approved',
      'approved',
      'free',
    ]);
    expect(statuses(['2026-11-20', '2026-11-22', '2026-11-23'])).toEqual(['approved', 'approved', 'free']);
    expect(statuses(['2026-11-25', '2026-11-26', '2026-11-27'])).toEqual(['pending', 'pending', 'free']);
    expect(statuses(['2026-11-28', '2026-11-29', '2026-11-30'])).toEqual(['declined', 'declined', 'free']);
    expect(statuses(['2026-12-01', '2026-12-03', '2026-12-04'])).toEqual(['approved', 'approved', 'free']);

    expect(cell('2026-11-18').dataset.today).toBe('true');
    expect(cell('2026-11-18').className).toContain('ring-2');
    expect(document.querySelectorAll('[data-today="true"]')).toHaveLength(1);
    expect(cell('2026-11-18').className).toContain('bg-green-200');
    expect(cell('2026-11-25').className).toContain('bg-amber-200');
    expect(cell('2026-11-28').className).toContain('bg-red-100');

    expect(cell('2026-11-18').textContent).toContain(
      'Wednesday 18 November 2026, approved: Kari Nordmann (today)',
    );
    expect(cell('2026-11-25').textContent).toContain(
      'Wednesday 25 November 2026, pending approval: Per Berg',
    );
    expect(cell('2026-11-19').textContent).toContain(
      'Thursday 19 November 2026, available, Kari Nordmann leaves',
    );
    expect(screen.getByTestId('calendar-legend').textContent).toBe('ApprovedPendingDeclinedToday');
  });

  it('shows every day free without bookings, and fails with Try again', async () => {
    const first = renderWidget(<CompactCalendarWidget />, { 'GET /api/bookings': json(200, []) });
    await loaded();
    expect(document.querySelectorAll('[data-status]')).toHaveLength(0);
    first.unmount();

    renderWidget(<CompactCalendarWidget />, { 'GET /api/bookings': json(404, { message: 'Not found' }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('is Norwegian in Norwegian', async () => {
    await changeLanguage('no');
    renderWidget(<CompactCalendarWidget />, { 'GET /api/bookings': json(200, bookings) });
    const table = await loaded();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Uke', 'ma', 'ti', 'on', 'to', 'fr', 'lø', 'sø']);
    expect(cell('2026-11-18').textContent).toContain(
      'onsdag 18. november 2026, godkjent: Kari Nordmann (i dag)',
    );
    await waitFor(() => expect(screen.getByTestId('legend-pending').textContent).toBe('Venter'));
  });
});
