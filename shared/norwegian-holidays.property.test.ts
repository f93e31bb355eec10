import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeek, weekdayIndex, yearOf } from './calendar-dates';
import {
  AUTUMN_BREAK_WEEKS,
  easterSunday,
  publicHolidays,
  type SchoolBreak,
  schoolBreaks,
  WINTER_BREAK_WEEKS,
} from './norwegian-holidays';

// The computus against Easter Sundays typed in from the published tables of Easter dates (never
// computed, so the table cannot share a mistake with the code), and the breaks of any year the
// API answers for, with either choice of winter and autumn week, against what their definitions
// promise (decision 056).

/** Easter Sunday of every year 2000-2040, as published. */
const EASTER_SUNDAYS = `
  2000-04-23 2001-04-15 2002-03-31 2003-04-20 2004-04-11 2005-03-27
  2006-04-16 2007-04-08 2008-03-23 2009-04-12 2010-04-04 2011-04-24
  2012-04-08 2013-03-31 2014-04-20 2015-04-05 2016-03-27 2017-04-16
  2018-04-01 2019-04-21 2020-04-12 2021-04-04 2022-04-17 2023-04-09
  2024-03-31 2025-04-20 2026-04-05 2027-03-28 2028-04-16 2029-04-01
  2030-04-21 2031-04-13 2032-03-28 2033-04-17 2034-04-09 2035-03-25
  2036-04-13 2037-04-05 2038-04-25 2039-04-10 2040-04-01
`
  .trim()
  .split(/\s+/);
/** The extremes: the latest Easter (25 April) and the earliest (22 March). */
const EXTREME_EASTER_SUNDAYS = ['1943-04-25', '1818-03-22', '2285-03-22'];

const SUNDAY = 6;
const MONDAY = 0;
const FRIDAY = 4;
const SATURDAY = 5;

const year = fc.integer({ min: 1900, max: 2200 });
const weeks = fc.record({
  winterBreakWeek: fc.constantFrom(...WINTER_BREAK_WEEKS),
  autumnBreakWeek: fc.constantFrom(...AUTUMN_BREAK_WEEKS),
});

const nightsOf = (one: SchoolBreak) => daysBetween(one.firstNight, one.lastNight) + 1;
const holds = (one: SchoolBreak, date: string) => one.firstNight <= date && date <= one.lastNight;

const weekdaysCache = new Map<number, Map<number, string[]>>();

/**
 * The Monday to Friday of each ISO week of `inYear`, by calendar-dates' own ISO week (not by
 * mondayOfIsoWeek, which the breaks are built on). The break weeks are all well inside the year,
 * so the days from 8 January to 24 December are enough.
 */
function weekdaysByIsoWeek(inYear: number): Map<number, string[]> {
  const known = weekdaysCache.get(inYear);
  if (known) return known;
  const byWeek = new Map<number, string[]>();
  weekdaysCache.set(inYear, byWeek);
  for (let date = `${inYear}-01-08`; date <= `${inYear}-12-24`; date = addDays(date, 1)) {
    if (weekdayIndex(date) > FRIDAY) continue;
    const week = isoWeek(date);
    byWeek.set(week, [...(byWeek.get(week) ?? []), date]);
  }
  return byWeek;
}

describe('Easter Sunday', () => {
  it('has a table of every year 2000-2040', () => {
    expect(EASTER_SUNDAYS.map(yearOf)).toEqual(Array.from({ length: 41 }, (_, index) => 2000 + index));
  });

  it.each([...EASTER_SUNDAYS, ...EXTREME_EASTER_SUNDAYS])('is computed as %s', (date) => {
    expect(easterSunday(yearOf(date))).toBe(date);
  });

  it('is a Sunday from 22 March to 25 April in every year', () => {
    fc.assert(
      fc.property(year, (inYear) => {
        const easter = easterSunday(inYear);
        expect(weekdayIndex(easter)).toBe(SUNDAY);
        expect(easter >= `${inYear}-03-22` && easter <= `${inYear}-04-25`).toBe(true);
      }),
    );
  });
});

describe('public holidays', () => {
  it('are twelve, in the year, earliest first, on their weekdays', () => {
    fc.assert(
      fc.property(year, (inYear) => {
        const holidays = publicHolidays(inYear);
        expect(holidays).toHaveLength(12);
        const dates = holidays.map(({ date }) => date);
        expect(dates).toEqual([...dates].sort());
        for (const date of dates) expect(date.slice(0, 4)).toBe(String(inYear));
        const on = (key: string) => holidays.find((one) => one.key === key)?.date ?? '';
        expect(weekdayIndex(on('maundy-thursday'))).toBe(3);
        expect(weekdayIndex(on('good-friday'))).toBe(FRIDAY);
        expect(weekdayIndex(on('easter-monday'))).toBe(MONDAY);
        expect(weekdayIndex(on('ascension-day'))).toBe(3);
        expect(weekdayIndex(on('whit-sunday'))).toBe(SUNDAY);
        expect(weekdayIndex(on('whit-monday'))).toBe(MONDAY);
      }),
    );
  });
});

describe('school breaks', () => {
  it('never share a night, and come earliest first', () => {
    fc.assert(
      fc.property(year, weeks, (inYear, chosen) => {
        const breaks = schoolBreaks(inYear, chosen);
        for (const [index, one] of breaks.entries()) {
          expect(one.firstNight <= one.lastNight).toBe(true);
          const next = breaks[index + 1];
          if (next) expect(one.lastNight < next.firstNight).toBe(true);
        }
      }),
    );
  });

  it('hold Easter Sunday in påske, from the Saturday before Palm Sunday, leaving on 2. påskedag', () => {
    fc.assert(
      fc.property(year, (inYear) => {
        const easter = easterSunday(inYear);
        const paske = schoolBreaks(inYear).find((one) => one.key === 'easter-holidays');
        if (!paske) throw new Error('no påske');
        expect(holds(paske, easter)).toBe(true);
        expect(paske.lastNight).toBe(easter);
        expect(weekdayIndex(paske.firstNight)).toBe(SATURDAY);
        expect(addDays(paske.firstNight, 1)).toBe(addDays(easter, -7));
        const easterMonday = publicHolidays(inYear).find((one) => one.key === 'easter-monday')?.date;
        expect(addDays(paske.lastNight, 1)).toBe(easterMonday);
      }),
    );
  });

  it('cover the Monday to Friday of their ISO weeks, Saturday to Saturday', () => {
    fc.assert(
      fc.property(year, weeks, (inYear, chosen) => {
        const breaks = schoolBreaks(inYear, chosen);
        const weekdays = weekdaysByIsoWeek(inYear);
        const weekBreaks: [string, number[]][] = [
          ['winter-break', [chosen.winterBreakWeek]],
          ['summer-holiday', [28, 29, 30]],
          ['autumn-break', [chosen.autumnBreakWeek]],
        ];
        for (const [key, isoWeeks] of weekBreaks) {
          const one = breaks.find((candidate) => candidate.key === key);
          if (!one) throw new Error(`no ${key}`);
          expect(weekdayIndex(one.firstNight)).toBe(SATURDAY);
          expect(weekdayIndex(one.lastNight)).toBe(FRIDAY);
          expect(nightsOf(one)).toBe(7 * isoWeeks.length);
          for (const week of isoWeeks) {
            const days = weekdays.get(week) ?? [];
            expect(days).toHaveLength(5);
            for (const day of days) expect(holds(one, day), `${key} ${day}`).toBe(true);
          }
        }
      }),
    );
  });

  it('run juleferie from 21 December to the last night of the year', () => {
    fc.assert(
      fc.property(year, weeks, (inYear, chosen) => {
        const jul = schoolBreaks(inYear, chosen).find((one) => one.key === 'christmas-holidays');
        expect(jul).toEqual({
          key: 'christmas-holidays',
          firstNight: `${inYear}-12-21`,
          lastNight: `${inYear}-12-31`,
        });
      }),
    );
  });
});
