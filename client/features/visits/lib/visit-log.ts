import { isCompletedBooking } from '@shared/booking-status';
import { compareCodeUnits } from '@shared/code-unit-order';
import { can } from '@shared/policy';
import type { Role } from '@shared/schemas/auth';
import type { Booking } from '@shared/schemas/bookings';
import type { Visit } from '@shared/schemas/visits';

/** An entry of "Completed visits": a logged visit or an approved booking that has ended. */
export type CompletedEntry = { kind: 'visit'; visit: Visit } | { kind: 'booking'; booking: Booking };

export type VisitLog = {
  /** Approved bookings whose end date is not past, plus every pending booking. */
  current: Booking[];
  /** Every logged visit, plus approved bookings that have ended. */
  completed: CompletedEntry[];
  declined: Booking[];
};

type Dated = { startDate: string; endDate: string; createdAt: string };

/** Newest start first; then the later end, then the later entry. */
function newestFirst(a: Dated, b: Dated): number {
  return (
    compareCodeUnits(b.startDate, a.startDate) ||
    compareCodeUnits(b.endDate, a.endDate) ||
    compareCodeUnits(b.createdAt, a.createdAt)
  );
}

const datesOf = (entry: CompletedEntry): Dated => (entry.kind === 'visit' ? entry.visit : entry.booking);

/**
 * The visit log's sections (product section 2), each sorted newest start first. `today` is the
 * cabin's date (Europe/Oslo): an approved booking ending before it is completed.
 */
export function buildVisitLog(
  bookings: readonly Booking[],
  visits: readonly Visit[],
  today: string,
): VisitLog {
  const current: Booking[] = [];
  const declined: Booking[] = [];
  const completed: CompletedEntry[] = visits.map((visit) => ({ kind: 'visit', visit }));
  for (const booking of bookings) {
    if (booking.status === 'declined') declined.push(booking);
    else if (isCompletedBooking(booking, today)) completed.push({ kind: 'booking', booking });
    else current.push(booking);
  }
  return {
    current: current.sort(newestFirst),
    completed: completed.sort((a, b) => newestFirst(datesOf(a), datesOf(b))),
    declined: declined.sort(newestFirst),
  };
}

/** The author or the cabin's owner may change or delete a logged visit. */
export function canEditVisit(visit: Pick<Visit, 'user'>, viewer: { userId: string; role: Role }): boolean {
  return can(viewer.role, 'editEntry', { isAuthor: visit.user?.id === viewer.userId });
}
