import { z } from 'zod';
import { BREAK_KEYS, HOLIDAY_KEYS } from '../norwegian-holidays';

// GET /api/holidays?year=YYYY (issue #40): Norway's public holidays and the school breaks of a
// year, computed (shared/norwegian-holidays.ts), with names in the caller's language. Dates are
// `YYYY-MM-DD`; a break's `firstNight` and `lastNight` are the first and last nights slept, so
// the family leaves the day after `lastNight`.

/** The years the call answers: far enough back for old stays, forward for any plan. */
export const HOLIDAY_YEARS = { first: 1900, last: 2200 } as const;

const yearMessage = `The year must be a whole number from ${HOLIDAY_YEARS.first} to ${HOLIDAY_YEARS.last}`;

export const holidaysQuerySchema = z.object({
  year: z.coerce
    .number({ message: yearMessage })
    .int(yearMessage)
    .min(HOLIDAY_YEARS.first, yearMessage)
    .max(HOLIDAY_YEARS.last, yearMessage),
});
export type HolidaysQuery = z.infer<typeof holidaysQuerySchema>;

export const publicHolidaySchema = z.object({
  key: z.enum(HOLIDAY_KEYS),
  name: z.string(),
  date: z.string().describe('`YYYY-MM-DD`'),
});

export const schoolBreakSchema = z.object({
  key: z.enum(BREAK_KEYS),
  name: z.string(),
  firstNight: z.string().describe('The first night of the break, `YYYY-MM-DD`'),
  lastNight: z.string().describe('The last night slept, `YYYY-MM-DD`: the family leaves the day after'),
});

export const holidaysSchema = z.object({
  year: z.number().int().min(HOLIDAY_YEARS.first).max(HOLIDAY_YEARS.last),
  /** Earliest first; two may share a date (Ascension Day on 1 May). */
  holidays: z.array(publicHolidaySchema),
  /** Earliest first, never sharing a night. */
  breaks: z.array(schoolBreakSchema),
});
export type Holidays = z.infer<typeof holidaysSchema>;
