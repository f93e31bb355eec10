import type { Language } from '@shared/constants';
import { type Coordinates, type PlacePrediction, placeIdFor } from '@shared/schemas/places';
import { type FoundPlace, searchKartverket } from './kartverket/kartverket-client';
import { createNominatimClient, type ThrottleClock } from './nominatim/nominatim-client';
import { type OutboundContext, OutboundError } from './outbound';
import { TtlCache } from './ttl-cache';

// Address search and geocoding: Kartverket first (every Norwegian address, exact points), then
// Nominatim for what Kartverket does not know. Answers are cached, so retyping or many cabins at
// one address cost no extra calls.

const SUGGESTIONS = 5;
const SUGGESTION_TTL_MS = 10 * 60_000;
const FOUND_TTL_MS = 24 * 60 * 60_000;
const NOT_FOUND_TTL_MS = 10 * 60_000;

export type GeocoderOptions = OutboundContext & {
  kartverketUrl: string;
  nominatimUrl: string;
  /** Nominatim's one-request-per-second throttle; tests replace the clock. */
  throttleClock?: ThrottleClock;
};

export type Geocoder = {
  /** Suggestions for text being typed; OutboundError when no source could answer. */
  suggest: (input: string, language: Language) => Promise<PlacePrediction[]>;
  /** Where an address is, null when no source knows it; OutboundError when no source could answer. */
  locate: (address: string) => Promise<Coordinates | null>;
};

type Source = 'kartverket' | 'osm';
type Lookup = (text: string) => Promise<FoundPlace[]>;

/**
 * Tries each source in turn until one finds something. Fails (logged as `what` failed) only if
 * every source failed; sources that answered but found nothing give an empty list.
 */
async function firstFound(
  lookups: [Source, Lookup][],
  text: string,
  { logger, what }: { logger: GeocoderOptions['logger']; what: string },
): Promise<[Source, FoundPlace[]]> {
  let failure: OutboundError | null = null;
  let answered = false;
  for (const [source, lookup] of lookups) {
    try {
      const places = await lookup(text);
      answered = true;
      if (places.length > 0) return [source, places];
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      failure = error;
    }
  }
  if (!answered && failure) {
    logger.warn({ reason: failure.message }, `${what} failed`);
    throw failure;
  }
  return ['kartverket', []];
}

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const { logger } = options;
  const nominatim = createNominatimClient(options, options.nominatimUrl, options.throttleClock);
  const suggestions = new TtlCache<PlacePrediction[]>(500, options.now);
  const locations = new TtlCache<Coordinates | null>(1000, options.now);

  return {
    async suggest(input, language) {
      const text = input.trim().replace(/\s+/g, ' ');
      const key = `${language}:${text.toLocaleLowerCase('nb')}`;
      const cached = suggestions.get(key);
      if (cached) return cached;
      const [source, places] = await firstFound(
        [
          [
            'kartverket',
            (t) =>
              searchKartverket(options, options.kartverketUrl, t, { mode: 'prefix', limit: SUGGESTIONS }),
          ],
          ['osm', (t) => nominatim.search(t, { limit: SUGGESTIONS, language })],
        ],
        text,
        { logger, what: 'address search' },
      );
      const seen = new Set<string>();
      const predictions = places
        .map((place) => ({ description: place.description, place_id: placeIdFor(source, place) }))
        .filter((prediction) => !seen.has(prediction.description) && seen.add(prediction.description));
      suggestions.set(key, predictions, SUGGESTION_TTL_MS);
      return predictions;
    },

    async locate(address) {
      const text = address.trim().replace(/\s+/g, ' ');
      const key = text.toLocaleLowerCase('nb');
      const cached = locations.get(key);
      if (cached !== undefined) return cached;
      const [, places] = await firstFound(
        [
          [
            'kartverket',
            (t) => searchKartverket(options, options.kartverketUrl, t, { mode: 'fuzzy', limit: 1 }),
          ],
          ['osm', (t) => nominatim.search(t, { limit: 1, language: 'no' })],
        ],
        text,
        { logger, what: 'geocoding' },
      );
      const place = places[0];
      const found = place ? { latitude: place.latitude, longitude: place.longitude } : null;
      locations.set(key, found, found ? FOUND_TTL_MS : NOT_FOUND_TTL_MS);
      return found;
    },
  };
}
