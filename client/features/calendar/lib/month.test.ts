import { toLocalDate } from '@shared/date-text';
import { describe, expect, it } from 'vitest';
import { inMonth, keyboardTarget, monthWeeks, shiftMonth } from './month';

describe('monthWeeks', () => {
  it('lays out December 2026 Monday first, with ISO weeks 49 to 53', () => {
    const weeks = monthWeeks('2026-12-01');
    expect(weeks.map((week) => week.week)).toEqual([49, 50, 51, 52, 53]);
    expect(weeks[0]?.days).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)?.days).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('starts January 2027 in week 53 of 2026, then week 1', () => {
    const weeks = monthWeeks('2027-01-15');
    expect(weeks.map((week) => week.week)).toEqual([53, 1, 2, 3, 4]);
    expect(weeks[0]?.days[0]).toBe('2026-12-28');
    expect(weeks[1]?.days[0]).toBe('2027-01-04');
    expect(weeks.at(-1)?.days[6]).toBe('2027-01-31');
  });

  it('numbers the week holding 1 January 2026 (a Thursday) week 1', () => {
    const weeks = monthWeeks('2026-01-01');
    expect(weeks[0]?.days[0]).toBe('2025-12-29');
    expect(weeks[0]?.week).toBe(1);
  });

  it('gives February 2027 (Monday the 1st, 28 days) four rows and March 2027 five', () => {
    expect(monthWeeks('2027-02-01')).toHaveLength(4);
    expect(monthWeeks('2027-02-01')[0]?.days[0]).toBe('2027-02-01');
    expect(monthWeeks('2027-03-01')).toHaveLength(5);
  });

  it('has seven days, Monday to Sunday, in every row', () => {
    for (const month of ['2026-08-01', '2026-11-01', '2027-05-01']) {
      for (const { days } of monthWeeks(month)) {
        expect(days).toHaveLength(7);
        expect(toLocalDate(days[0] ?? '').getDay()).toBe(1);
        expect(toLocalDate(days[6] ?? '').getDay()).toBe(0);
      }
    }
  });
});

describe('month helpers', () => {
  it('knows which days belong to the month shown', () => {
    expect(inMonth('2026-12-31', '2026-12-01')).toBe(true);
    expect(inMonth('2027-01-01', '2026-12-01')).toBe(false);
  });

  it('builds a local date from the parts, never shifting the day', () => {
    const date = toLocalDate('2027-01-01');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2027, 0, 1]);
  });

  it('moves a date by whole months, kept inside the target month', () => {
    expect(shiftMonth('2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftMonth('2028-01-31', 1)).toBe('2028-02-29');
    expect(shiftMonth('2026-12-15', 1)).toBe('2027-01-15');
    expect(shiftMonth('2027-01-15', -1)).toBe('2026-12-15');
  });

  it('maps grid keys to the day they move to', () => {
    expect(keyboardTarget('ArrowRight', '2026-12-31')).toBe('2027-01-01');
    expect(keyboardTarget('ArrowLeft', '2027-01-01')).toBe('2026-12-31');
    expect(keyboardTarget('ArrowDown', '2026-12-28')).toBe('2027-01-04');
    expect(keyboardTarget('ArrowUp', '2026-12-03')).toBe('2026-11-26');
    expect(keyboardTarget('Home', '2026-12-03')).toBe('2026-11-30');
    expect(keyboardTarget('End', '2026-12-03')).toBe('2026-12-06');
    expect(keyboardTarget('PageDown', '2026-12-31')).toBe('2027-01-31');
    expect(keyboardTarget('PageUp', '2026-12-31')).toBe('2026-11-30');
    expect(keyboardTarget('a', '2026-12-31')).toBeNull();
  });
});
