import type { Booking } from '@shared/schemas/bookings';
import type { BookingViewer } from './use-booking-viewer';

/** The owner edits any booking; everyone else only their own (spec section 6). */
export function canEditBooking(booking: Pick<Booking, 'userId'>, viewer: BookingViewer): boolean {
  return viewer.role === 'owner' || booking.userId === viewer.userId;
}

/** The owner and admins approve or decline pending bookings (docs/decisions/005). */
export function canDecideBooking(booking: Pick<Booking, 'status'>, viewer: BookingViewer): boolean {
  return booking.status === 'pending' && (viewer.role === 'owner' || viewer.role === 'admin');
}

export type BookingClickAction = 'decide' | 'edit' | 'view';

/**
 * What clicking a booking opens (spec section 2, Visit log): the approve/decline dialog for the
 * owner (and admins) on a pending booking; otherwise the edit dialog for one's own booking (the
 * owner: any booking); otherwise read-only details.
 */
export function bookingClickAction(
  booking: Pick<Booking, 'userId' | 'status'>,
  viewer: BookingViewer,
): BookingClickAction {
  if (canDecideBooking(booking, viewer)) return 'decide';
  if (canEditBooking(booking, viewer)) return 'edit';
  return 'view';
}
