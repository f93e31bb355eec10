import { describe, expect, it } from 'vitest';
import { breakName, holidayName } from './holiday-texts';
import {
  BREAK_KEYS,
  easterSunday,
  HOLIDAY_KEYS,
  mondayOfIsoWeek,
  publicHolidays,
  schoolBreaks,
} from './norwegian-holidays';

// The holidays and breaks of a few years, worked out by hand from a printed calendar.

describe('public holidays', () => {
  it("lists 2026's twelve, earliest first", () => {
    expect(publicHolidays(2026)).toEqual([
      { key: 'new-years-day', date: '2026-01-01' },
      { key: 'maundy-thursday', date: '2026-04-02' },
      { key: 'good-friday', date: '2026-04-03' },
      { key: 'easter-sunday', date: '2026-04-05' },
      { key: 'easter-monday', date: '2026-04-06' },
      { key: 'labour-day', date: '2026-05-01' },
      { key: 'ascension-day', date: '2026-05-14' },
      { key: 'constitution-day', date: '2026-05-17' },
      { key: 'whit-sunday', date: '2026-05-24' },
      { key: 'whit-monday', date: '2026-05-25' },
      { key: 'christmas-day', date: '2026-12-25' },
      { key: 'boxing-day', date: '2026-12-26' },
    ]);
  });

  it('keeps both when a moving holiday falls on 1 or 17 May', () => {
    const of = (year: number) => publicHolidays(year).map(({ key, date }) => `${date} ${key}`);
    expect(of(2008)).toContain('2008-05-01 labour-day');
    expect(of(2008)).toContain('2008-05-01 ascension-day');
    expect(of(2027)).toContain('2027-05-17 constitution-day');
    expect(of(2027)).toContain('2027-05-17 whit-monday');
    expect(publicHolidays(2027)).toHaveLength(12);
  });

  it('refuses a year before the Gregorian calendar', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
    expect(() => easterSunday(2024.5)).toThrow(RangeError);
  });
});

describe('school breaks', () => {
  it("lists 2026's with the default weeks (8 and 40)", () => {
    expect(schoolBreaks(2026)).toEqual([
      // Week 8 of 2026 is Monday 16 to Sunday 22 February.
      { key: 'winter-break', firstNight: '2026-02-14', lastNight: '2026-02-20' },
      // Palm Sunday 29 March; Easter Sunday 5 April; leaving on 2. påskedag, 6 April.
      { key: 'easter-holidays', firstNight: '2026-03-28', lastNight: '2026-04-05' },
      // Weeks 28-30: Monday 6 July to Sunday 26 July.
      { key: 'summer-holiday', firstNight: '2026-07-04', lastNight: '2026-07-24' },
      // Week 40: Monday 28 September to Sunday 4 October.
      { key: 'autumn-break', firstNight: '2026-09-26', lastNight: '2026-10-02' },
      { key: 'christmas-holidays', firstNight: '2026-12-21', lastNight: '2026-12-31' },
    ]);
  });

  it('moves the winter and autumn breaks a week for a cabin whose county has weeks 9 and 41', () => {
    const breaks = schoolBreaks(2026, { winterBreakWeek: 9, autumnBreakWeek: 41 });
    expect(breaks.find((one) => one.key === 'winter-break')).toMatchObject({
      firstNight: '2026-02-21',
      lastNight: '2026-02-27',
    });
    expect(breaks.find((one) => one.key === 'autumn-break')).toMatchObject({
      firstNight: '2026-10-03',
      lastNight: '2026-10-09',
    });
  });

  it('finds week 1 in the year before when 1 January is late in the week', () => {
    // 1 January 2027 is a Friday: week 1 starts Monday 4 January.
    expect(mondayOfIsoWeek(2027, 1)).toBe('2027-01-04');
    // 1 January 2026 is a Thursday: week 1 starts Monday 29 December 2025.
    expect(mondayOfIsoWeek(2026, 1)).toBe('2025-12-29');
    // 2026 has 53 weeks.
    expect(mondayOfIsoWeek(2026, 53)).toBe('2026-12-28');
  });
});

describe('names', () => {
  it('names every holiday and break in both languages', () => {
    for (const language of ['no', 'en'] as const) {
      for (const key of HOLIDAY_KEYS) expect(holidayName(key, language)).not.toBe('');
      for (const key of BREAK_KEYS) expect(breakName(key, language)).not.toBe('');
    }
    expect(holidayName('constitution-day', 'no')).toBe('Grunnlovsdag (17. mai)');
    expect(breakName('easter-holidays', 'en')).toBe('Easter holidays');
  });
});
