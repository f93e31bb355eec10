import { describe, expect, it } from 'vitest';
import { formatLocalized } from './dates';

describe('localized dates', () => {
  const date = new Date(2026, 10, 22);
  it('uses Norwegian text for no', () => {
    expect(formatLocalized(date, 'EEEE d. MMMM yyyy', 'no')).toBe('søndag 22. november 2026');
  });
  it('uses English otherwise', () => {
    expect(formatLocalized(date, 'EEEE d MMMM yyyy', 'en')).toBe('Sunday 22 November 2026');
  });
});
