import { addDays, daysBetween, isoWeek, monthGrid, startOfMonth, weekdayIndex } from '@shared/calendar-dates';

/** One row of the month view: its ISO week number and its days, Monday to Sunday. */
export type CalendarWeek = { week: number; days: string[] };

/**
 * The weeks that show the month holding `date` (4 to 6 rows, Monday first), each with the ISO
 * week number of its Monday (ISO weeks run Monday to Sunday, so every day of the row shares it).
 */
export function monthWeeks(date: string): CalendarWeek[] {
  return monthGrid(startOfMonth(date)).map((days) => ({ week: isoWeek(days[0] ?? date), days }));
}

/** True when `date` lies in the month that starts on `monthStart`. */
export function inMonth(date: string, monthStart: string): boolean {
  return date.slice(0, 7) === monthStart.slice(0, 7);
}

/** The same day of the month `months` away, kept inside that month (31 Jan + 1 is 28 or 29 Feb). */
export function shiftMonth(date: string, months: number): string {
  const target = startOfMonth(date, months);
  const daysInMonth = daysBetween(target, startOfMonth(target, 1));
  return addDays(target, Math.min(Number(date.slice(8, 10)), daysInMonth) - 1);
}

/**
 * Where a key moves the focused day in the grid (the ARIA grid pattern): arrows by a day or a
 * week, Home / End to the week's Monday / Sunday, Page Up / Down by a month. Null for other keys.
 */
export function keyboardTarget(key: string, date: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return shiftMonth(date, -1);
    case 'PageDown':
      return shiftMonth(date, 1);
    default:
      return null;
  }
}
