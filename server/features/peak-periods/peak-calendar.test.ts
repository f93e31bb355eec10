import { describe, expect, it } from 'vitest';
import {
  nightsInside,
  occurrencesTouching,
  type PeriodDates,
  peakNightsByYear,
  periodsOverlap,
  rotationHolder,
  rotationYears,
} from './peak-calendar';

// Where peak periods' nights fall year by year, and how they are counted (decision 035).

const christmas: PeriodDates = {
  firstNight: '2026-12-22',
  lastNight: '2027-01-01',
  method: 'rotation',
  rotationOrder: ['ola', 'kari', 'per'],
};
const easter2027: PeriodDates = { firstNight: '2027-03-20', lastNight: '2027-03-28', method: 'draw' };

describe('peak calendar', () => {
  it('repeats a rotation every year from its first, a Christmas one reaching into January', () => {
    expect(occurrencesTouching(christmas, '2028-01-01', '2028-01-01')).toEqual([
      { year: 2027, firstNight: '2027-12-22', lastNight: '2028-01-01' },
    ]);
    expect(occurrencesTouching(christmas, '2025-12-20', '2026-01-10')).toEqual([]);
    expect(occurrencesTouching(easter2027, '2028-03-20', '2028-03-28')).toEqual([]);
  });

  it('hands a rotation round in turn from its first year, none before it', () => {
    expect(rotationHolder(christmas, 2025)).toBeNull();
    expect(rotationYears(christmas, 2026, 5)).toEqual([
      { year: 2026, householdId: 'ola' },
      { year: 2027, householdId: 'kari' },
      { year: 2028, householdId: 'per' },
      { year: 2029, householdId: 'ola' },
      { year: 2030, householdId: 'kari' },
    ]);
  });

  it("sees an overlap with a rotation's later years, and none before its first", () => {
    const newYear2030: PeriodDates = { firstNight: '2029-12-31', lastNight: '2030-01-02', method: 'cap' };
    const newYear2025: PeriodDates = { firstNight: '2024-12-31', lastNight: '2025-01-02', method: 'cap' };
    expect(periodsOverlap(christmas, newYear2030)).toBe(true);
    expect(periodsOverlap(newYear2025, christmas)).toBe(false);
    expect(periodsOverlap(christmas, easter2027)).toBe(false);
    const advent: PeriodDates = {
      firstNight: '2031-12-01',
      lastNight: '2031-12-22',
      method: 'rotation',
      rotationOrder: ['a'],
    };
    expect(periodsOverlap(christmas, advent)).toBe(true);
    expect(periodsOverlap(christmas, { ...advent, lastNight: '2031-12-21' })).toBe(false);
  });

  it("counts a stay's nights inside a period, the departure day not being a night", () => {
    expect(nightsInside({ startDate: '2027-03-18', endDate: '2027-03-22' }, '2027-03-20', '2027-03-28')).toBe(
      2,
    );
    expect(nightsInside({ startDate: '2027-03-28', endDate: '2027-04-02' }, '2027-03-20', '2027-03-28')).toBe(
      1,
    );
    expect(nightsInside({ startDate: '2027-03-29', endDate: '2027-04-02' }, '2027-03-20', '2027-03-28')).toBe(
      0,
    );
  });

  it('counts peak nights in the year of each night, for the household of the booker', () => {
    const counts = peakNightsByYear(
      [christmas, easter2027],
      [
        { userId: 'u1', startDate: '2026-12-30', endDate: '2027-01-04' },
        { userId: 'u2', startDate: '2027-03-19', endDate: '2027-03-21' },
        { userId: 'gone', startDate: '2027-03-24', endDate: '2027-03-26' },
      ],
      new Map([
        ['u1', 'ola'],
        ['u2', 'ola'],
      ]),
      '2026-01-01',
      '2027-12-31',
    );
    expect(counts.get('ola')).toEqual(
      new Map([
        [2026, 2],
        [2027, 2],
      ]),
    );
    expect(counts.size).toBe(1);
  });
});
