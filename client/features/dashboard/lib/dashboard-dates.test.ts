import { describe, expect, it } from 'vitest';
import { bookingOf } from '@/test/booking-fixtures';
import { ola } from '@/test/cabin-fixtures';
import { nextApprovedBooking, previewWeeks } from './dashboard-dates';

// "Today" at the cabin for these tests: Wednesday 18 November 2026.
const TODAY = '2026-11-18';

describe('nextApprovedBooking', () => {
  const ongoing = bookingOf('ongoing', '2026-11-17', '2026-11-19');
  const endedToday = bookingOf('ended-today', '2026-11-15', '2026-11-18');
  const startsToday = bookingOf('starts-today', '2026-11-18', '2026-11-20', { by: ola });
  const olasLater = bookingOf('olas-later', '2026-11-25', '2026-11-27', { by: ola });
  const karisLater = bookingOf('karis-later', '2026-12-01', '2026-12-03');
  const karisPending = bookingOf('karis-pending', '2026-11-20', '2026-11-22', { status: 'pending' });
  const karisDeclined = bookingOf('karis-declined', '2026-11-19', '2026-11-21', { status: 'declined' });

  it('skips a stay that started yesterday and ends tomorrow: it is not a next visit', () => {
    expect(nextApprovedBooking([ongoing, karisLater], TODAY, 'u1')?.id).toBe('karis-later');
    expect(nextApprovedBooking([ongoing], TODAY)).toBeNull();
  });

  it('counts a stay that starts today, and not one that ended today', () => {
    expect(nextApprovedBooking([endedToday, olasLater, startsToday], TODAY)?.id).toBe('starts-today');
  });

  it('takes only approved stays', () => {
    expect(nextApprovedBooking([karisPending, karisDeclined, karisLater], TODAY, 'u1')?.id).toBe(
      'karis-later',
    );
    expect(nextApprovedBooking([karisPending, karisDeclined], TODAY)).toBeNull();
  });

  it("mine: only the user's own; overall: anyone's, soonest first", () => {
    const bookings = [karisLater, olasLater, startsToday];
    expect(nextApprovedBooking(bookings, TODAY, 'u1')?.id).toBe('karis-later');
    expect(nextApprovedBooking(bookings, TODAY)?.id).toBe('starts-today');
    expect(nextApprovedBooking(bookings, TODAY, 'u2')?.id).toBe('starts-today');
  });

  it('is the same whatever order the list comes in', () => {
    const a = bookingOf('a', '2026-11-20', '2026-11-22');
    const b = bookingOf('b', '2026-11-20', '2026-11-21', { by: ola });
    expect(nextApprovedBooking([a, b], TODAY)?.id).toBe('b');
    expect(nextApprovedBooking([b, a], TODAY)?.id).toBe('b');
  });
});

describe('previewWeeks', () => {
  it('covers four weeks from the Monday of this week, Monday to Sunday, with ISO week numbers', () => {
    const weeks = previewWeeks(TODAY);
    expect(weeks.map((row) => row.week)).toEqual([47, 48, 49, 50]);
    expect(weeks[0]?.days).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(weeks.at(-1)?.days.at(-1)).toBe('2026-12-13');
  });

  it('starts on today when today is a Monday, and on the Monday before when it is a Sunday', () => {
    expect(previewWeeks('2026-11-16')[0]?.days[0]).toBe('2026-11-16');
    expect(previewWeeks('2026-11-22')[0]?.days[0]).toBe('2026-11-16');
  });

  it('numbers the weeks across a new year (2026 has a week 53)', () => {
    expect(previewWeeks('2026-12-30').map((row) => row.week)).toEqual([53, 1, 2, 3]);
  });
});
