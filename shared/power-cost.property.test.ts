import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PriceDay, powerCost, suggestPriceArea, vatPercentFor } from './power-cost';

// The stay's power bill in øre (shared/power-cost.ts) for any use, prices and settings: the total
// is the sum of its parts, it is rounded once (never the sum of separately rounded pieces), VAT is
// never charged in NO4, and a fixed price replaces the spot price.

const HOUR = 3_600_000;
const DAY_START = Date.parse('2027-01-10T00:00:00+01:00');

/** Consecutive days of hourly or quarter-hourly prices (NOK/kWh, 5 decimals, negative too). */
const priceDays: fc.Arbitrary<PriceDay[]> = fc
  .record({
    days: fc.integer({ min: 1, max: 3 }),
    quarter: fc.boolean(),
    seed: fc.array(fc.integer({ min: -20_000, max: 1_200_000 }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ days, quarter, seed }) => {
    const step = quarter ? HOUR / 4 : HOUR;
    const perDay = (24 * HOUR) / step;
    return Array.from({ length: days }, (_, day) => ({
      date: `2027-01-${String(10 + day).padStart(2, '0')}`,
      intervals: Array.from({ length: perDay }, (_, index) => {
        const start = DAY_START + day * 24 * HOUR + index * step;
        const value = seed[(day + index) % seed.length] ?? 0;
        return {
          start: new Date(start).toISOString(),
          end: new Date(start + step).toISOString(),
          nokPerKwh: (value + index * 137) / 100_000,
        };
      }),
    }));
  });

const settings = fc.record({
  priceArea: fc.constantFrom('NO1' as const, 'NO2' as const, 'NO3' as const, 'NO4' as const, 'NO5' as const),
  gridFeeOre: fc.integer({ min: 0, max: 100_000 }),
  addVat: fc.boolean(),
  fixedPriceOre: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
});

const stay = fc
  .record({
    days: priceDays,
    settings,
    tenthsKwh: fc.integer({ min: 0, max: 5_000_000 }),
    startMinute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    lengthMinutes: fc.integer({ min: 1, max: 24 * 60 }),
  })
  .map(({ days, settings, tenthsKwh, startMinute, lengthMinutes }) => {
    const span = days.length * 24 * 60;
    const start = Math.min(startMinute, span - 1);
    const end = Math.min(start + lengthMinutes, span);
    return {
      tenthsKwh,
      startAt: new Date(DAY_START + start * 60_000).toISOString(),
      endAt: new Date(DAY_START + end * 60_000).toISOString(),
      priceDays: days,
      settings,
    };
  });

/** The exact bill in øre, as a fraction with a float for comparison: used only to bound. */
function exactTotal(input: Parameters<typeof powerCost>[0]): number {
  const from = Date.parse(input.startAt);
  const to = Date.parse(input.endAt);
  let price = 0;
  if (input.settings.fixedPriceOre !== null) price = input.settings.fixedPriceOre;
  else {
    for (const day of input.priceDays)
      for (const interval of day.intervals) {
        const overlap = Math.min(Date.parse(interval.end), to) - Math.max(Date.parse(interval.start), from);
        if (overlap > 0) price += ((overlap / (to - from)) * Math.round(interval.nokPerKwh * 100_000)) / 1000;
      }
  }
  const vat = vatPercentFor(input.settings);
  return (input.tenthsKwh / 10) * (price + input.settings.gridFeeOre) * (1 + vat / 100);
}

describe('the power bill of a stay', () => {
  it('is the sum of its parts, each within 1 øre of its exact value', () => {
    fc.assert(
      fc.property(stay, (input) => {
        const cost = powerCost(input);
        expect(cost).not.toBeNull();
        if (!cost) return;
        expect(cost.energyOre + cost.gridOre + cost.vatOre).toBe(cost.totalOre);
        for (const part of [cost.energyOre, cost.gridOre, cost.vatOre, cost.totalOre])
          expect(Number.isInteger(part)).toBe(true);
        expect(
          Math.abs(cost.gridOre - (input.tenthsKwh / 10) * input.settings.gridFeeOre),
        ).toBeLessThanOrEqual(0.5);
        if (cost.vatPercent === 0) expect(Math.abs(cost.vatOre)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('rounds once: the total is the exact bill rounded to the nearest øre', () => {
    fc.assert(
      fc.property(stay, (input) => {
        const cost = powerCost(input);
        if (!cost) return;
        // The float reference carries a tiny error on large bills; half an øre plus that.
        const exact = exactTotal(input);
        expect(Math.abs(cost.totalOre - exact)).toBeLessThanOrEqual(0.5 + Math.abs(exact) * 1e-12);
      }),
    );
  });

  it('never adds VAT in NO4, and adds 25 % elsewhere when asked', () => {
    fc.assert(
      fc.property(settings, (one) => {
        expect(vatPercentFor(one)).toBe(one.addVat && one.priceArea !== 'NO4' ? 25 : 0);
      }),
    );
  });

  it('prices with the fixed price instead of the spot price when there is one', () => {
    fc.assert(
      fc.property(stay, fc.integer({ min: 0, max: 100_000 }), (input, fixed) => {
        const cost = powerCost({
          ...input,
          priceDays: [],
          settings: { ...input.settings, fixedPriceOre: fixed },
        });
        expect(cost?.averagePriceOre).toBe(fixed);
        expect(cost?.priceDays).toEqual([]);
      }),
    );
  });
});

describe('examples', () => {
  const day = (nok: number[]): PriceDay => ({
    date: '2027-01-10',
    intervals: nok.map((value, hour) => ({
      start: new Date(DAY_START + hour * HOUR).toISOString(),
      end: new Date(DAY_START + (hour + 1) * HOUR).toISOString(),
      nokPerKwh: value,
    })),
  });
  const base = { priceArea: 'NO1' as const, gridFeeOre: 50, addVat: true, fixedPriceOre: null };

  it('weighs each hour by the time the stay spent in it', () => {
    // One hour at 1 kr and three at 3 kr: 2.5 kr on average, not the plain average 2 kr.
    const prices = day([1, 3, 3, 3, ...Array.from({ length: 20 }, () => 0)]);
    const cost = powerCost({
      tenthsKwh: 1000,
      startAt: new Date(DAY_START).toISOString(),
      endAt: new Date(DAY_START + 4 * HOUR).toISOString(),
      priceDays: [prices],
      settings: base,
    });
    // 100 kWh x (250 + 50) øre x 1.25 = 37 500 øre.
    expect(cost).toMatchObject({ kWh: 100, averagePriceOre: 250, vatPercent: 25, totalOre: 37_500 });
    expect(cost?.priceDays).toEqual([{ date: '2027-01-10', averageOre: 250 }]);
  });

  it('is not available while part of the stay has no price yet', () => {
    const cost = powerCost({
      tenthsKwh: 10,
      startAt: new Date(DAY_START + 20 * HOUR).toISOString(),
      endAt: new Date(DAY_START + 30 * HOUR).toISOString(),
      priceDays: [day(Array.from({ length: 24 }, () => 1))],
      settings: base,
    });
    expect(cost).toBeNull();
  });
});

describe('suggestPriceArea', () => {
  it.each([
    ['Oslo', 59.91, 10.75, 'NO1'],
    ['Lillehammer', 61.11, 10.47, 'NO1'],
    ['Kristiansand', 58.15, 8.0, 'NO2'],
    ['Stavanger', 58.97, 5.73, 'NO2'],
    ['Trondheim', 63.43, 10.39, 'NO3'],
    ['Ålesund', 62.47, 6.15, 'NO3'],
    ['Tromsø', 69.65, 18.96, 'NO4'],
    ['Bergen', 60.39, 5.32, 'NO5'],
    ['Sogndal', 61.23, 7.1, 'NO5'],
    ['Stockholm', 59.33, 18.07, null],
  ])('%s', (_, latitude, longitude, area) => {
    expect(suggestPriceArea(latitude, longitude)).toBe(area);
  });
});
