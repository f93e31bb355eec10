import { describe, expect, it } from 'vitest';
import { isInRange, isSelectableNight, rangeFromAnchor, toBookingDates } from './selection';

const today = '2026-11-16';
const occupied = new Set(['2026-11-20', '2026-11-21']);
const selectable = (date: string) => isSelectableNight(date, today, (day) => occupied.has(day));

describe('isSelectableNight', () => {
  it('refuses past and occupied nights', () => {
    expect(selectable('2026-11-15')).toBe(false);
    expect(selectable('2026-11-16')).toBe(true);
    expect(selectable('2026-11-20')).toBe(false);
    expect(selectable('2026-11-22')).toBe(true);
  });
});

describe('rangeFromAnchor', () => {
  it('is one night when the pointer stays on the anchor', () => {
    expect(rangeFromAnchor('2026-11-17', '2026-11-17', selectable)).toEqual({
      first: '2026-11-17',
      last: '2026-11-17',
    });
  });

  it('grows forwards to the day under the pointer', () => {
    expect(rangeFromAnchor('2026-11-16', '2026-11-19', selectable)).toEqual({
      first: '2026-11-16',
      last: '2026-11-19',
    });
  });

  it('grows backwards when dragged to an earlier day', () => {
    expect(rangeFromAnchor('2026-11-19', '2026-11-17', selectable)).toEqual({
      first: '2026-11-17',
      last: '2026-11-19',
    });
  });

  it('stops before the first occupied day, even when dragged past it', () => {
    expect(rangeFromAnchor('2026-11-17', '2026-11-25', selectable)).toEqual({
      first: '2026-11-17',
      last: '2026-11-19',
    });
    expect(rangeFromAnchor('2026-11-24', '2026-11-18', selectable)).toEqual({
      first: '2026-11-22',
      last: '2026-11-24',
    });
  });

  it('stops at today when dragged into the past', () => {
    expect(rangeFromAnchor('2026-11-18', '2026-11-10', selectable)).toEqual({
      first: '2026-11-16',
      last: '2026-11-18',
    });
  });

  it('crosses a month and a year end', () => {
    expect(rangeFromAnchor('2026-12-30', '2027-01-02', () => true)).toEqual({
      first: '2026-12-30',
      last: '2027-01-02',
    });
  });
});

describe('toBookingDates', () => {
  it('ends the stay on the day after the last night (the departure day)', () => {
    expect(toBookingDates({ first: '2026-11-17', last: '2026-11-19' })).toEqual({
      startDate: '2026-11-17',
      endDate: '2026-11-20',
    });
    expect(toBookingDates({ first: '2026-12-31', last: '2026-12-31' })).toEqual({
      startDate: '2026-12-31',
      endDate: '2027-01-01',
    });
  });

  it('knows whether a day is in a range', () => {
    const range = { first: '2026-11-17', last: '2026-11-19' };
    expect(isInRange('2026-11-16', range)).toBe(false);
    expect(isInRange('2026-11-17', range)).toBe(true);
    expect(isInRange('2026-11-19', range)).toBe(true);
    expect(isInRange('2026-11-20', range)).toBe(false);
    expect(isInRange('2026-11-17', null)).toBe(false);
  });
});
