import type { Language } from '@shared/constants';
import { breakName, holidayName } from '@shared/holiday-texts';
import {
  type BreakWeeks,
  DEFAULT_BREAK_WEEKS,
  publicHolidays,
  schoolBreaks,
} from '@shared/norwegian-holidays';
import type { Holidays } from '@shared/schemas/holidays';
import { json, type StubRoutes } from './fetch-stub';

/** GET /api/holidays?year= as the server answers it (decision 056), for a cabin on `weeks`. */
export function holidaysOf(
  year: number,
  language: Language,
  weeks: BreakWeeks = DEFAULT_BREAK_WEEKS,
): Holidays {
  return {
    year,
    holidays: publicHolidays(year).map(({ key, date }) => ({ key, name: holidayName(key, language), date })),
    breaks: schoolBreaks(year, weeks).map(({ key, firstNight, lastNight }) => ({
      key,
      name: breakName(key, language),
      firstNight,
      lastNight,
    })),
  };
}

/** The holidays answers for `years`. */
export const holidayReads = (
  years: readonly number[],
  language: Language,
  weeks: BreakWeeks = DEFAULT_BREAK_WEEKS,
): StubRoutes =>
  Object.fromEntries(
    years.map((year) => [`GET /api/holidays?year=${year}`, json(200, holidaysOf(year, language, weeks))]),
  );
