import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withStubServices } from '../test/stub-services/stub-service-hooks';
import type { StubServices } from '../test/stub-services/stub-services';
import { createGeocoder } from './geocoder';
import { postTownName } from './kartverket/kartverket-client';
import { createNominatimClient, NOMINATIM_INTERVAL_MS } from './nominatim/nominatim-client';
import { OutboundError } from './outbound';

const stubServices = withStubServices();
let stubs: StubServices;
beforeAll(() => {
  stubs = stubServices();
});

const USER_AGENT = 'Hytta/0.1 (+https://github.com/hytta-app/hytta; tests@hytta.invalid)';

/** A throttle clock that never really waits: it records the waits and moves time on. */
function fakeClock() {
  let time = 1_000_000;
  const waits: number[] = [];
  return {
    waits,
    clock: {
      now: () => time,
      sleep: async (ms: number) => {
        waits.push(ms);
        time += ms;
      },
    },
  };
}

function geocoder() {
  const { clock } = fakeClock();
  return createGeocoder({
    kartverketUrl: stubs.urls.kartverketApiUrl,
    nominatimUrl: stubs.urls.nominatimApiUrl,
    userAgent: USER_AGENT,
    timeoutMs: 2_000,
    logger: { warn: vi.fn() },
    now: () => Date.parse('2026-11-23T12:00:00Z'),
    throttleClock: clock,
  });
}

describe('address suggestions', () => {
  it('come from Kartverket for a Norwegian address being typed, with the post town as people write it', async () => {
    const predictions = await geocoder().suggest('bygdinvegen 21', 'no');
    expect(predictions).toEqual([
      { description: 'Bygdinvegen 2105, 2953 Beitostølen', place_id: 'kartverket:61.246712,8.909744' },
      { description: 'Bygdinvegen 2107, 2953 Beitostølen', place_id: 'kartverket:61.247130,8.910202' },
    ]);
    const [request] = stubs.kartverket.requests;
    // The last word may be unfinished: it is searched as a prefix.
    expect(request?.query.get('sok')).toBe('bygdinvegen 21*');
    expect(request?.query.get('utkoordsys')).toBe('4258');
    expect(request?.headers['user-agent']).toBe(USER_AGENT);
    expect(stubs.nominatim.requests).toHaveLength(0);
  });

  it("fall back to Nominatim for a place Kartverket does not know, asking in the user's language", async () => {
    const predictions = await geocoder().suggest('Route des Praz', 'en');
    expect(predictions).toEqual([
      {
        description:
          'Route des Praz, Les Praz de Chamonix, Chamonix-Mont-Blanc, Bonneville, Haute-Savoie, Auvergne-Rhône-Alpes, France métropolitaine, 74400, France',
        place_id: 'osm:45.936901,6.891123',
      },
    ]);
    expect(stubs.nominatim.requests[0]?.query.get('accept-language')).toBe('en');
    expect(stubs.nominatim.requests[0]?.headers['user-agent']).toBe(USER_AGENT);
  });

  it('fall back to Nominatim when Kartverket fails', async () => {
    stubs.kartverket.behaviour = 'server-error';
    expect(await geocoder().suggest('Åre', 'no')).toEqual([
      { description: 'Åre, Åre kommun, Jämtlands län, 837 52, Sverige', place_id: 'osm:63.399020,13.081503' },
    ]);
  });

  it('fail with an OutboundError only when every source fails', async () => {
    stubs.kartverket.behaviour = 'server-error';
    stubs.nominatim.behaviour = 'server-error';
    await expect(geocoder().suggest('Storgata', 'no')).rejects.toBeInstanceOf(OutboundError);
  });

  it('are cached: typing the same text again asks no one', async () => {
    const places = geocoder();
    await places.suggest('Storgata', 'no');
    await places.suggest('  storgata ', 'no');
    expect(stubs.kartverket.requests).toHaveLength(1);
  });
});

describe('finding a saved address', () => {
  it("uses Kartverket's fuzzy search and its point", async () => {
    expect(await geocoder().locate('Tunhovdvegen 5, 3630 Rødberg')).toEqual({
      latitude: 60.26761359,
      longitude: 8.94488711,
    });
    expect(stubs.kartverket.requests[0]?.query.get('fuzzy')).toBe('true');
  });

  it('answers null for an address nobody knows, and remembers that for a while', async () => {
    const places = geocoder();
    expect(await places.locate('Nowhere Road 99')).toBeNull();
    expect(await places.locate('Nowhere Road 99')).toBeNull();
    expect(stubs.kartverket.requests).toHaveLength(1);
    expect(stubs.nominatim.requests).toHaveLength(1);
  });
});

describe('Nominatim throttle', () => {
  it('spaces requests one second apart, and refuses rather than queue for more than two', async () => {
    const waits: number[] = [];
    // Time stands still: each caller's wait is what the throttle asked for, not what passed.
    const nominatim = createNominatimClient(
      { userAgent: USER_AGENT, timeoutMs: 2_000 },
      stubs.urls.nominatimApiUrl,
      {
        now: () => 5_000_000,
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
    const search = () => nominatim.search('Åre', { limit: 1, language: 'no' });
    const results = await Promise.allSettled([search(), search(), search(), search()]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect(waits).toEqual([NOMINATIM_INTERVAL_MS, 2 * NOMINATIM_INTERVAL_MS]);
    expect(stubs.nominatim.requests).toHaveLength(3);
  });
});

describe('post town names', () => {
  it.each([
    ['OSLO', 'Oslo'],
    ['BEITOSTØLEN', 'Beitostølen'],
    ['NORE OG UVDAL', 'Nore og Uvdal'],
    ['ÅL', 'Ål'],
    ['MO I RANA', 'Mo i Rana'],
    ['STORD-LEIRVIK', 'Stord-Leirvik'],
  ])('%s reads %s', (town, expected) => {
    expect(postTownName(town)).toBe(expected);
  });
});
