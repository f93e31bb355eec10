import { addDays, dateInTimeZone } from '@shared/calendar-dates';
import { asPriceArea, type PriceInterval, vatPercentFor } from '@shared/power-cost';
import type { PowerToday } from '@shared/schemas/power';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookings, cabins } from '../../db/schema';
import { meterReadings } from '../../db/schema-power';
import { requireCurrentMembership } from '../cabins';
import { storedPriceDays } from './price-days';
import { computeStayPower } from './stay-power-service';

// Today's power prices for the dashboard widget (issue #41, decision 062): read from the days the
// price job keeps (requests never call the service), by hour in Europe/Oslo, as the cabin pays
// them; and the use of the stay that ended last, priced as the stay's own page prices it.

const HOUR_MS = 3_600_000;

/** The instant a local (Europe/Oslo) date begins: midnight is 23:00 or 22:00 UTC the day before. */
function osloMidnight(date: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  for (const offsetHours of [1, 2, 0]) {
    const candidate = utcMidnight - offsetHours * HOUR_MS;
    if (dateInTimeZone(new Date(candidate)) === date && dateInTimeZone(new Date(candidate - 1)) !== date)
      return candidate;
  }
  return utcMidnight - HOUR_MS;
}

/** The day's hours, [start, end) in ms: 23, 24 or 25 of them. */
function hoursOf(date: string): { start: number; end: number }[] {
  const from = osloMidnight(date);
  const to = osloMidnight(addDays(date, 1));
  const hours: { start: number; end: number }[] = [];
  for (let start = from; start < to; start += HOUR_MS) hours.push({ start, end: start + HOUR_MS });
  return hours;
}

/** n / d rounded half up (d > 0), in integers so 12.5 øre is 13, never 12 by a float's whim. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

type Settings = { gridFeeOre: number; vatPercent: number };

/**
 * One hour's price in whole øre per kWh: the mean of its intervals' spot prices (four quarter
 * hours or one hour, in thousandths of an øre as the service's 5 decimals give them), plus the
 * grid fee, plus VAT, rounded once.
 */
function hourPriceOre(spotMilliOre: number[], { gridFeeOre, vatPercent }: Settings): number {
  const count = spotMilliOre.length;
  const sum = spotMilliOre.reduce((total, price) => total + price, 0);
  return roundHalfUp((sum + gridFeeOre * 1000 * count) * (100 + vatPercent), count * 1000 * 100);
}

function spotHours(intervals: PriceInterval[], date: string, settings: Settings) {
  const byHour = new Map<number, number[]>();
  for (const interval of intervals) {
    const start = Date.parse(interval.start);
    const hour = start - (((start % HOUR_MS) + HOUR_MS) % HOUR_MS);
    const prices = byHour.get(hour) ?? [];
    prices.push(Math.round(interval.nokPerKwh * 100_000));
    byHour.set(hour, prices);
  }
  return hoursOf(date).flatMap(({ start, end }) => {
    const prices = byHour.get(start);
    return prices ? [{ start, end, priceOre: hourPriceOre(prices, settings) }] : [];
  });
}

/** The cabin's most recently ended stay with a reading at its start and its end, or null. */
async function lastStayWithReadings(
  executor: Executor,
  cabinId: string,
  today: string,
): Promise<{ id: string; startDate: string; endDate: string } | null> {
  const candidates = await executor
    .selectDistinct({ id: bookings.id, startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .innerJoin(meterReadings, eq(meterReadings.bookingId, bookings.id))
    .where(and(eq(bookings.cabinId, cabinId), lte(bookings.endDate, today)))
    .orderBy(desc(bookings.endDate), desc(bookings.startDate), bookings.id)
    .limit(10);
  for (const stay of candidates) {
    const readings = await executor
      .select({ id: meterReadings.id })
      .from(meterReadings)
      .where(eq(meterReadings.bookingId, stay.id))
      .limit(2);
    if (readings.length === 2) return stay;
  }
  return null;
}

/** GET /api/power/today: every member of the current cabin. */
export async function getPowerToday(db: Database, now: Date, userId: string): Promise<PowerToday> {
  const { cabinId, role } = await requireCurrentMembership(db, userId);
  const [cabin] = await db
    .select({
      priceArea: cabins.priceArea,
      gridFeeOre: cabins.gridFeeOre,
      addVat: cabins.addVat,
      fixedPriceOre: cabins.fixedPriceOre,
    })
    .from(cabins)
    .where(eq(cabins.id, cabinId));
  const date = dateInTimeZone(now);
  const priceArea = asPriceArea(cabin?.priceArea ?? null);
  const settings = {
    gridFeeOre: cabin?.gridFeeOre ?? 0,
    vatPercent: vatPercentFor({ addVat: cabin?.addVat ?? false, priceArea }),
  };
  let hours: { start: number; end: number; priceOre: number }[] = [];
  if (cabin && cabin.fixedPriceOre !== null) {
    const priceOre = hourPriceOre([cabin.fixedPriceOre * 1000], settings);
    hours = hoursOf(date).map((hour) => ({ ...hour, priceOre }));
  } else if (priceArea) {
    const [day] = await storedPriceDays(db, priceArea, [date]);
    if (day) hours = spotHours(day.intervals, date, settings);
  }
  const stay = await lastStayWithReadings(db, cabinId, date);
  const lastPower = stay ? (await computeStayPower(db, cabinId, role, userId, stay.id)).power : null;
  return {
    priceArea,
    date,
    hours: hours.map((hour) => ({
      start: new Date(hour.start).toISOString(),
      end: new Date(hour.end).toISOString(),
      priceOre: hour.priceOre,
    })),
    lastStay:
      stay && lastPower && lastPower.kWh !== null
        ? {
            bookingId: stay.id,
            startDate: stay.startDate,
            endDate: stay.endDate,
            kWh: lastPower.kWh,
            totalOre: lastPower.breakdown?.totalOre ?? null,
          }
        : null,
  };
}
