import { compareCodeUnits } from '@shared/code-unit-order';
import type { Booking } from '@shared/schemas/bookings';

/**
 * "My upcoming stays": the user's own approved bookings that end today or later, soonest first
 * (by start date, then end date).
 */
export function myUpcomingBookings(bookings: readonly Booking[], userId: string, today: string): Booking[] {
  return bookings
    .filter(
      (booking) => booking.userId === userId && booking.status === 'approved' && booking.endDate >= today,
    )
    .sort((a, b) => compareCodeUnits(a.startDate, b.startDate) || compareCodeUnits(a.endDate, b.endDate));
}
