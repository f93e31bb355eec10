import { addDays, startOfWeek } from './calendar-dates';

// Norway's public holidays and the school breaks families plan cabin stays around (issue #40,
// decision 056), computed from the year alone: the rules are fixed by law and custom, so no
// calendar service is asked and the answer is the same offline, on the server and in the client.
//
// Dates are `YYYY-MM-DD` like the rest of shared/calendar-dates.ts. A break is a run of nights, as
// a stay is (a stay occupies the nights [startDate, endDate)): `firstNight` is the first night
// slept and `lastNight` the last, inclusive, so a family using the whole break leaves the day after
// `lastNight`. That is the shape of a peak period (shared/schemas/peak-periods.ts), so a break can
// become one as it is.

export const HOLIDAY_KEYS = [
  'new-years-day',
  'maundy-thursday',
  'good-friday',
  'easter-sunday',
  'easter-monday',
  'labour-day',
  'constitution-day',
  'ascension-day',
  'whit-sunday',
  'whit-monday',
  'christmas-day',
  'boxing-day',
] as const;
export type HolidayKey = (typeof HOLIDAY_KEYS)[number];

export const BREAK_KEYS = [
  'winter-break',
  'easter-holidays',
  'summer-holiday',
  'autumn-break',
  'christmas-holidays',
] as const;
export type BreakKey = (typeof BREAK_KEYS)[number];

/** The ISO weeks the counties choose between: a cabin uses its home county's. */
export const WINTER_BREAK_WEEKS = [8, 9] as const;
export const AUTUMN_BREAK_WEEKS = [40, 41] as const;
export type WinterBreakWeek = (typeof WINTER_BREAK_WEEKS)[number];
export type AutumnBreakWeek = (typeof AUTUMN_BREAK_WEEKS)[number];

export type BreakWeeks = { winterBreakWeek: WinterBreakWeek; autumnBreakWeek: AutumnBreakWeek };
/** Week 8 and week 40: Oslo's weeks, and many other counties'. */
export const DEFAULT_BREAK_WEEKS: BreakWeeks = { winterBreakWeek: 8, autumnBreakWeek: 40 };

export type PublicHoliday = { key: HolidayKey; date: string };
export type SchoolBreak = { key: BreakKey; firstNight: string; lastNight: string };

/** The first Gregorian year: the computus below is the Gregorian one. */
export const FIRST_GREGORIAN_YEAR = 1583;

function requireYear(year: number): void {
  if (!Number.isInteger(year) || year < FIRST_GREGORIAN_YEAR || year > 9999) {
    throw new RangeError(`Not a Gregorian year: ${year}`);
  }
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/**
 * Easter Sunday by the Gregorian computus (the "anonymous" algorithm of Meeus, Jones and
 * Butcher): integer arithmetic only, valid for every Gregorian year.
 */
export function easterSunday(year: number): string {
  requireYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, day);
}

/** The Monday of ISO week `week` of `year` (week 1 holds 4 January). */
export function mondayOfIsoWeek(year: number, week: number): string {
  return addDays(startOfWeek(dateOf(year, 1, 4)), 7 * (week - 1));
}

/** The year's public holidays (helligdager and the two høytidsdager), earliest first. */
export function publicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const holidays: PublicHoliday[] = [
    { key: 'new-years-day', date: dateOf(year, 1, 1) },
    { key: 'maundy-thursday', date: addDays(easter, -3) },
    { key: 'good-friday', date: addDays(easter, -2) },
    { key: 'easter-sunday', date: easter },
    { key: 'easter-monday', date: addDays(easter, 1) },
    { key: 'labour-day', date: dateOf(year, 5, 1) },
    { key: 'constitution-day', date: dateOf(year, 5, 17) },
    { key: 'ascension-day', date: addDays(easter, 39) },
    { key: 'whit-sunday', date: addDays(easter, 49) },
    { key: 'whit-monday', date: addDays(easter, 50) },
    { key: 'christmas-day', date: dateOf(year, 12, 25) },
    { key: 'boxing-day', date: dateOf(year, 12, 26) },
  ];
  // Ascension Day and Whit Monday can fall on 1 or 17 May (2008: 1 May; 2027: 17 May is Whit
  // Monday): both are kept, and the sort is stable, so such a day lists the fixed one first.
  return holidays.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

/**
 * A break built on ISO weeks: from the Saturday before the first week's Monday to the Friday of
 * the last week, the family leaving on the Saturday. Cabin weeks in Norway run Saturday to
 * Saturday, and a family leaves early enough to be home for school on Monday: the nights of that
 * last weekend are left to the next family.
 */
function weeksBreak(key: BreakKey, year: number, firstWeek: number, lastWeek: number): SchoolBreak {
  return {
    key,
    firstNight: addDays(mondayOfIsoWeek(year, firstWeek), -2),
    lastNight: addDays(mondayOfIsoWeek(year, lastWeek), 4),
  };
}

/**
 * The breaks of `year`, earliest first; they never share a night (a property test holds them to
 * it). Each is nights, first and last inclusive (see the top of the file):
 * - vinterferie: ISO week 8 or 9, Saturday before it to its Friday (leaving its Saturday);
 * - påske: the Saturday before Palm Sunday to Easter Sunday (leaving on 2. påskedag);
 * - fellesferie: ISO weeks 28-30, counted as vinterferie is: the Saturday before week 28 to the
 *   Friday of week 30 (the three weeks industry and builders close, not the school summer);
 * - høstferie: ISO week 40 or 41, as vinterferie;
 * - juleferie: 21 to 31 December, leaving on 1 January of the next year (the break is the
 *   year's it starts in, so a year's list holds one whole juleferie).
 */
export function schoolBreaks(year: number, weeks: BreakWeeks = DEFAULT_BREAK_WEEKS): SchoolBreak[] {
  const easter = easterSunday(year);
  return [
    weeksBreak('winter-break', year, weeks.winterBreakWeek, weeks.winterBreakWeek),
    { key: 'easter-holidays', firstNight: addDays(easter, -8), lastNight: easter },
    weeksBreak('summer-holiday', year, 28, 30),
    weeksBreak('autumn-break', year, weeks.autumnBreakWeek, weeks.autumnBreakWeek),
    { key: 'christmas-holidays', firstNight: dateOf(year, 12, 21), lastNight: dateOf(year, 12, 31) },
  ];
}
