import type { Language } from '@shared/constants';
import { namedHolidaysOf } from '@shared/holiday-texts';
import { type BreakWeeks, DEFAULT_BREAK_WEEKS } from '@shared/norwegian-holidays';
import type { Holidays } from '@shared/schemas/holidays';
import { json, type StubRoutes } from './fetch-stub';

/** GET /api/holidays?year= as the server answers it (decision 056), for a cabin on `weeks`. */
export const holidaysOf = (
  year: number,
  language: Language,
  weeks: BreakWeeks = DEFAULT_BREAK_WEEKS,
): Holidays => namedHolidaysOf(year, weeks, language);

/** The holidays answers for `years`. */
export const holidayReads = (
  years: readonly number[],
  language: Language,
  weeks: BreakWeeks = DEFAULT_BREAK_WEEKS,
): StubRoutes =>
  Object.fromEntries(
    years.map((year) => [`GET /api/holidays?year=${year}`, json(200, holidaysOf(year, language, weeks))]),
  );
