import { addDays, isoWeek, startOfWeek } from '@shared/calendar-dates';
import { compareCodeUnits } from '@shared/code-unit-order';
import { DASHBOARD_PREVIEW_WEEKS } from '@shared/constants';
import type { Booking } from '@shared/schemas/bookings';

/**
 * The next approved booking that starts today or later, soonest first (then by end date and id,
 * so the answer never flips between renders); only `userId`'s own when given. A stay that began
 * before today is not a "next" visit, even while it is going on (product section 2: "starting today
 * or later").
 */
export function nextApprovedBooking(
  bookings: readonly Booking[],
  today: string,
  userId?: string,
): Booking | null {
  const upcoming = bookings.filter(
    (booking) =>
      booking.status === 'approved' &&
      booking.startDate >= today &&
      (userId === undefined || booking.userId === userId),
  );
  upcoming.sort(
    (a, b) =>
      compareCodeUnits(a.startDate, b.startDate) ||
      compareCodeUnits(a.endDate, b.endDate) ||
      compareCodeUnits(a.id, b.id),
  );
  return upcoming[0] ?? null;
}

/** One row of the dashboard's calendar preview: its ISO week number and Monday to Sunday. */
export type PreviewWeek = { week: number; days: string[] };

/** The preview's weeks: `DASHBOARD_PREVIEW_WEEKS` weeks from the Monday of the week holding `today`. */
export function previewWeeks(today: string, weeks: number = DASHBOARD_PREVIEW_WEEKS): PreviewWeek[] {
  const monday = startOfWeek(today);
  return Array.from({ length: weeks }, (_, index) => {
    const first = addDays(monday, index * 7);
    return { week: isoWeek(first), days: Array.from({ length: 7 }, (_, day) => addDays(first, day)) };
  });
}
