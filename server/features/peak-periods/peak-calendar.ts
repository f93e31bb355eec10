import { addDays, addMonthsClamped, daysBetween } from '@shared/calendar-dates';
import type { Stay } from '@shared/draw';
import type { PeakMethod } from '@shared/schemas/peak-periods';

// Where a peak period's nights fall, year by year (decision 035). Pure: no database, no clock.
// A cap or a draw period is the one stretch of nights it names. A rotation recurs every year
// on the same dates from its first year on; an occurrence belongs to the year of its first
// night, so a Christmas rotation from 22 December to 2 January is "2026" into January 2027,
// and 29 February moves to 28 February in years without it.

export type PeriodDates = {
  firstNight: string;
  lastNight: string;
  method: PeakMethod;
  rotationOrder?: string[] | null;
};

/** One stretch of a period's nights, `[firstNight, lastNight]` inclusive. */
export type Occurrence = { year: number; firstNight: string; lastNight: string };

// Stays and whether two share a night are the draw's (shared/draw.ts, which the browser runs too).
export type { Stay } from '@shared/draw';
export { staysShareNight } from '@shared/draw';

export const yearOf = (date: string) => Number(date.slice(0, 4));
/** The later and the earlier of two `YYYY-MM-DD` dates (they compare as text). */
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);
export const shiftYears = (date: string, years: number) => addMonthsClamped(date, 12 * years);

/** The period's nights in `year`: its own for a cap or draw period, a rotation's that year's. */
export function occurrenceIn(period: PeriodDates, year: number): Occurrence | null {
  const firstYear = yearOf(period.firstNight);
  if (period.method !== 'rotation') {
    return year === firstYear ? { year, firstNight: period.firstNight, lastNight: period.lastNight } : null;
  }
  if (year < firstYear) return null;
  const shift = year - firstYear;
  return {
    year,
    firstNight: shiftYears(period.firstNight, shift),
    lastNight: shiftYears(period.lastNight, shift),
  };
}

/** The occurrences with a night from `fromNight` to `toNight` inclusive. */
export function occurrencesTouching(period: PeriodDates, fromNight: string, toNight: string): Occurrence[] {
  const found: Occurrence[] = [];
  // An occurrence that started the year before can reach into `fromNight`'s year.
  for (let year = yearOf(fromNight) - 1; year <= yearOf(toNight); year += 1) {
    const occurrence = occurrenceIn(period, year);
    if (occurrence && occurrence.firstNight <= toNight && occurrence.lastNight >= fromNight)
      found.push(occurrence);
  }
  return found;
}

/** How many of a stay's nights fall from `firstNight` to `lastNight` inclusive. */
export function nightsInside(stay: Stay, firstNight: string, lastNight: string): number {
  const from = later(stay.startDate, firstNight);
  const to = earlier(stay.endDate, addDays(lastNight, 1));
  return Math.max(0, daysBetween(from, to));
}

/** Who holds a rotation in `year`: the order in turn from the first year, none before it. */
export function rotationHolder(period: PeriodDates, year: number): string | null {
  const order = period.rotationOrder ?? [];
  const firstYear = yearOf(period.firstNight);
  if (period.method !== 'rotation' || order.length === 0 || year < firstYear) return null;
  return order[(year - firstYear) % order.length] ?? null;
}

/** The holders of `fromYear` and the years after it (`count` years; those before the first left out). */
export function rotationYears(period: PeriodDates, fromYear: number, count: number) {
  const years: { year: number; householdId: string }[] = [];
  for (let year = fromYear; year < fromYear + count; year += 1) {
    const householdId = rotationHolder(period, year);
    if (householdId) years.push({ year, householdId });
  }
  return years;
}

/** Whether two periods ever share a night, a rotation's every later year included. */
export function periodsOverlap(a: PeriodDates, b: PeriodDates): boolean {
  // Both recur the same way every year once both have started, so the years from the earlier
  // start to four years after the later one (a leap year among them) show every case.
  const from = Math.min(yearOf(a.firstNight), yearOf(b.firstNight)) - 1;
  const to = Math.max(yearOf(a.lastNight), yearOf(b.lastNight)) + 4;
  for (let year = from; year <= to; year += 1) {
    const left = occurrenceIn(a, year);
    if (!left) continue;
    for (const right of occurrencesTouching(b, left.firstNight, left.lastNight)) {
      if (right.firstNight <= left.lastNight && right.lastNight >= left.firstNight) return true;
    }
  }
  return false;
}

/**
 * Peak nights by household and year: nights of the given stays inside any period's occurrence,
 * from `fromNight` to `toNight` inclusive, each counted in the year of the night. Stays of
 * people in no household of `householdOf` (members who left) count for nobody.
 */
export function peakNightsByYear(
  periods: readonly PeriodDates[],
  stays: readonly (Stay & { userId: string })[],
  householdOf: ReadonlyMap<string, string>,
  fromNight: string,
  toNight: string,
): Map<string, Map<number, number>> {
  const counts = new Map<string, Map<number, number>>();
  const occurrences = periods.flatMap((period) => occurrencesTouching(period, fromNight, toNight));
  for (const stay of stays) {
    const householdId = householdOf.get(stay.userId);
    if (!householdId) continue;
    for (const occurrence of occurrences) {
      const first = later(occurrence.firstNight, fromNight);
      const last = earlier(occurrence.lastNight, toNight);
      if (first > last) continue;
      // Split at New Year, so a night is counted in its own year.
      for (let year = yearOf(first); year <= yearOf(last); year += 1) {
        const nights = nightsInside(stay, later(first, `${year}-01-01`), earlier(last, `${year}-12-31`));
        if (nights === 0) continue;
        const byYear = counts.get(householdId) ?? new Map<number, number>();
        byYear.set(year, (byYear.get(year) ?? 0) + nights);
        counts.set(householdId, byYear);
      }
    }
  }
  return counts;
}
