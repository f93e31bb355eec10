import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { type PowerPriceBehaviour, PRICE_DAY_PATH, stubPriceDay } from './power-price-stub';

// Local stand-ins for MET Norway, Kartverket and Nominatim that answer in their real formats
// (samples in fixtures/) and enforce what the real ones enforce: MET refuses a request without a
// User-Agent or with coordinates of more than 4 decimals (403), and answers If-Modified-Since
// with 304. Tests switch each one's behaviour to see how the app copes.

const fixture = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/${path}`, import.meta.url), 'utf8'));

type Json = Record<string, unknown>;

const METFORECAST = fixture('met/locationforecast-2.0-compact.json');
const KARTVERKET = fixture('kartverket/sok-addresses.json');
const NOMINATIM = fixture('nominatim/search-places.json');

export type StubRequest = {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  status: number;
};

export type MetBehaviour =
  | 'ok'
  | 'deprecated'
  | 'server-error'
  | 'malformed-json'
  | 'wrong-shape'
  | 'hang'
  | 'too-many-requests';
export type LookupBehaviour = 'ok' | 'server-error';

export type StubServices = {
  /** Base URLs to hand the app (the same shape as MET_API_URL and friends). */
  urls: { metApiUrl: string; kartverketApiUrl: string; nominatimApiUrl: string; powerPriceUrl: string };
  met: { requests: StubRequest[]; behaviour: MetBehaviour; ttlSeconds: number };
  kartverket: { requests: StubRequest[]; behaviour: LookupBehaviour };
  nominatim: { requests: StubRequest[]; behaviour: LookupBehaviour };
  /** The spot price service (issue #41): hourly days unless told otherwise. */
  powerPrices: { requests: StubRequest[]; behaviour: PowerPriceBehaviour };
  /** Every service back to answering normally, with an empty request log. */
  reset: () => void;
  close: () => Promise<void>;
};

export type StubOptions = {
  port?: number;
  /** Moves the forecast's times so it starts at the current hour (browser tests run on today). */
  shiftToNow?: boolean;
};

const FOUR_DECIMALS = /^-?\d{1,3}(\.\d{1,4})?$/;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Every word typed (a trailing `*` allowed) starts some word of `text`. */
function matches(text: string, query: string): boolean {
  const words = text.toLocaleLowerCase('nb').split(/[\s,]+/);
  return query
    .toLocaleLowerCase('nb')
    .replace(/\*$/, '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .every((typed) => words.some((word) => word.startsWith(typed)));
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

/** The forecast with its times moved so the first entry is the current hour. */
function forecastStartingNow(): unknown {
  if (!isRecord(METFORECAST) || !isRecord(METFORECAST.properties)) return METFORECAST;
  const series = METFORECAST.properties.timeseries;
  if (!Array.isArray(series) || !isRecord(series[0]) || typeof series[0].time !== 'string')
    return METFORECAST;
  const hour = new Date();
  hour.setUTCMinutes(0, 0, 0);
  const shift = hour.getTime() - Date.parse(series[0].time);
  const moved = series.map((entry: unknown) =>
    isRecord(entry) && typeof entry.time === 'string'
      ? { ...entry, time: new Date(Date.parse(entry.time) + shift).toISOString().replace('.000Z', 'Z') }
      : entry,
  );
  return {
    ...METFORECAST,
    properties: {
      ...METFORECAST.properties,
      meta: {
        ...(isRecord(METFORECAST.properties.meta) ? METFORECAST.properties.meta : {}),
        updated_at: hour.toISOString(),
      },
      timeseries: moved,
    },
  };
}

export async function startStubServices({
  port = 0,
  shiftToNow = false,
}: StubOptions = {}): Promise<StubServices> {
  const state: Omit<StubServices, 'urls' | 'reset' | 'close'> = {
    met: { requests: [], behaviour: 'ok', ttlSeconds: 1800 },
    kartverket: { requests: [], behaviour: 'ok' },
    nominatim: { requests: [], behaviour: 'ok' },
    powerPrices: { requests: [], behaviour: 'hourly' },
  };
  // MET's forecast was last modified when it was generated.
  const lastModified = new Date('2026-11-23T10:41:07Z').toUTCString();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const record = (service: { requests: StubRequest[] }, status: number) =>
      service.requests.push({
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        status,
      });

    if (url.pathname === '/healthz') return sendJson(response, 200, { status: 'ok' });

    if (url.pathname === '/weatherapi/locationforecast/2.0/compact') {
      const met = state.met;
      const lat = url.searchParams.get('lat') ?? '';
      const lon = url.searchParams.get('lon') ?? '';
      if (!request.headers['user-agent']) {
        record(met, 403);
        response.writeHead(403, { 'content-type': 'text/plain' });
        return response.end(
          '403 Forbidden: missing or generic User-Agent, see https://api.met.no/doc/TermsOfService',
        );
      }
      if (!FOUR_DECIMALS.test(lat) || !FOUR_DECIMALS.test(lon)) {
        record(met, 403);
        response.writeHead(403, { 'content-type': 'text/plain' });
        return response.end('403 Forbidden: coordinates must have at most 4 decimals');
      }
      const now = Date.now();
      const caching = {
        date: new Date(now).toUTCString(),
        expires: new Date(now + met.ttlSeconds * 1000).toUTCString(),
        'last-modified': lastModified,
      };
      switch (met.behaviour) {
        case 'hang':
          record(met, 0);
          return; // never answers: the client's time limit has to end it
        case 'server-error':
          record(met, 500);
          return sendJson(response, 500, { message: 'Internal Server Error' });
        case 'too-many-requests':
          record(met, 429);
          return sendJson(response, 429, { message: 'Too Many Requests' }, { 'retry-after': '120' });
        case 'malformed-json':
          record(met, 200);
          response.writeHead(200, { 'content-type': 'application/json', ...caching });
          return response.end('{"type":"Feature","properties":{"timeseries":[');
        case 'wrong-shape':
          record(met, 200);
          return sendJson(response, 200, { type: 'Feature', properties: { timeseries: 'none' } }, caching);
      }
      const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
      if (!Number.isNaN(since) && since >= Date.parse(lastModified)) {
        record(met, 304);
        response.writeHead(304, caching);
        return response.end();
      }
      const status = met.behaviour === 'deprecated' ? 203 : 200;
      record(met, status);
      return sendJson(response, status, shiftToNow ? forecastStartingNow() : METFORECAST, caching);
    }

    if (url.pathname === '/adresser/v1/sok') {
      const service = state.kartverket;
      if (service.behaviour === 'server-error') {
        record(service, 500);
        return sendJson(response, 500, { message: 'Internal Server Error' });
      }
      record(service, 200);
      const query = url.searchParams.get('sok') ?? '';
      const limit = Number(url.searchParams.get('treffPerSide') ?? '10');
      const all = isRecord(KARTVERKET) && Array.isArray(KARTVERKET.adresser) ? KARTVERKET.adresser : [];
      const found = all.filter(
        (address: unknown) =>
          isRecord(address) &&
          matches(
            `${address.adressetekst} ${address.postnummer} ${address.poststed} ${address.kommunenavn}`,
            query,
          ),
      );
      const page = found.slice(0, limit);
      return sendJson(response, 200, {
        metadata: {
          side: 0,
          viserFra: 0,
          asciiKompatibel: true,
          sokeStreng: url.search.slice(1),
          totaltAntallTreff: found.length,
          treffPerSide: limit,
          utkoordsys: 4258,
          viserTil: page.length,
        },
        adresser: page,
      });
    }

    if (url.pathname === '/nominatim/search') {
      const service = state.nominatim;
      if (!request.headers['user-agent']) {
        record(service, 403);
        response.writeHead(403, { 'content-type': 'text/html' });
        return response.end('<html><body>Access blocked: see the usage policy</body></html>');
      }
      if (service.behaviour === 'server-error') {
        record(service, 500);
        return sendJson(response, 500, { message: 'Internal Server Error' });
      }
      record(service, 200);
      const query = url.searchParams.get('q') ?? '';
      const limit = Number(url.searchParams.get('limit') ?? '10');
      const all = Array.isArray(NOMINATIM) ? NOMINATIM : [];
      const found = all.filter(
        (place: unknown) => isRecord(place) && matches(String(place.display_name), query),
      );
      return sendJson(response, 200, found.slice(0, limit));
    }

    const priceDay = PRICE_DAY_PATH.exec(url.pathname);
    if (priceDay) {
      const service = state.powerPrices;
      const [, year, month, day, area] = priceDay;
      switch (service.behaviour) {
        case 'hang':
          record(service, 0);
          return;
        case 'server-error':
          record(service, 502);
          return sendJson(response, 502, { message: 'Bad Gateway' });
        case 'not-published':
          record(service, 404);
          return sendJson(response, 404, { message: 'Not found' });
        case 'malformed-json':
          record(service, 200);
          response.writeHead(200, { 'content-type': 'application/json' });
          return response.end('[{"NOK_per_kWh": 0.5,');
        default:
          record(service, 200);
          return sendJson(
            response,
            200,
            stubPriceDay(`${year}-${month}-${day}`, area ?? 'NO1', service.behaviour === 'quarter-hourly'),
          );
      }
    }

    sendJson(response, 404, { message: 'Not found' });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    ...state,
    urls: {
      metApiUrl: `${base}/weatherapi`,
      kartverketApiUrl: `${base}/adresser/v1`,
      nominatimApiUrl: `${base}/nominatim`,
      powerPriceUrl: `${base}/prices`,
    },
    reset: () => {
      for (const service of [state.met, state.kartverket, state.nominatim, state.powerPrices])
        service.requests.length = 0;
      state.powerPrices.behaviour = 'hourly';
      state.met.behaviour = 'ok';
      state.met.ttlSeconds = 1800;
      state.kartverket.behaviour = 'ok';
      state.nominatim.behaviour = 'ok';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
