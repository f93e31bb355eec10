import type { Booking } from '@shared/schemas/bookings';
import type { BookingViewer } from './use-booking-viewer';

/** The owner edits any booking; everyone else only their own (product section 6). */
export function canEditBooking(booking: Pick<Booking, 'userId'>, viewer: BookingViewer): boolean {
  return viewer.role === 'owner' || booking.userId === viewer.userId;
}

/**
 * The owner and admins approve or decline pending bookings (docs/decisions/005), never an admin
 * their own: it waits for the owner or another admin (issue #13).
 */
export function canDecideBooking(
  booking: Pick<Booking, 'status' | 'userId'>,
  viewer: BookingViewer,
): boolean {
  if (booking.status !== 'pending') return false;
  return viewer.role === 'owner' || (viewer.role === 'admin' && booking.userId !== viewer.userId);
}

export type BookingClickAction = 'decide' | 'edit' | 'view';

/**
 * What clicking a booking opens (product section 2, Visit log): the approve/decline dialog for the
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
