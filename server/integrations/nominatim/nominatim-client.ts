import type { Language } from '@shared/constants';
import { z } from 'zod';
import type { FoundPlace } from '../kartverket/kartverket-client';
import { getJson, type OutboundContext, OutboundError } from '../outbound';

// OpenStreetMap Nominatim (https://nominatim.org/release-docs/latest/api/Search/), for places
// Kartverket does not know (cabins abroad). Its usage policy allows at most one request per second
// from an identified application; the throttle below keeps this process to that.

const placeSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
});
const answerSchema = z.array(placeSchema);

export const NOMINATIM_INTERVAL_MS = 1_000;
/** Waiting longer than this for a turn is not worth it: the caller is typing or saving. */
const MAX_QUEUE_MS = 2_000;

export type ThrottleClock = { now: () => number; sleep: (ms: number) => Promise<void> };

const realClock: ThrottleClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type NominatimClient = {
  search: (text: string, options: { limit: number; language: Language }) => Promise<FoundPlace[]>;
};

export function createNominatimClient(
  context: Pick<OutboundContext, 'userAgent' | 'timeoutMs'>,
  baseUrl: string,
  clock: ThrottleClock = realClock,
): NominatimClient {
  let nextTurn = 0;

  /** Waits for this process's next one-second turn, or refuses when the queue is too long. */
  const takeTurn = async () => {
    const now = clock.now();
    const turn = Math.max(now, nextTurn);
    if (turn - now > MAX_QUEUE_MS)
      throw new OutboundError('Nominatim is busy: at most one request per second');
    nextTurn = turn + NOMINATIM_INTERVAL_MS;
    if (turn > now) await clock.sleep(turn - now);
  };

  return {
    async search(text, { limit, language }) {
      await takeTurn();
      const url = new URL(`${baseUrl}/search`);
      url.searchParams.set('q', text);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('accept-language', language === 'no' ? 'nb,no,en' : 'en');
      const places = await getJson('Nominatim', url, context, answerSchema);
      return places
        .filter((place) => Math.abs(place.lat) <= 90 && Math.abs(place.lon) <= 180)
        .map((place) => ({ description: place.display_name, latitude: place.lat, longitude: place.lon }));
    },
  };
}
