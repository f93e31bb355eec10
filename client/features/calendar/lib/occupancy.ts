import { addDays } from '@shared/calendar-dates';
import type { Booking, BookingStatus } from '@shared/schemas/bookings';

/** What the calendar shows on one day. */
export type DayOccupancy = {
  /** The booking whose night this is: an approved one first, then pending, then declined. */
  booking: Booking;
  status: BookingStatus;
  /** Approved and pending nights block a new booking; declined ones do not. */
  blocked: boolean;
};

/** A booking that leaves on a day (its end date), shown as a half marker when the night is free. */
export type DayDeparture = { booking: Booking; status: BookingStatus };

const PRIORITY: Record<BookingStatus, number> = { approved: 0, pending: 1, declined: 2 };

/** True for a status that takes the nights it covers (approved or pending). */
export const isBlockingStatus = (status: BookingStatus) => status !== 'declined';

/**
 * The nights each booking occupies, keyed by date, for the dates from `from` to `to` inclusive.
 * A booking occupies the nights [startDate, endDate): its departure day stays free for the next
 * arrival. When bookings share a night, the approved one wins over pending, and pending over
 * declined.
 */
export function nightsByDate(
  bookings: readonly Booking[],
  from: string,
  to: string,
): Map<string, DayOccupancy> {
  const nights = new Map<string, DayOccupancy>();
  for (const booking of bookings) {
    const first = booking.startDate > from ? booking.startDate : from;
    for (let night = first; night < booking.endDate && night <= to; night = addDays(night, 1)) {
      const current = nights.get(night);
      if (current && PRIORITY[current.status] <= PRIORITY[booking.status]) continue;
      nights.set(night, { booking, status: booking.status, blocked: isBlockingStatus(booking.status) });
    }
  }
  return nights;
}

/** Departure days (end dates) of approved and pending bookings between `from` and `to`. */
export function departuresByDate(
  bookings: readonly Booking[],
  from: string,
  to: string,
): Map<string, DayDeparture> {
  const departures = new Map<string, DayDeparture>();
  for (const booking of bookings) {
    if (!isBlockingStatus(booking.status) || booking.endDate < from || booking.endDate > to) continue;
    const current = departures.get(booking.endDate);
    if (current && PRIORITY[current.status] <= PRIORITY[booking.status]) continue;
    departures.set(booking.endDate, { booking, status: booking.status });
  }
  return departures;
}
