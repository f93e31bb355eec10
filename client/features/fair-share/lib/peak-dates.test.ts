import type { PeakPeriod } from '@shared/schemas/peak-periods';
import { describe, expect, it } from 'vitest';
import { nightsFrom, occurrencesOf, occurrencesTouching, shiftYears } from './peak-dates';

const period = (overrides: Partial<PeakPeriod>): PeakPeriod => ({
  id: 'p',
  name: 'Easter',
  firstNight: '2027-03-25',
  lastNight: '2027-03-28',
  method: 'cap',
  capNights: 3,
  wishDeadline: null,
  rotationOrder: null,
  rotation: null,
  wishesOpen: false,
  seedCommitment: null,
  draw: null,
  ...overrides,
});

describe('peak dates', () => {
  it('marks each night of a period, and a rotation period in every year it lists', () => {
    const christmas = period({
      id: 'xmas',
      name: 'Christmas',
      method: 'rotation',
      firstNight: '2026-12-23',
      lastNight: '2027-01-01',
      rotation: [
        { year: 2026, householdId: 'h1' },
        { year: 2027, householdId: 'h2' },
      ],
    });
    const nights = new Map(
      [period({}), christmas]
        .flatMap(occurrencesOf)
        .flatMap((occurrence) =>
          nightsFrom(occurrence.firstNight, occurrence.lastNight).map(
            (night) => [night, occurrence] as const,
          ),
        ),
    );
    expect(nights.get('2027-03-25')?.period.name).toBe('Easter');
    expect(nights.get('2027-03-29')).toBeUndefined();
    expect(nights.get('2027-01-01')?.householdId).toBe('h1');
    expect(nights.get('2027-12-23')?.householdId).toBe('h2');
    expect(nights.get('2027-12-22')).toBeUndefined();
  });

  it('finds the periods a stay has nights in; the departure day is not a night', () => {
    expect(occurrencesTouching([period({})], '2027-03-20', '2027-03-25')).toEqual([]);
    expect(occurrencesTouching([period({})], '2027-03-20', '2027-03-26')).toHaveLength(1);
    expect(occurrencesTouching([period({})], '2027-03-29', '2027-03-30')).toEqual([]);
    expect(occurrencesTouching([period({})], '', '')).toEqual([]);
  });

  it('moves 29 February to the 28th in a year without it', () => {
    expect(shiftYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(shiftYears('2027-12-23', 2)).toBe('2029-12-23');
  });
});
