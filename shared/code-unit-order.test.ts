import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from './code-unit-order';

const sign = (value: number) => Math.sign(value);

describe('compareCodeUnits', () => {
  // What the app sorts with it: the order must be the one localeCompare gave before.
  const samples = [
    '2026-01-03',
    '2026-01-10',
    '2025-12-31',
    '2026-10-01',
    '2026-01-03T08:00:00.000Z',
    '2026-01-03T18:30:12.345Z',
    '2026-01-03T08:00:00.000Z',
    '0b6f1c9e-3d4a-4f7e-9b2c-1a2b3c4d5e6f',
    '0B6F1C9E-3D4A-4F7E-9B2C-1A2B3C4D5E6F'.toLowerCase(),
    'f0e1d2c3-b4a5-4968-8776-655443322110',
    '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    'a0000000-0000-4000-8000-000000000000',
    '',
  ];

  it('orders ISO dates, timestamps and ids as localeCompare does', () => {
    for (const a of samples) {
      for (const b of samples)
        expect(sign(compareCodeUnits(a, b)), `${a} vs ${b}`).toBe(sign(a.localeCompare(b)));
    }
  });

  it('sorts dates ascending and answers 0 for equal strings', () => {
    expect(['2026-02-01', '2025-12-24', '2026-01-15'].sort(compareCodeUnits)).toEqual([
      '2025-12-24',
      '2026-01-15',
      '2026-02-01',
    ]);
    expect(compareCodeUnits('2026-01-03', '2026-01-03')).toBe(0);
  });
});
