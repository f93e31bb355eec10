// The power bill of one stay as a pure function (issue #41, part 3, decision 062): the kWh read off
// the meter at the stay's start and end, priced at the spot prices of the time between the two
// readings, plus the grid fee, plus VAT. Everything is exact integer arithmetic (BigInt) and the
// total is rounded ONCE, to whole øre; the parts shown beside it are split from that total so they
// add up to it exactly.

export const PRICE_AREAS = ['NO1', 'NO2', 'NO3', 'NO4', 'NO5'] as const;
export type PriceArea = (typeof PRICE_AREAS)[number];

/** A stored price area read back (the database checks it), or null. */
export function asPriceArea(value: string | null): PriceArea | null {
  return PRICE_AREAS.find((area) => area === value) ?? null;
}

/** Norway's VAT on electricity and grid fee; Nord-Norge (NO4) is exempt. */
export const POWER_VAT_PERCENT = 25;

/** One interval of a published day (hour or quarter hour), NOK per kWh without VAT. */
export type PriceInterval = { start: string; end: string; nokPerKwh: number };
export type PriceDay = { date: string; intervals: PriceInterval[] };

export type PowerSettings = {
  priceArea: PriceArea | null;
  /** Øre per kWh, without VAT. */
  gridFeeOre: number;
  addVat: boolean;
  /** A fixed price per kWh (øre, without VAT) instead of the spot price, or null. */
  fixedPriceOre: number | null;
};

export type PowerCostInput = {
  /** Meter use between the two readings, in tenths of a kWh (as stored). */
  tenthsKwh: number;
  /** When the start and end readings were taken (ISO times). */
  startAt: string;
  endAt: string;
  /** The published days covering [startAt, endAt); ignored with a fixed price. */
  priceDays: PriceDay[];
  settings: PowerSettings;
};

export type PowerCost = {
  kWh: number;
  /** The time-weighted average spot price (or the fixed price) over the stay, øre/kWh, rounded. */
  averagePriceOre: number;
  gridFeeOre: number;
  vatPercent: number;
  /** The parts of the total, each within 1 øre of its exact value, adding up to `totalOre`. */
  energyOre: number;
  gridOre: number;
  vatOre: number;
  totalOre: number;
  priceDays: { date: string; averageOre: number }[];
};

/** Prices are kept in thousandths of an øre (the service gives NOK with up to 5 decimals). */
const MILLI = 1000n;

function toMilliOre(nokPerKwh: number): bigint {
  return BigInt(Math.round(nokPerKwh * 100_000));
}

/** Floor division that is right for negative numerators too (spot prices can be below zero). */
function floorDiv(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n !== denominator < 0n ? quotient - 1n : quotient;
}

/** numerator / denominator rounded half up, for a positive denominator. */
function roundDiv(numerator: bigint, denominator: bigint): bigint {
  return floorDiv(2n * numerator + denominator, 2n * denominator);
}

/** The VAT rate that applies: 25 % when asked for, never in NO4. */
export function vatPercentFor(settings: Pick<PowerSettings, 'addVat' | 'priceArea'>): number {
  return settings.addVat && settings.priceArea !== 'NO4' ? POWER_VAT_PERCENT : 0;
}

type Weighted = { sum: bigint; ms: bigint };

/** The sum of price (milli-øre) x overlap (ms) of the intervals inside [from, to). */
function weigh(intervals: PriceInterval[], from: number, to: number): Weighted {
  let sum = 0n;
  let ms = 0n;
  for (const interval of intervals) {
    const start = Math.max(Date.parse(interval.start), from);
    const end = Math.min(Date.parse(interval.end), to);
    if (end <= start) continue;
    sum += BigInt(end - start) * toMilliOre(interval.nokPerKwh);
    ms += BigInt(end - start);
  }
  return { sum, ms };
}

/**
 * The stay's cost, or null while a spot price for part of the time between its readings is not
 * there yet ("price not available yet"). The use is spread evenly over the time between the two
 * readings and each hour (or quarter hour) is priced at its own spot price: a time-weighted
 * average. Readings at the same instant have no time to weigh: they are priced at the plain
 * average of the price days given.
 */
export function powerCost(input: PowerCostInput): PowerCost | null {
  const { settings } = input;
  const from = Date.parse(input.startAt);
  const to = Date.parse(input.endAt);
  const allIntervals = input.priceDays.flatMap((day) => day.intervals);
  const vatPercent = vatPercentFor(settings);

  // The exact spot price as a fraction: priceNumerator / priceDenominator milli-øre per kWh.
  let priceNumerator: bigint;
  let priceDenominator: bigint;
  if (settings.fixedPriceOre !== null) {
    priceNumerator = BigInt(settings.fixedPriceOre) * MILLI;
    priceDenominator = 1n;
  } else if (to > from) {
    const weighted = weigh(allIntervals, from, to);
    if (weighted.ms !== BigInt(to - from)) return null;
    priceNumerator = weighted.sum;
    priceDenominator = weighted.ms;
  } else {
    if (allIntervals.length === 0) return null;
    const weighted = weigh(allIntervals, -8.64e15, 8.64e15);
    priceNumerator = weighted.sum;
    priceDenominator = weighted.ms;
  }

  // Everything over one common denominator: tenths of kWh (10), milli-øre (1000), percent (100).
  const tenths = BigInt(input.tenthsKwh);
  const common = 10n * MILLI * 100n * priceDenominator;
  const energy = tenths * priceNumerator * 100n;
  const grid = tenths * BigInt(settings.gridFeeOre) * MILLI * priceDenominator * 100n;
  // The one rounding: (energy + grid) x (100 + VAT) / 100, to whole øre.
  const totalOre = roundDiv((energy + grid) * BigInt(100 + vatPercent), common * 100n);

  // Parts: energy and grid rounded on their own, VAT the rest, so they add up to the total.
  const energyOre = roundDiv(energy, common);
  const gridOre = roundDiv(grid, common);
  const vatOre = totalOre - energyOre - gridOre;

  const priceDays =
    settings.fixedPriceOre !== null
      ? []
      : input.priceDays.map((day) => {
          const inside = to > from ? weigh(day.intervals, from, to) : weigh(day.intervals, -8.64e15, 8.64e15);
          const all = inside.ms > 0n ? inside : weigh(day.intervals, -8.64e15, 8.64e15);
          return {
            date: day.date,
            averageOre: all.ms > 0n ? Number(roundDiv(all.sum, all.ms * MILLI)) : 0,
          };
        });

  return {
    kWh: input.tenthsKwh / 10,
    averagePriceOre: Number(roundDiv(priceNumerator, priceDenominator * MILLI)),
    gridFeeOre: settings.gridFeeOre,
    vatPercent,
    energyOre: Number(energyOre),
    gridOre: Number(gridOre),
    vatOre: Number(vatOre),
    totalOre: Number(totalOre),
    priceDays,
  };
}

/**
 * A rough price area from a cabin's coordinates, offered as a suggestion only (the owner picks).
 * The real borders follow grid regions, not lines of latitude; this gets the common cabin regions
 * right: north of about 65° N is Nord-Norge (NO4), 62-65° N Midt-Norge (NO3), the western fjords
 * (Vestland: west of 7° E from 59.7° N, and Sogn to 8° E from 60.8° N) Vest-Norge (NO5), the
 * south-west (Rogaland, Agder, Telemark: west of 7° E, or south of 60° N and west of 9.8° E)
 * Sørvest-Norge (NO2), and the rest of the south-east Øst-Norge (NO1). Null well outside Norway
 * (a box around it, and east of 12.7° E south of 65° N).
 */
export function suggestPriceArea(latitude: number, longitude: number): PriceArea | null {
  if (latitude < 57.8 || latitude > 71.5 || longitude < 4.3 || longitude > 31.5) return null;
  if (latitude >= 65) return 'NO4';
  // South of 65° N the border with Sweden lies west of about 12.7° E.
  if (longitude > 12.7) return null;
  if (latitude >= 62) return 'NO3';
  if (longitude < 7 && latitude >= 59.7) return 'NO5';
  if (longitude < 8 && latitude >= 60.8) return 'NO5';
  if (longitude < 7) return 'NO2';
  if (latitude < 60 && longitude < 9.8) return 'NO2';
  return 'NO1';
}
