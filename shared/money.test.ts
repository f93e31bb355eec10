import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOre, type MoneyLanguage, parseAmountToOre, splitByWeights } from './money';
import { AMOUNT_ORE_MAX } from './schemas/costs';

// Money is whole øre end to end (issue #16). A split's parts must add up exactly to the amount,
// whatever the amount and the weights, each within an øre of its exact share, the same every
// time; and an amount written the way a language writes it reads back as the same øre.

const amount = fc.integer({ min: 1, max: AMOUNT_ORE_MAX });
/** Weights as the splits make them: 1 per household, basis points, person-nights, custom øre. */
const weights = fc
  .array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 60 })
  .filter((list) => list.some((weight) => weight > 0));
const language = fc.constantFrom<MoneyLanguage>('no', 'en');

describe('splitByWeights', () => {
  it('gives whole, non-negative parts that add up exactly, each within an øre of its exact share', () => {
    fc.assert(
      fc.property(amount, weights, (amountOre, list) => {
        const parts = splitByWeights(amountOre, list);
        expect(parts).toHaveLength(list.length);
        const total = BigInt(list.reduce((sum, weight) => sum + weight, 0));
        for (const [index, part] of parts.entries()) {
          expect(Number.isSafeInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
          // |part - amount x weight / total| < 1, in whole numbers.
          const difference = BigInt(part) * total - BigInt(amountOre) * BigInt(list[index] ?? 0);
          expect(difference < total && -difference < total).toBe(true);
        }
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amountOre);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same parts for the same input, and nothing to a weight of 0', () => {
    fc.assert(
      fc.property(amount, weights, (amountOre, list) => {
        const parts = splitByWeights(amountOre, list);
        expect(splitByWeights(amountOre, [...list])).toEqual(parts);
        for (const [index, weight] of list.entries()) if (weight === 0) expect(parts[index]).toBe(0);
      }),
    );
  });

  it('gives the leftover øre by largest remainder, ties to the earlier weight', () => {
    expect(splitByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeights(200, [1, 1, 1])).toEqual([67, 67, 66]);
    // 10 x 1/6 = 1.67 and 10 x 5/6 = 8.33: the larger remainder gets the øre.
    expect(splitByWeights(10, [1, 5])).toEqual([2, 8]);
    expect(splitByWeights(1, [0, 3, 3])).toEqual([0, 1, 0]);
  });

  it('refuses what is not a split: no positive weight, fractions, negative weights', () => {
    expect(() => splitByWeights(100, [0, 0])).toThrow(RangeError);
    expect(() => splitByWeights(100, [])).toThrow(RangeError);
    expect(() => splitByWeights(100, [1.5, 1])).toThrow(RangeError);
    expect(() => splitByWeights(100, [-1, 2])).toThrow(RangeError);
    expect(() => splitByWeights(10.5, [1])).toThrow(RangeError);
  });
});

describe('formatOre and parseAmountToOre', () => {
  it('read back every amount they write, in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: AMOUNT_ORE_MAX }), language, (amountOre, lang) => {
        expect(parseAmountToOre(formatOre(amountOre, lang), lang)).toBe(amountOre);
      }),
      { numRuns: 2000 },
    );
  });

  it('read amounts as each language writes them by hand', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }), (kroner, ore) => {
        const decimals = String(ore).padStart(2, '0');
        const expected = kroner * 100 + ore;
        expect(parseAmountToOre(`${kroner},${decimals}`, 'no')).toBe(expected);
        expect(parseAmountToOre(`${kroner}.${decimals}`, 'en')).toBe(expected);
        const grouped = (separator: string) => String(kroner).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
        expect(parseAmountToOre(`${grouped('.')},${decimals}`, 'no')).toBe(expected);
        expect(parseAmountToOre(`${grouped(' ')},${decimals} kr`, 'no')).toBe(expected);
        expect(parseAmountToOre(`${grouped(',')}.${decimals}`, 'en')).toBe(expected);
        expect(parseAmountToOre(`${kroner}`, 'no')).toBe(kroner * 100);
        expect(parseAmountToOre(`${kroner}`, 'en')).toBe(kroner * 100);
      }),
    );
  });

  it('write and read the examples of the issue', () => {
    expect(formatOre(123_450, 'no')).toBe('1\u00a0234,50');
    expect(formatOre(123_450, 'en')).toBe('1,234.50');
    expect(formatOre(5, 'en')).toBe('0.05');
    expect(formatOre(-12_345, 'no')).toBe('-123,45');
    expect(parseAmountToOre('1 234,50', 'no')).toBe(123_450);
    expect(parseAmountToOre('1.234,50', 'no')).toBe(123_450);
    expect(parseAmountToOre('1234.5', 'no')).toBe(123_450);
    expect(parseAmountToOre('kr 12', 'no')).toBe(1200);
    expect(parseAmountToOre('1,234.50', 'en')).toBe(123_450);
    expect(parseAmountToOre('1234.5', 'en')).toBe(123_450);
    expect(parseAmountToOre('NOK 1,000', 'en')).toBe(100_000);
  });

  it('read nothing from what is not an amount', () => {
    for (const lang of ['no', 'en'] as const) {
      for (const text of ['', 'abc', '-5', '1,2,3', '12.345.6', '1.234', '12,345,6', '1e5', '12..5'])
        if (!(lang === 'no' && text === '1.234'))
          expect(parseAmountToOre(text, lang), `${lang} ${text}`).toBeNull();
    }
    // A dot before three digits groups thousands in Norwegian.
    expect(parseAmountToOre('1.234', 'no')).toBe(123_400);
  });
});
