import { describe, expect, it } from 'vitest';
import { formatNightsText } from './date-text';

// The short text of a range of nights in a sentence (the waitlist's "The nights 12.–14. februar
// are free"), in both languages.

describe('formatNightsText', () => {
  it.each([
    ['2027-02-12', '2027-02-14', 'no', '12.–14. februar'],
    ['2027-02-12', '2027-02-14', 'en', '12–14 February'],
    ['2027-01-30', '2027-02-02', 'no', '30. januar – 2. februar'],
    ['2027-01-30', '2027-02-02', 'en', '30 January – 2 February'],
    ['2026-12-30', '2027-01-02', 'no', '30. desember 2026 – 2. januar 2027'],
    ['2026-12-30', '2027-01-02', 'en', '30 December 2026 – 2 January 2027'],
  ] as const)('%s to %s in %s: "%s"', (startDate, endDate, language, text) => {
    expect(formatNightsText(startDate, endDate, language)).toBe(text);
  });
});
