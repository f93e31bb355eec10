import { jsonBody, type OutboundContext, OutboundError, outboundGet } from '../outbound';
import { type Locationforecast, locationforecastSchema } from './locationforecast';

// MET Norway's terms (https://api.met.no/doc/TermsOfService) as code: coordinates rounded to 4
// decimals, one cached forecast per location kept until its `Expires`, then revalidated with
// `If-Modified-Since` (a 304 keeps the cached body), a warning on 203 (deprecated product),
// back-off after 429, and concurrent askers of one location sharing one request.

export type Coordinates = { latitude: number; longitude: number };

export type MetClientOptions = OutboundContext & {
  baseUrl: string;
  /** Locations kept in the cache; the least recently used one goes first. */
  maxLocations?: number;
};

type CachedForecast = {
  forecast: Locationforecast;
  expiresAt: number;
  lastModified: string | null;
  /** When MET last confirmed this body (a 200 or a 304). */
  checkedAt: number;
};

/** When MET sends no usable `Expires`: its forecasts are regenerated about twice an hour. */
const DEFAULT_TTL_MS = 30 * 60_000;
/** Never ask again sooner than this, even if `Expires` is already past (clock skew). */
const MIN_TTL_MS = 60_000;
const MAX_TTL_MS = 6 * 60 * 60_000;
/** A forecast this old still beats no forecast while MET is failing. */
const MAX_STALE_MS = 3 * 60 * 60_000;
const FIRST_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** MET refuses coordinates with more than 4 decimals (about 11 m). */
export function roundCoordinate(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

function expiryOf(response: Response, now: number): number {
  const expires = Date.parse(response.headers.get('expires') ?? '');
  if (Number.isNaN(expires)) return now + DEFAULT_TTL_MS;
  // Measured against MET's own clock (the Date header), so our clock's skew does not matter.
  const sentAt = Date.parse(response.headers.get('date') ?? '');
  const ttl = expires - (Number.isNaN(sentAt) ? now : sentAt);
  return now + Math.min(MAX_TTL_MS, Math.max(MIN_TTL_MS, ttl));
}

/** Retry-After in seconds or as an HTTP date (measured against MET's Date header), in ms. */
function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  const sentAt = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(at) || Number.isNaN(sentAt) ? null : Math.max(0, at - sentAt);
}

export type MetClient = { forecast: (at: Coordinates) => Promise<Locationforecast> };

export function createMetClient(options: MetClientOptions): MetClient {
  const { now, logger } = options;
  const maxLocations = options.maxLocations ?? 1000;
  const cache = new Map<string, CachedForecast>();
  const inFlight = new Map<string, Promise<Locationforecast>>();
  let blockedUntil = 0;
  let backoffMs = 0;

  const store = (key: string, entry: CachedForecast) => {
    cache.delete(key);
    cache.set(key, entry);
    const oldest = cache.keys().next();
    if (cache.size > maxLocations && !oldest.done) cache.delete(oldest.value);
  };

  async function refresh(key: string, latitude: number, longitude: number): Promise<Locationforecast> {
    const cached = cache.get(key);
    const startedAt = now();
    const fail = (error: OutboundError): Locationforecast => {
      if (cached && startedAt - cached.checkedAt <= MAX_STALE_MS) {
        logger.warn({ location: key, reason: error.message }, 'MET failed; serving the cached forecast');
        return cached.forecast;
      }
      throw error;
    };
    if (startedAt < blockedUntil) {
      return fail(
        new OutboundError('MET asked us to slow down', Math.ceil((blockedUntil - startedAt) / 1000)),
      );
    }

    const url = new URL(`${options.baseUrl}/locationforecast/2.0/compact`);
    url.searchParams.set('lat', String(latitude));
    url.searchParams.set('lon', String(longitude));
    let response: Response;
    try {
      response = await outboundGet(
        url,
        options,
        cached?.lastModified ? { 'if-modified-since': cached.lastModified } : {},
      );
    } catch (error) {
      if (error instanceof OutboundError) return fail(error);
      throw error;
    }

    if (response.status === 429) {
      await response.body?.cancel();
      backoffMs = Math.min(MAX_BACKOFF_MS, Math.max(FIRST_BACKOFF_MS, backoffMs * 2));
      const wait = retryAfterMs(response) ?? backoffMs;
      blockedUntil = startedAt + wait;
      logger.warn({ waitMs: wait }, 'MET answered 429 Too Many Requests; backing off');
      return fail(new OutboundError('MET asked us to slow down', Math.ceil(wait / 1000)));
    }
    backoffMs = 0;

    if (response.status === 304 && cached) {
      await response.body?.cancel();
      store(key, { ...cached, expiresAt: expiryOf(response, startedAt), checkedAt: startedAt });
      return cached.forecast;
    }
    if (response.status === 203) {
      logger.warn(
        { url: url.pathname },
        'MET answered 203: this Locationforecast version is deprecated and will be removed; update the client',
      );
    }
    if (response.status !== 200 && response.status !== 203) {
      await response.body?.cancel();
      return fail(new OutboundError(`MET answered ${response.status}`));
    }

    let body: unknown;
    try {
      body = await jsonBody(response, url);
    } catch (error) {
      if (error instanceof OutboundError) return fail(error);
      throw error;
    }
    const parsed = locationforecastSchema.safeParse(body);
    if (!parsed.success) return fail(new OutboundError('MET answered in an unexpected format'));
    store(key, {
      forecast: parsed.data,
      expiresAt: expiryOf(response, startedAt),
      lastModified: response.headers.get('last-modified'),
      checkedAt: startedAt,
    });
    return parsed.data;
  }

  return {
    /** The forecast for these coordinates: cached until it expires, fetched at most once at a time. */
    forecast({ latitude, longitude }) {
      const lat = roundCoordinate(latitude);
      const lon = roundCoordinate(longitude);
      const key = `${lat},${lon}`;
      const cached = cache.get(key);
      if (cached && now() < cached.expiresAt) {
        store(key, cached);
        return Promise.resolve(cached.forecast);
      }
      const running = inFlight.get(key);
      if (running) return running;
      const request = refresh(key, lat, lon).finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
  };
}
