import { can } from '@shared/policy';
import type { Booking } from '@shared/schemas/bookings';
import type { BookingViewer } from './use-booking-viewer';

// A booking's facts for the policy (shared/policy.ts), which says who may do what with it.

/** The owner edits any booking; everyone else only their own (product section 6). */
export function canEditBooking(booking: Pick<Booking, 'userId'>, viewer: BookingViewer): boolean {
  return can(viewer.role, 'editEntry', { isAuthor: booking.userId === viewer.userId });
}

/**
 * A pending booking, for someone who decides bookings (docs/decisions/005), and never an admin's
 * own: it waits for the owner or another admin (issue #13).
 */
export function canDecideBooking(
  booking: Pick<Booking, 'status' | 'userId'>,
  viewer: BookingViewer,
): boolean {
  if (booking.status !== 'pending') return false;
  return can(viewer.role, 'decideBooking', { isOwnBooking: booking.userId === viewer.userId });
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
