import type { PriceArea, PriceDay } from '@shared/power-cost';
import { z } from 'zod';
import { jsonBody, type OutboundContext, OutboundError, outboundGet } from '../outbound';

// The public spot price service Norwegian apps use (hvakosterstrommen.no, decision 062): one file a
// day and price area, `<base>/YYYY/MM-DD_NOx.json`, an array of intervals (an hour each, or a
// quarter hour since the market moved to 15-minute prices), NOK per kWh without VAT. A day has 23
// or 25 hours when the clocks change. A day's prices never change once published, so the caller
// keeps them; this client only fetches and checks one day.

const intervalSchema = z.object({
  NOK_per_kWh: z.number().finite(),
  EUR_per_kWh: z.number().finite().optional(),
  EXR: z.number().finite().optional(),
  time_start: z.string(),
  time_end: z.string(),
});

const daySchema = z.array(intervalSchema).min(1);

const HOUR = 3_600_000;
const ALLOWED_STEPS = new Set([HOUR, HOUR / 4]);

export type PowerPriceClient = {
  /** The day's prices, or null when the day is not published yet (404). OutboundError otherwise. */
  day: (area: PriceArea, date: string) => Promise<PriceDay | null>;
};

/** The URL of one day's file: `<base>/2027/01-10_NO1.json`. */
export function priceDayUrl(baseUrl: string, area: PriceArea, date: string): URL {
  const [year, month, day] = date.split('-');
  return new URL(`${baseUrl}/${year}/${month}-${day}_${area}.json`);
}

/**
 * The day's intervals, checked: consecutive without gaps or overlaps, each 60 or 15 minutes, and
 * together the whole day (22-26 hours, so DST days pass and a truncated file does not).
 */
export function parsePriceDay(date: string, body: unknown): PriceDay | null {
  const parsed = daySchema.safeParse(body);
  if (!parsed.success) return null;
  const intervals = parsed.data.map((entry) => ({
    start: entry.time_start,
    end: entry.time_end,
    startMs: Date.parse(entry.time_start),
    endMs: Date.parse(entry.time_end),
    nokPerKwh: entry.NOK_per_kWh,
  }));
  for (const [index, interval] of intervals.entries()) {
    if (Number.isNaN(interval.startMs) || Number.isNaN(interval.endMs)) return null;
    if (!ALLOWED_STEPS.has(interval.endMs - interval.startMs)) return null;
    const before = intervals[index - 1];
    if (before && before.endMs !== interval.startMs) return null;
  }
  const first = intervals[0];
  const last = intervals[intervals.length - 1];
  if (!first || !last) return null;
  const length = last.endMs - first.startMs;
  if (length < 23 * HOUR || length > 25 * HOUR) return null;
  // The first interval starts at midnight of `date` in Norway (+01:00 or +02:00).
  if (!first.start.startsWith(`${date}T00:00`)) return null;
  return {
    date,
    intervals: intervals.map(({ startMs, endMs, nokPerKwh }) => ({
      start: new Date(startMs).toISOString(),
      end: new Date(endMs).toISOString(),
      nokPerKwh,
    })),
  };
}

export function createPowerPriceClient(options: OutboundContext & { baseUrl: string }): PowerPriceClient {
  return {
    day: async (area, date) => {
      const url = priceDayUrl(options.baseUrl, area, date);
      const response = await outboundGet(url, options);
      // Not published yet (tomorrow's come about 13:00), or a day before the service's archive.
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new OutboundError(`the power price service answered ${response.status}`);
      }
      const day = parsePriceDay(date, await jsonBody(response, url));
      if (!day) throw new OutboundError('the power price service answered in an unexpected format');
      return day;
    },
  };
}
