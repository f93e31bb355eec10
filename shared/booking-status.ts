import type { Booking } from './schemas/bookings';

/**
 * Approved bookings whose end date has passed (in the cabin's date) show as completed. Outside
 * ./schemas so the client can ask without loading Zod (issue #11).
 */
export function isCompletedBooking(booking: Pick<Booking, 'status' | 'endDate'>, today: string): boolean {
  return booking.status === 'approved' && booking.endDate < today;
}
