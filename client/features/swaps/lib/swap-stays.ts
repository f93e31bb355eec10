import type { Booking } from '@shared/schemas/bookings';

// Which stays can be swapped (decision 059): approved ones that have not started. The server
// decides; the client offers only what can work.

const swappable = (booking: Booking, today: string) =>
  booking.status === 'approved' && booking.startDate > today;

/** The viewer's own stays that can be offered, soonest first (the list is sorted already). */
export function ownSwappableStays(bookings: readonly Booking[], viewerId: string, today: string): Booking[] {
  return bookings.filter((booking) => booking.userId === viewerId && swappable(booking, today));
}

/** Others' stays the viewer may ask for. */
export function otherSwappableStays(
  bookings: readonly Booking[],
  viewerId: string,
  today: string,
): Booking[] {
  return bookings.filter((booking) => booking.userId !== viewerId && swappable(booking, today));
}

/** Whether a swap could be offered for `booking`, someone else's stay. */
export function canOfferSwapFor(
  booking: Booking,
  bookings: readonly Booking[],
  viewerId: string,
  today: string,
) {
  return (
    booking.userId !== viewerId &&
    swappable(booking, today) &&
    ownSwappableStays(bookings, viewerId, today).length > 0
  );
}
