import { describe, expect, it } from 'vitest';
import {
  cabinToday,
  forecastDayKind,
  formatTemperature,
  formatUpdatedAt,
  formatVisibility,
  formatWhole,
  weekdayName,
} from './weather-format';

describe('formatTemperature', () => {
  it.each([
    [-2.4, '−2°'],
    [-2.5, '−2°'],
    [-2.6, '−3°'],
    [-0.4, '0°'],
    [0, '0°'],
    [0.5, '1°'],
    [14.6, '15°'],
  ])('shows %d °C as "%s", with a real minus sign', (celsius, text) => {
    expect(formatTemperature(celsius)).toBe(text);
  });
});

describe('forecast days', () => {
  it('calls the cabin’s today and tomorrow by name and leaves the rest to the weekday', () => {
    expect(forecastDayKind('2026-12-31', '2026-12-31')).toBe('today');
    expect(forecastDayKind('2027-01-01', '2026-12-31')).toBe('tomorrow');
    expect(forecastDayKind('2027-01-02', '2026-12-31')).toBe('other');
  });

  it('takes today in Europe/Oslo, whatever the viewer’s time zone', () => {
    // 23:30 UTC on 10 December is already 00:30 on 11 December in Oslo.
    expect(cabinToday(new Date('2026-12-10T23:30:00Z'))).toBe('2026-12-11');
    expect(cabinToday(new Date('2026-07-10T21:59:00Z'))).toBe('2026-07-10');
    expect(cabinToday(new Date('2026-07-10T22:00:00Z'))).toBe('2026-07-11');
  });

  it('names a weekday in the UI language, capitalised as a heading', () => {
    expect(weekdayName('2026-12-12', 'en')).toBe('Saturday');
    expect(weekdayName('2026-12-12', 'no')).toBe('Lørdag');
    expect(weekdayName('2026-12-14', 'no')).toBe('Mandag');
  });
});

describe('numbers', () => {
  it('rounds humidity and wind to whole numbers', () => {
    expect(formatWhole(86.6)).toBe('87');
    expect(formatWhole(14.4)).toBe('14');
  });

  it('shows visibility with at most one decimal, in the language’s separator', () => {
    expect(formatVisibility(9.54, 'en')).toBe('9.5');
    expect(formatVisibility(9.54, 'no')).toBe('9,5');
    expect(formatVisibility(10, 'no')).toBe('10');
  });
});

describe('formatUpdatedAt', () => {
  const now = new Date('2026-12-10T12:00:00Z');

  it('shows the time for a forecast updated today and the date for an older one', () => {
    expect(formatUpdatedAt('2026-12-10T11:05:00Z', 'en', now)).toMatch(/^\d\d:05$/);
    expect(formatUpdatedAt('2026-12-08T11:05:00Z', 'en', now)).toMatch(/^8 Dec 2026, \d\d:05$/);
    expect(formatUpdatedAt('2026-12-08T11:05:00Z', 'no', now)).toMatch(/^8\. des\. 2026 kl\. \d\d:05$/);
  });

  it('shows nothing for an unreadable instant', () => {
    expect(formatUpdatedAt('soon', 'en', now)).toBeNull();
  });
});
