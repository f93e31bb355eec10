import { addDays } from '@shared/calendar-dates';
import { compareCodeUnits } from '@shared/code-unit-order';
import type { PeakPeriod } from '@shared/schemas/peak-periods';

// Where peak periods fall on the calendar. A cap or draw period is one run of nights; a rotation
// period comes back every year on the same days (decision 037), held by one household a year.

/** One run of a period's nights: `firstNight` to `lastNight` inclusive. */
export type PeakOccurrence = {
  period: PeakPeriod;
  firstNight: string;
  lastNight: string;
  /** "rotation": the household holding this year's occurrence, when the rotation says. */
  householdId: string | null;
};

/** `date` moved by whole years; 29 February becomes the 28th in a year without it. */
export function shiftYears(date: string, years: number): string {
  if (years === 0) return date;
  const year = Number(date.slice(0, 4)) + years;
  const monthDay = date.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

/** Every occurrence of the period: the one run, or for a rotation one per year it lists. */
export function occurrencesOf(period: PeakPeriod): PeakOccurrence[] {
  if (period.method !== 'rotation' || !period.rotation?.length) {
    return [{ period, firstNight: period.firstNight, lastNight: period.lastNight, householdId: null }];
  }
  const startYear = Number(period.firstNight.slice(0, 4));
  return period.rotation.map(({ year, householdId }) => ({
    period,
    firstNight: shiftYears(period.firstNight, year - startYear),
    lastNight: shiftYears(period.lastNight, year - startYear),
    householdId,
  }));
}

/** The nights from `first` to `last`, inclusive. */
export function nightsFrom(first: string, last: string): string[] {
  const nights: string[] = [];
  for (let night = first; night <= last; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/**
 * The occurrences a stay from `startDate` to `endDate` (the departure day) has nights in, in date
 * order; none while the dates are missing or out of order.
 */
export function occurrencesTouching(
  periods: readonly PeakPeriod[],
  startDate: string,
  endDate: string,
): PeakOccurrence[] {
  if (!startDate || !endDate || endDate <= startDate) return [];
  const lastNight = addDays(endDate, -1);
  return periods
    .flatMap(occurrencesOf)
    .filter((occurrence) => occurrence.firstNight <= lastNight && occurrence.lastNight >= startDate)
    .sort((a, b) => compareCodeUnits(a.firstNight, b.firstNight));
}
