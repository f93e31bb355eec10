// Calendar dates as `YYYY-MM-DD` strings. Stays and visits are whole days at the cabin, never
// instants, so all arithmetic here is on the date itself (through UTC, which has no DST) and a
// date is never shifted by the viewer's or the server's time zone.

export const CABIN_TIME_ZONE = 'Europe/Oslo';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written `YYYY-MM-DD` (so 2027-02-29 is false). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toUtcMs(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 = Monday ... 6 = Sunday (weeks start on Monday). */
export function weekdayIndex(date: string): number {
  return (new Date(toUtcMs(date)).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding `date`. */
export function startOfWeek(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** ISO 8601 week number: weeks start Monday, week 1 holds the year's first Thursday. */
export function isoWeek(date: string): number {
  const thursday = addDays(date, 3 - weekdayIndex(date));
  const januaryFirst = `${thursday.slice(0, 4)}-01-01`;
  return Math.floor(daysBetween(januaryFirst, thursday) / 7) + 1;
}

/** The year of `date` (`YYYY-MM-DD`): the costs screen opens on the cabin's today's. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** `YYYY-MM-01` of the month holding `date`, moved by `months`. */
export function startOfMonth(date: string, months = 0): string {
  const year = yearOf(date);
  const month = Number(date.slice(5, 7)) - 1 + months;
  return fromUtcMs(Date.UTC(year + Math.floor(month / 12), ((month % 12) + 12) % 12, 1));
}

/** The weeks (Monday to Sunday) that show a month: 4 to 6 rows of 7 dates. */
export function monthGrid(monthStart: string): string[][] {
  const first = startOfMonth(monthStart);
  const next = startOfMonth(first, 1);
  const weeks: string[][] = [];
  for (let monday = startOfWeek(first); monday < next; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  }
  return weeks;
}

// Building an Intl.DateTimeFormat loads the zone's rules (0.07 ms here, ten times a cached one's
// use; decision 040): for the dates Oslo's arithmetic below does not cover, one per time zone is
// kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based): when the EU's summer time starts or ends. */
function lastSundayOneAmUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

/**
 * Europe/Oslo's date by arithmetic: UTC+1, and UTC+2 from 01:00 UTC on the last Sunday of March
 * to 01:00 UTC on the last Sunday of October, the EU rule Norway has kept since 1996 (a property
 * test holds it to the time zone database). Why not Intl: a page's first Intl.DateTimeFormat
 * loads ICU's date data, 16-26 ms on this machine and four times that on a phone, and this is
 * the only date a signed-in page's first screen asks of it (issue #18).
 */
function osloDate(ms: number): string {
  const year = new Date(ms).getUTCFullYear();
  const summer = ms >= lastSundayOneAmUtc(year, 2) && ms < lastSundayOneAmUtc(year, 9);
  return fromUtcMs(ms + (summer ? 2 : 1) * HOUR_MS);
}

/** The years the arithmetic is held to: since the EU rule, and as far as a stay is planned. */
const OSLO_RULE_YEARS = { first: 1996, last: 2099 } as const;

/** The calendar date an instant falls on in a time zone (the cabin's: Europe/Oslo). */
export function dateInTimeZone(instant: Date, timeZone: string = CABIN_TIME_ZONE): string {
  const year = instant.getUTCFullYear();
  if (timeZone === CABIN_TIME_ZONE && year >= OSLO_RULE_YEARS.first && year <= OSLO_RULE_YEARS.last) {
    return osloDate(instant.getTime());
  }
  const parts = dateFormatIn(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Two stays share a night: each occupies the nights [start, end). */
export function staysOverlap(
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
) {
  return a.startDate < b.endDate && b.startDate < a.endDate;
}

/**
 * `date` moved by whole months, kept on the same day of the month or, when that month is shorter,
 * on its last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonthsClamped(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const monthIndex = Number(date.slice(5, 7)) - 1 + months;
  const day = Number(date.slice(8, 10));
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

export type RepeatInterval = { every: number; unit: 'week' | 'month' | 'year' };

/**
 * The due date of occurrence `n` (0 = the first) of a series that started on `anchor`. Counting
 * from the anchor, not from the previous occurrence, keeps a series on the 31st from drifting to
 * the 28th after February, and one on 29 February on the 29th in leap years.
 */
export function occurrenceDate(anchor: string, interval: RepeatInterval, n: number): string {
  if (interval.unit === 'week') return addDays(anchor, 7 * interval.every * n);
  return addMonthsClamped(anchor, (interval.unit === 'year' ? 12 : 1) * interval.every * n);
}
