import { addDays, dateInTimeZone } from '@shared/calendar-dates';
import { asPriceArea, type PriceArea, type PriceDay } from '@shared/power-cost';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cabins } from '../../db/schema';
import { meterReadings, powerPriceDays } from '../../db/schema-power';
import type { PowerPriceClient } from '../../integrations';
import { OutboundError } from '../../integrations';
import { JOB_KINDS } from '../../jobs/job-kinds';
import type { JobHandler } from '../../jobs/job-runner';
import type { Schedule } from '../../jobs/schedules';

// The spot prices a stay is priced at (decision 062). A job fetches the days that stays with
// readings cover (and today, for the dashboard widget) from the price service and keeps each day
// once: a published day never changes. A failing service leaves the day missing, the stay shows
// "price not available yet", and the next run (hourly) tries again. Requests never call out.

/** Every hour at :20 (tomorrow's prices are published about 13:00). */
export const POWER_SCHEDULES: readonly Schedule[] = [{ kind: JOB_KINDS.powerPrices, cron: '20 * * * *' }];

/** At most this many days fetched per run, so a backlog cannot hammer the service. */
const MAX_FETCHES_PER_RUN = 60;
/** A stay longer than this (between readings) is not priced day by day. */
export const MAX_PRICED_DAYS = 62;

/** The local dates from `from` to `to` (Europe/Oslo), both included. */
export function datesBetween(from: Date, to: Date): string[] {
  const first = dateInTimeZone(from);
  const last = dateInTimeZone(to);
  const dates: string[] = [];
  for (let date = first; date <= last && dates.length < MAX_PRICED_DAYS; date = addDays(date, 1))
    dates.push(date);
  return dates;
}

/** The stored days of `area` among `dates`. */
export async function storedPriceDays(db: Executor, area: PriceArea, dates: string[]): Promise<PriceDay[]> {
  if (dates.length === 0) return [];
  const rows = await db
    .select({ date: powerPriceDays.date, intervals: powerPriceDays.intervals })
    .from(powerPriceDays)
    .where(and(eq(powerPriceDays.priceArea, area), inArray(powerPriceDays.date, dates)));
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

/** The (area, date) pairs a run should have: each priced stay's days, and today in every area used. */
async function wantedDays(db: Database, today: string): Promise<{ area: PriceArea; date: string }[]> {
  const spot = and(isNotNull(cabins.priceArea), isNull(cabins.fixedPriceOre));
  const areas = await db.selectDistinct({ area: cabins.priceArea }).from(cabins).where(spot);
  const readings = await db
    .select({ area: cabins.priceArea, bookingId: meterReadings.bookingId, readAt: meterReadings.readAt })
    .from(meterReadings)
    .innerJoin(cabins, eq(cabins.id, meterReadings.cabinId))
    .where(and(spot, isNotNull(meterReadings.bookingId)));
  const spans = new Map<string, { area: PriceArea; from: Date; to: Date }>();
  for (const reading of readings) {
    const area = asPriceArea(reading.area);
    if (!area || !reading.bookingId) continue;
    const span = spans.get(reading.bookingId);
    if (!span) spans.set(reading.bookingId, { area, from: reading.readAt, to: reading.readAt });
    else {
      if (reading.readAt < span.from) span.from = reading.readAt;
      if (reading.readAt > span.to) span.to = reading.readAt;
    }
  }
  const wanted = new Map<string, { area: PriceArea; date: string }>();
  const want = (area: PriceArea, date: string) => {
    if (date <= today) wanted.set(`${area}:${date}`, { area, date });
  };
  for (const { area } of areas) {
    const known = asPriceArea(area);
    if (known) want(known, today);
  }
  for (const span of spans.values()) {
    if (span.to > span.from) for (const date of datesBetween(span.from, span.to)) want(span.area, date);
  }
  return [...wanted.values()];
}

/** The days still missing, fetched; a failure or an unpublished day is skipped until next time. */
export async function fetchMissingPriceDays(
  db: Database,
  client: PowerPriceClient,
  now: Date,
  log: (message: string) => void,
): Promise<{ area: PriceArea; day: PriceDay }[]> {
  const wanted = await wantedDays(db, dateInTimeZone(now));
  const missing: { area: PriceArea; date: string }[] = [];
  for (const area of new Set(wanted.map((one) => one.area))) {
    const dates = wanted.filter((one) => one.area === area).map((one) => one.date);
    const stored = new Set((await storedPriceDays(db, area, dates)).map((day) => day.date));
    for (const date of dates) if (!stored.has(date)) missing.push({ area, date });
  }
  const fetched: { area: PriceArea; day: PriceDay }[] = [];
  for (const { area, date } of missing.slice(0, MAX_FETCHES_PER_RUN)) {
    try {
      const day = await client.day(area, date);
      if (day) fetched.push({ area, day });
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      log(`power prices for ${area} ${date} not fetched: ${error.message}`);
    }
  }
  return fetched;
}

export function powerJobHandlers(
  db: Database,
  client: PowerPriceClient,
  log: (message: string) => void,
): Record<string, JobHandler> {
  const handler: JobHandler = async (_payload, { now }) => {
    // The calls are made before the transaction; only the writing happens inside it.
    const fetched = await fetchMissingPriceDays(db, client, now, log);
    return async (tx) => {
      if (fetched.length === 0) return;
      await tx
        .insert(powerPriceDays)
        .values(
          fetched.map(({ area, day }) => ({ priceArea: area, date: day.date, intervals: day.intervals })),
        )
        .onConflictDoNothing();
    };
  };
  return { [JOB_KINDS.powerPrices]: handler };
}
