import { addDays, startOfMonth, yearOf } from '@shared/calendar-dates';
import type { BreakKey } from '@shared/norwegian-holidays';
import type { Holidays } from '@shared/schemas/holidays';

// The calendar's view of GET /api/holidays (decision 056): for each day, the public holidays on
// it and the school break whose nights it is in.

/** What a day of the calendar carries of the holidays; absent from the map: nothing. */
export type SeasonDay = {
  /** The public holidays on the day (two can share one: Ascension Day on 1 May), by name. */
  holidays: string[];
  /** The school break this night belongs to: whether it is its first night, and its last. */
  schoolBreak: { key: BreakKey; name: string; firstNight: boolean; lastNight: string } | null;
};

/** The years a month's grid touches: its own, and the neighbour whose days fill its first or last week. */
export function yearsAround(month: string): number[] {
  const first = yearOf(addDays(month, -7));
  const last = yearOf(addDays(startOfMonth(month, 1), 6));
  const years: number[] = [];
  for (let year = first; year <= last; year += 1) years.push(year);
  return years;
}

/** Every day with a holiday or a break night, from the years' answers. */
export function seasonDaysOf(years: readonly Holidays[]): ReadonlyMap<string, SeasonDay> {
  const days = new Map<string, SeasonDay>();
  const dayAt = (date: string) => {
    const found = days.get(date);
    if (found) return found;
    const day: SeasonDay = { holidays: [], schoolBreak: null };
    days.set(date, day);
    return day;
  };
  for (const { holidays, breaks } of years) {
    for (const holiday of holidays) dayAt(holiday.date).holidays.push(holiday.name);
    for (const { key, name, firstNight, lastNight } of breaks) {
      for (let night = firstNight; night <= lastNight; night = addDays(night, 1)) {
        dayAt(night).schoolBreak = { key, name, firstNight: night === firstNight, lastNight };
      }
    }
  }
  return days;
}

/** A break offered as a peak period: its name with its year, and its nights. */
export type BreakPreset = { key: BreakKey; name: string; firstNight: string; lastNight: string };

/**
 * The coming breaks: for each kind, the next one that has not ended by `today` (its last night
 * not yet past), from this year's and next year's answers; earliest first, each named with its
 * year ("Vinterferie 2027").
 */
export function comingBreaks(years: readonly Holidays[], today: string): BreakPreset[] {
  const next = new Map<BreakKey, BreakPreset>();
  const all = years.flatMap((year) => year.breaks).sort((a, b) => (a.firstNight < b.firstNight ? -1 : 1));
  for (const { key, name, firstNight, lastNight } of all) {
    if (lastNight < today || next.has(key)) continue;
    next.set(key, { key, name: `${name} ${yearOf(firstNight)}`, firstNight, lastNight });
  }
  return [...next.values()].sort((a, b) => (a.firstNight < b.firstNight ? -1 : 1));
}
