import { describe, expect, it } from 'vitest';
import { holidaysOf } from '@/test/holiday-fixtures';
import { comingBreaks, seasonDaysOf, yearsAround } from './season-days';

describe('yearsAround', () => {
  it('is the month’s own year, with the neighbour whose days its grid shows', () => {
    expect(yearsAround('2026-06-01')).toEqual([2026]);
    expect(yearsAround('2027-01-01')).toEqual([2026, 2027]);
    expect(yearsAround('2026-12-01')).toEqual([2026, 2027]);
  });
});

describe('seasonDaysOf', () => {
  it('marks each holiday and every night of each break, the first night as such', () => {
    const days = seasonDaysOf([holidaysOf(2026, 'no', { winterBreakWeek: 9, autumnBreakWeek: 40 })]);
    expect(days.get('2026-04-05')).toEqual({
      holidays: ['1. påskedag'],
      schoolBreak: { key: 'easter-holidays', name: 'Påskeferie', firstNight: false, lastNight: '2026-04-05' },
    });
    expect(days.get('2026-04-06')).toEqual({ holidays: ['2. påskedag'], schoolBreak: null });
    expect(days.get('2026-02-21')?.schoolBreak).toMatchObject({ key: 'winter-break', firstNight: true });
    expect(days.get('2026-02-20')).toBeUndefined();
    // 2027: Whit Monday is 17 May, and both are named.
    expect(seasonDaysOf([holidaysOf(2027, 'en')]).get('2027-05-17')?.holidays).toEqual([
      'Constitution Day',
      'Whit Monday',
    ]);
  });
});

describe('comingBreaks', () => {
  const years = [holidaysOf(2026, 'no'), holidaysOf(2027, 'no')];

  it('is the next of each break not yet ended, earliest first, named with its year', () => {
    expect(
      comingBreaks(years, '2026-02-18').map(({ name, firstNight, lastNight }) => [
        name,
        firstNight,
        lastNight,
      ]),
    ).toEqual([
      ['Vinterferie 2026', '2026-02-14', '2026-02-20'],
      ['Påskeferie 2026', '2026-03-28', '2026-04-05'],
      ['Fellesferie 2026', '2026-07-04', '2026-07-24'],
      ['Høstferie 2026', '2026-09-26', '2026-10-02'],
      ['Juleferie 2026', '2026-12-21', '2026-12-31'],
    ]);
  });

  it('offers next year’s once this year’s has ended', () => {
    expect(comingBreaks(years, '2026-11-01').map(({ name }) => name)).toEqual([
      'Juleferie 2026',
      'Vinterferie 2027',
      'Påskeferie 2027',
      'Fellesferie 2027',
      'Høstferie 2027',
    ]);
  });
});
