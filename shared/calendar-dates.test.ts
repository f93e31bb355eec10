import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateInTimeZone,
  daysBetween,
  isCalendarDate,
  isoWeek,
  monthGrid,
  startOfMonth,
  staysOverlap,
  weekdayIndex,
} from './calendar-dates';

// Property tests of the date arithmetic bookings and the calendar rely on, across DST changes,
// month ends and year ends, each against a small independent reference.

const DAY_MS = 86_400_000;
/** Any day from 1990 to 2110, as a date string. */
const calendarDate = fc
  .integer({ min: Date.UTC(1990, 0, 1) / DAY_MS, max: Date.UTC(2110, 11, 31) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
/** Dates near the edges where bugs live: month and year ends, and Norway's DST Sundays. */
const edgeDate = fc.constantFrom(
  '2026-03-28',
  '2026-03-29',
  '2026-03-30',
  '2026-10-24',
  '2026-10-25',
  '2026-10-26',
  '2026-12-31',
  '2027-01-01',
  '2024-02-28',
  '2024-02-29',
  '2024-03-01',
  '2025-12-29',
  '2027-01-03',
);
const anyDate = fc.oneof(calendarDate, edgeDate);

/**
 * Reference: Oslo is UTC+1, and UTC+2 from 01:00 UTC on March's last Sunday to 01:00 UTC on
 * October's. That is the rule since 1996; until 1995 summer time ended in September, so the
 * instants checked against it start in 1996.
 */
function osloDateReference(instant: Date): string {
  const year = instant.getUTCFullYear();
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
  };
  const summer = instant.getTime() >= lastSunday(2) && instant.getTime() < lastSunday(9);
  return new Date(instant.getTime() + (summer ? 2 : 1) * 3_600_000).toISOString().slice(0, 10);
}

/** Reference ISO week: week = floor((ordinal - isoWeekday + 10) / 7), moved across year ends. */
function isoWeekReference(date: string): number {
  const utc = new Date(`${date}T00:00:00Z`);
  const year = utc.getUTCFullYear();
  const ordinal = Math.round((utc.getTime() - Date.UTC(year, 0, 1)) / DAY_MS) + 1;
  const isoWeekday = utc.getUTCDay() === 0 ? 7 : utc.getUTCDay();
  const week = Math.floor((ordinal - isoWeekday + 10) / 7);
  const weeksIn = (y: number) => {
    const p = (x: number) => (x + Math.floor(x / 4) - Math.floor(x / 100) + Math.floor(x / 400)) % 7;
    return p(y) === 4 || p(y - 1) === 3 ? 53 : 52;
  };
  if (week < 1) return weeksIn(year - 1);
  if (week > weeksIn(year)) return 1;
  return week;
}

describe('calendar dates', () => {
  it('adding and counting days are inverse, whatever DST or month ends lie between', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -800, max: 800 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isCalendarDate(moved)).toBe(true);
        expect(daysBetween(date, moved)).toBe(days);
        expect(addDays(moved, -days)).toBe(date);
        expect(weekdayIndex(moved)).toBe((((weekdayIndex(date) + days) % 7) + 7) % 7);
      }),
    );
  });

  it("gives the cabin's date of any instant, across DST changes", () => {
    const instant = fc
      .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
      .map((ms) => new Date(ms));
    const nearDstChange = fc
      .tuple(fc.integer({ min: 2000, max: 2099 }), fc.constantFrom(2, 9), fc.integer({ min: -180, max: 180 }))
      .map(([year, month, minutes]) => {
        const last = new Date(Date.UTC(year, month + 1, 0));
        return new Date(Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1) + minutes * 60_000);
      });
    const dateUnderTodaysRules = fc
      .integer({ min: Date.UTC(1996, 0, 1) / DAY_MS, max: Date.UTC(2110, 11, 31) / DAY_MS })
      .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
    const aroundMidnight = fc
      .tuple(dateUnderTodaysRules, fc.integer({ min: -150, max: 150 }))
      .map(([date, minutes]) => new Date(Date.parse(`${date}T23:00:00Z`) + minutes * 60_000));
    fc.assert(
      fc.property(fc.oneof(instant, nearDstChange, aroundMidnight), (moment) => {
        expect(dateInTimeZone(moment)).toBe(osloDateReference(moment));
      }),
    );
  });

  it("gives the time zone database's date for Oslo without asking it (issue #18), and asks it for other zones", () => {
    const viaIntl = (moment: Date, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).formatToParts(moment);
      const get = (type: string) => parts.find((part) => part.type === type)?.value;
      return `${get('year')}-${get('month')}-${get('day')}`;
    };
    const instant = fc
      .integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2099, 11, 31, 23, 59) })
      .map((ms) => new Date(ms));
    const nearDstChange = fc
      .tuple(fc.integer({ min: 1996, max: 2099 }), fc.constantFrom(2, 9), fc.integer({ min: -90, max: 90 }))
      .map(([year, month, minutes]) => {
        const last = new Date(Date.UTC(year, month + 1, 0));
        return new Date(Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1) + minutes * 60_000);
      });
    fc.assert(
      fc.property(fc.oneof(instant, nearDstChange), (moment) => {
        expect(dateInTimeZone(moment)).toBe(viaIntl(moment, 'Europe/Oslo'));
        expect(dateInTimeZone(moment, 'America/New_York')).toBe(viaIntl(moment, 'America/New_York'));
      }),
      { numRuns: 500 },
    );
    // Before the EU rule the database's history applies (no summer time in Norway in 1975).
    expect(dateInTimeZone(new Date(Date.UTC(1975, 6, 1, 22, 30)))).toBe('1975-07-01');
  });

  it('numbers weeks the ISO way, across year ends', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(isoWeek(date)).toBe(isoWeekReference(date));
      }),
    );
    expect(isoWeek('2026-12-31')).toBe(53);
    expect(isoWeek('2027-01-03')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
  });

  it('lays every month out in Monday-first weeks that hold exactly its days', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const first = startOfMonth(date);
        const weeks = monthGrid(first);
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        const days = weeks.flat();
        for (const week of weeks) {
          expect(week).toHaveLength(7);
          expect(weekdayIndex(week[0] ?? '')).toBe(0);
          expect(week.some((day) => day.slice(0, 7) === first.slice(0, 7))).toBe(true);
        }
        for (let index = 1; index < days.length; index += 1) {
          expect(daysBetween(days[index - 1] ?? '', days[index] ?? '')).toBe(1);
        }
        const monthDays = days.filter((day) => day.slice(0, 7) === first.slice(0, 7));
        expect(monthDays[0]).toBe(first);
        expect(addDays(monthDays.at(-1) ?? '', 1)).toBe(startOfMonth(first, 1));
      }),
    );
  });

  it('recognises real dates only', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(isCalendarDate(date)).toBe(true);
      }),
    );
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-1-01', '2026-01-32', '', '20260101']) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });

  it('lets stays that only touch on the changeover day share nothing', () => {
    fc.assert(
      fc.property(
        anyDate,
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        (start, first, second) => {
          const a = { startDate: start, endDate: addDays(start, first) };
          const b = { startDate: a.endDate, endDate: addDays(a.endDate, second) };
          expect(staysOverlap(a, b)).toBe(false);
          expect(staysOverlap(a, { ...b, startDate: addDays(b.startDate, -1) })).toBe(true);
        },
      ),
    );
  });
});
