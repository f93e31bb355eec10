import { addDays, daysBetween } from '@shared/calendar-dates';

/** A selected run of nights, first to last inclusive (`first <= last`). */
export type NightRange = { first: string; last: string };

/** The booking dialog's dates for a selection: the departure day is the day after the last night. */
export function toBookingDates(range: NightRange): { startDate: string; endDate: string } {
  return { startDate: range.first, endDate: addDays(range.last, 1) };
}

export function isInRange(date: string, range: NightRange | null): boolean {
  return range !== null && date >= range.first && date <= range.last;
}

/**
 * Whether a new stay may take the night of `date`: not in the past (before `today`, the cabin's
 * date) and not already approved or pending.
 */
export function isSelectableNight(
  date: string,
  today: string,
  isBlocked: (date: string) => boolean,
): boolean {
  return date >= today && !isBlocked(date);
}

/**
 * The nights selected by dragging from `anchor` to `hover`, in either direction. The run grows
 * from the anchor one day at a time and stops before the first day that cannot be selected (an
 * occupied or past day), so a selection never jumps over a booking. The anchor itself is assumed
 * selectable (a selection only starts on a free day).
 */
export function rangeFromAnchor(
  anchor: string,
  hover: string,
  isSelectable: (date: string) => boolean,
): NightRange {
  const distance = daysBetween(anchor, hover);
  const step = distance >= 0 ? 1 : -1;
  let edge = anchor;
  for (let moved = 0; moved < Math.abs(distance); moved += 1) {
    const next = addDays(edge, step);
    if (!isSelectable(next)) break;
    edge = next;
  }
  return step > 0 ? { first: anchor, last: edge } : { first: edge, last: anchor };
}

export const sameRange = (a: NightRange | null, b: NightRange | null) =>
  a === b || (a !== null && b !== null && a.first === b.first && a.last === b.last);
