import type { Booking } from '@shared/schemas/bookings';
import type { Cabin } from '@shared/schemas/cabins';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { bookingOf } from '@/test/booking-fixtures';
import { cabinReads, kariInFjellhytta, ola, per } from '@/test/cabin-fixtures';
import { callsTo, json, stubApi } from '@/test/fetch-stub';
import { kari } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { CalendarSection } from './calendar-section';

// Monday 16 November 2026, 10:00 in Oslo: "today" for every test.
const NOW = new Date('2026-11-16T09:00:00Z');

const karisStay = bookingOf('b-kari', '2026-11-20', '2026-11-23');
const olasRequest = bookingOf('b-ola', '2026-11-25', '2026-11-27', { by: ola, status: 'pending' });
const persDeclined = bookingOf('b-per', '2026-11-17', '2026-11-19', { by: per, status: 'declined' });
const olasChristmas = bookingOf('b-ola-xmas', '2026-12-22', '2026-12-27', { by: ola });
const karisPast = bookingOf('b-kari-past', '2026-11-02', '2026-11-05');
const karisNewYear = bookingOf('b-kari-ny', '2026-12-30', '2027-01-02');
const karisPending = bookingOf('b-kari-pending', '2027-02-10', '2027-02-12', { status: 'pending' });
const allBookings = [
  karisPast,
  persDeclined,
  karisStay,
  olasRequest,
  olasChristmas,
  karisNewYear,
  karisPending,
];

function renderCalendar({
  role = 'owner',
  bookings = allBookings,
}: {
  role?: Cabin['role'];
  bookings?: Booking[];
} = {}) {
  const api = stubApi({ ...cabinReads(role), 'GET /api/bookings': json(200, bookings) });
  const user = role === 'owner' ? kariInFjellhytta : { ...kariInFjellhytta, isOwner: false };
  const rendered = renderSignedIn(<CalendarSection />, { user, path: '/calendar' });
  return { ...rendered, ...api };
}

/** Waits until the bookings are on the grid. */
const loaded = () =>
  waitFor(() => expect(screen.getByTestId('day-2026-11-20').dataset.status).toBe('approved'));

const day = (date: string) => screen.getByTestId(`day-${date}`);
const title = () => screen.getByTestId('calendar-month-title').textContent;
const weekNumbers = () => screen.getAllByRole('rowheader').map((header) => Number(header.textContent));
const selectedDays = () =>
  [...document.querySelectorAll<HTMLElement>('[data-selected="true"]')].map((cell) => cell.dataset.date);

const mouse = (x = 0) => ({ pointerId: 1, pointerType: 'mouse', button: 0, clientX: x, clientY: 0 });
const touch = (x = 100, y = 100) => ({
  pointerId: 5,
  pointerType: 'touch',
  button: 0,
  clientX: x,
  clientY: y,
});

/** The booking dialog's dates. */
async function dialogDates() {
  const dialog = await screen.findByTestId('booking-dialog');
  const value = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
  return { start: value('start-date'), end: value('end-date') };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CalendarSection: month view', () => {
  it('shows the current month, Monday first, with ISO week numbers and today ringed', async () => {
    renderCalendar();
    const section = screen.getByTestId('section-calendar');
    expect(within(section).getByRole('heading', { level: 1 }).textContent).toBe('Booking calendar');
    expect(title()).toBe('November 2026');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Wk', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekNumbers()).toEqual([44, 45, 46, 47, 48, 49]);
    expect(screen.getByTestId('week-2026-10-26')).toBeDefined();

    const today = day('2026-11-16');
    expect(today.dataset.today).toBe('true');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.getAttribute('aria-label')).toContain('(today)');
    expect(document.querySelectorAll('[data-today="true"]')).toHaveLength(1);
    await loaded();
  });

  it('pages across the year end: December 2026 (weeks 49–53), January 2027 (53, 1–4), and back to today', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await loaded();

    await user.click(screen.getByTestId('calendar-next'));
    expect(title()).toBe('December 2026');
    expect(weekNumbers()).toEqual([49, 50, 51, 52, 53]);
    expect(day('2027-01-03').dataset.date).toBe('2027-01-03');

    await user.click(screen.getByTestId('calendar-next'));
    expect(title()).toBe('January 2027');
    expect(weekNumbers()).toEqual([53, 1, 2, 3, 4]);
    expect(screen.getByTestId('week-2026-12-28').textContent).toBe('53');
    expect(screen.getByTestId('week-2027-01-04').textContent).toBe('1');
    // Kari's New Year stay runs over the year end: nights 30 Dec, 31 Dec and 1 Jan.
    expect(day('2026-12-31').dataset.status).toBe('approved');
    expect(day('2027-01-01').dataset.status).toBe('approved');
    expect(day('2027-01-02').dataset.status).toBeUndefined();

    await user.click(screen.getByTestId('calendar-today'));
    expect(title()).toBe('November 2026');

    await user.click(screen.getByTestId('calendar-prev'));
    expect(title()).toBe('October 2026');
    expect(screen.getByTestId('calendar-prev').getAttribute('aria-label')).toBe('Previous month');
    expect(screen.getByTestId('calendar-next').getAttribute('aria-label')).toBe('Next month');
  });

  it('colours the nights [start, end): approved green, pending amber, declined red; the departure day is free', async () => {
    renderCalendar();
    await loaded();
    expect(['2026-11-20', '2026-11-21', '2026-11-22'].map((date) => day(date).dataset.status)).toEqual([
      'approved',
      'approved',
      'approved',
    ]);
    expect(day('2026-11-20').className).toContain('bg-green-200');
    expect(day('2026-11-19').dataset.status).toBeUndefined();
    // Departure day: free, with a half marker.
    expect(day('2026-11-23').dataset.status).toBeUndefined();
    expect(screen.getByTestId('departure-2026-11-23')).toBeDefined();

    expect(day('2026-11-25').dataset.status).toBe('pending');
    expect(day('2026-11-25').className).toContain('bg-amber-200');
    expect(day('2026-11-26').dataset.status).toBe('pending');
    expect(day('2026-11-27').dataset.status).toBeUndefined();

    expect(day('2026-11-17').dataset.status).toBe('declined');
    expect(day('2026-11-17').className).toContain('bg-red-100');
    expect(day('2026-11-18').dataset.status).toBe('declined');
    // A declined request leaves no departure marker.
    expect(screen.queryByTestId('departure-2026-11-19')).toBeNull();

    expect(day('2026-11-20').getAttribute('aria-label')).toBe(
      'Friday 20 November 2026, approved: Kari Nordmann',
    );
    expect(day('2026-11-25').getAttribute('aria-label')).toBe(
      'Wednesday 25 November 2026, pending approval: Ola Hansen',
    );
    expect(day('2026-11-24').getAttribute('aria-label')).toBe('Tuesday 24 November 2026, available');
    expect(day('2026-11-23').getAttribute('aria-label')).toBe(
      'Monday 23 November 2026, available, Kari Nordmann leaves',
    );
  });

  it('has the legend and the subscribe button', async () => {
    renderCalendar();
    const legend = screen.getByTestId('calendar-legend');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Approved', 'Pending', 'Declined', 'Today']);
    const subscribe = screen.getByRole('button', { name: 'Subscribe to calendar' }) as HTMLButtonElement;
    expect(subscribe.disabled).toBe(false);
    await loaded();
  });

  it('asks to create or join a cabin without one, and reads no bookings', async () => {
    const { calls } = stubApi({ 'GET /api/user/cabins': json(200, { cabins: [] }) });
    renderSignedIn(<CalendarSection />, { user: kari, path: '/calendar' });
    expect(screen.getByTestId('calendar-no-cabin')).toBeDefined();
    expect(screen.queryByTestId('calendar-grid')).toBeNull();
    expect(callsTo(calls, 'GET /api/bookings')).toEqual([]);
  });

  it('says so when the bookings cannot be read', async () => {
    stubApi({ ...cabinReads('owner'), 'GET /api/bookings': json(500, { message: 'boom' }) });
    renderSignedIn(<CalendarSection />, { user: kariInFjellhytta, path: '/calendar' });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the bookings.');
  });
});

describe('CalendarSection: in Norwegian', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('names the month, the weekdays and the days in Norwegian', async () => {
    await changeLanguage('no');
    renderCalendar();
    expect(title()).toBe('november 2026');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Uke', 'man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn']);
    await loaded();
    expect(day('2026-11-25').getAttribute('aria-label')).toBe(
      'onsdag 25. november 2026, venter på godkjenning: Ola Hansen',
    );
    expect(day('2026-11-16').getAttribute('aria-label')).toBe('mandag 16. november 2026, ledig (i dag)');
  });
});

describe('CalendarSection: selecting dates', () => {
  it('opens the booking dialog for the nights dragged over with a mouse (departure = last day + 1)', async () => {
    renderCalendar();
    await loaded();
    fireEvent.pointerDown(day('2026-11-16'), mouse());
    fireEvent.pointerMove(day('2026-11-17'), mouse(10));
    fireEvent.pointerMove(day('2026-11-19'), mouse(30));
    expect(selectedDays()).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
    expect(day('2026-11-18').dataset.selected).toBe('true');
    expect(screen.queryByTestId('booking-dialog')).toBeNull();
    fireEvent.pointerUp(day('2026-11-19'), mouse(30));

    expect(await dialogDates()).toEqual({ start: '2026-11-16', end: '2026-11-20' });
    // The selection stays highlighted while the dialog is open.
    expect(selectedDays()).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
  });

  it('stops a drag at the first occupied day', async () => {
    renderCalendar();
    await loaded();
    fireEvent.pointerDown(day('2026-11-18'), mouse());
    fireEvent.pointerMove(day('2026-11-24'), mouse(60));
    expect(selectedDays()).toEqual(['2026-11-18', '2026-11-19']);
    fireEvent.pointerUp(day('2026-11-24'), mouse(60));
    expect(await dialogDates()).toEqual({ start: '2026-11-18', end: '2026-11-20' });
  });

  it('selects one night on a single click, from the departure day of a stay too', async () => {
    renderCalendar();
    await loaded();
    fireEvent.pointerDown(day('2026-11-23'), mouse());
    fireEvent.pointerUp(day('2026-11-23'), mouse());
    expect(await dialogDates()).toEqual({ start: '2026-11-23', end: '2026-11-24' });
  });

  it('closing the dialog clears the selection', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await loaded();
    fireEvent.pointerDown(day('2026-11-24'), mouse());
    fireEvent.pointerUp(day('2026-11-24'), mouse());
    await dialogDates();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('booking-dialog')).toBeNull());
    expect(selectedDays()).toEqual([]);
  });

  it('does not start on a past day or an occupied one', async () => {
    renderCalendar({ role: 'member' });
    await loaded();
    fireEvent.pointerDown(day('2026-11-13'), mouse());
    fireEvent.pointerMove(day('2026-11-16'), mouse(30));
    fireEvent.pointerUp(day('2026-11-16'), mouse(30));
    fireEvent.pointerDown(day('2026-11-25'), mouse());
    expect(selectedDays()).toEqual([]);
    fireEvent.pointerUp(day('2026-11-25'), mouse());
    expect(screen.queryByTestId('booking-dialog')).toBeNull();
  });

  it('opens the dialog for one night with Enter on a free day', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await loaded();
    day('2026-11-24').focus();
    await user.keyboard('{Enter}');
    expect(await dialogDates()).toEqual({ start: '2026-11-24', end: '2026-11-25' });
  });

  it('moves between days with the arrow keys, into the next month', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await loaded();
    expect(day('2026-11-16').tabIndex).toBe(0);
    expect(day('2026-11-17').tabIndex).toBe(-1);
    day('2026-11-16').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('2026-11-17'));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(day('2026-12-08'));
    expect(title()).toBe('December 2026');
  });

  describe('with touch', () => {
    it('selects only after a 500 ms hold, then follows the finger', async () => {
      renderCalendar();
      await loaded();
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      vi.setSystemTime(NOW);

      fireEvent.pointerDown(day('2026-11-23'), touch());
      act(() => vi.advanceTimersByTime(499));
      expect(selectedDays()).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      expect(selectedDays()).toEqual(['2026-11-23']);

      fireEvent.pointerMove(day('2026-11-24'), touch(150));
      fireEvent.pointerMove(day('2026-11-26'), touch(250));
      // Ola's pending request starts on the 25th: the selection stops before it.
      expect(selectedDays()).toEqual(['2026-11-23', '2026-11-24']);
      fireEvent.pointerUp(day('2026-11-26'), touch(250));
      vi.useRealTimers();
      expect(await dialogDates()).toEqual({ start: '2026-11-23', end: '2026-11-25' });
    });

    it('ignores a tap and a scroll', async () => {
      renderCalendar();
      await loaded();
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      vi.setSystemTime(NOW);

      // A tap: lifted before the hold.
      fireEvent.pointerDown(day('2026-11-24'), touch());
      act(() => vi.advanceTimersByTime(200));
      fireEvent.pointerUp(day('2026-11-24'), touch());
      fireEvent.click(day('2026-11-24'), { detail: 1 });
      act(() => vi.advanceTimersByTime(1000));

      // A scroll: the finger moves away before the hold.
      fireEvent.pointerDown(day('2026-11-24'), touch());
      fireEvent.pointerMove(day('2026-11-24'), touch(100, 160));
      act(() => vi.advanceTimersByTime(1000));
      fireEvent.pointerCancel(day('2026-11-24'), touch(100, 160));

      expect(selectedDays()).toEqual([]);
      vi.useRealTimers();
      expect(screen.queryByTestId('booking-dialog')).toBeNull();
    });
  });
});

describe('CalendarSection: opening bookings', () => {
  it('opens an own booking for editing', async () => {
    const user = userEvent.setup();
    renderCalendar({ role: 'member' });
    await loaded();
    await user.click(day('2026-11-21'));
    expect(await dialogDates()).toEqual({ start: '2026-11-20', end: '2026-11-23' });
    expect(screen.getByTestId('booking-delete-button')).toBeDefined();
  });

  it("opens the decision for the owner on a member's pending request", async () => {
    const user = userEvent.setup();
    renderCalendar({ role: 'owner' });
    await loaded();
    await user.click(day('2026-11-26'));
    expect(await screen.findByTestId('decision-dialog')).toBeDefined();
  });

  it("shows a member someone else's booking read-only", async () => {
    const user = userEvent.setup();
    renderCalendar({ role: 'member' });
    await loaded();
    await user.click(day('2026-11-25'));
    expect(await screen.findByTestId('booking-details-dialog')).toBeDefined();
    expect(screen.queryByTestId('booking-dialog')).toBeNull();
  });

  it('opens a booking with Enter too', async () => {
    const user = userEvent.setup();
    renderCalendar({ role: 'owner' });
    await loaded();
    day('2026-11-20').focus();
    await user.keyboard('{Enter}');
    expect(await dialogDates()).toEqual({ start: '2026-11-20', end: '2026-11-23' });
  });
});

describe('CalendarSection: my upcoming stays', () => {
  it("lists the user's own approved stays that have not ended, soonest first", async () => {
    renderCalendar();
    const list = screen.getByTestId('my-upcoming-bookings');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.dataset.testid),
    ).toEqual(['upcoming-booking-b-kari', 'upcoming-booking-b-kari-ny']);
    expect(within(list).getByTestId('upcoming-booking-b-kari').textContent).toContain('3 nights');
  });

  it('says when there is nothing coming up', async () => {
    renderCalendar({ bookings: [olasRequest, karisPast] });
    await waitFor(() => expect(day('2026-11-25').dataset.status).toBe('pending'));
    expect(screen.getByTestId('my-upcoming-empty').textContent).toBe('You have no upcoming approved stays.');
  });

  it('opens a stay from the list', async () => {
    const user = userEvent.setup();
    renderCalendar({ role: 'member' });
    await loaded();
    await user.click(screen.getByTestId('upcoming-booking-b-kari-ny'));
    expect(await dialogDates()).toEqual({ start: '2026-12-30', end: '2027-01-02' });
  });
});
