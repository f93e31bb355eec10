import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withStubServices } from '../../test/stub-services/stub-service-hooks';
import type { StubServices } from '../../test/stub-services/stub-services';
import { OutboundError } from '../outbound';
import { createMetClient, type MetClientOptions } from './met-client';

// The MET client against the local MET stand-in, which answers with the recorded forecast and
// enforces MET's rules (User-Agent, 4 decimals, If-Modified-Since).

const stubServices = withStubServices();
let stubs: StubServices;
beforeAll(() => {
  stubs = stubServices();
});

const BEITOSTOLEN = { latitude: 61.24671234, longitude: 8.90974411 };

function client(overrides: Partial<MetClientOptions> = {}) {
  let clock = Date.parse('2026-11-23T11:20:00Z');
  const warn = vi.fn();
  const met = createMetClient({
    baseUrl: stubs.urls.metApiUrl,
    userAgent: 'Hytta/0.1 (+https://github.com/hytta-app/hytta; tests@hytta.invalid)',
    timeoutMs: 2_000,
    logger: { warn },
    now: () => clock,
    ...overrides,
  });
  return { met, warn, advance: (ms: number) => (clock += ms) };
}

describe('the MET stand-in enforces what MET enforces', () => {
  const url = (lat: string, lon: string) =>
    `${stubs.urls.metApiUrl}/locationforecast/2.0/compact?lat=${lat}&lon=${lon}`;

  it('refuses a request without a User-Agent with 403', async () => {
    // undici always sends one unless told otherwise; an empty value is how a client "forgets" it.
    const response = await fetch(url('61.2467', '8.9097'), { headers: { 'user-agent': '' } });
    expect(response.status).toBe(403);
  });

  it('refuses coordinates with more than 4 decimals with 403', async () => {
    const response = await fetch(url('61.24671', '8.9097'), { headers: { 'user-agent': 'test' } });
    expect(response.status).toBe(403);
  });
});

describe('the MET client', () => {
  it('identifies itself and rounds the coordinates to 4 decimals', async () => {
    const { met } = client();
    const forecast = await met.forecast(BEITOSTOLEN);
    expect(forecast.properties.timeseries.length).toBeGreaterThan(48);
    const [request] = stubs.met.requests;
    expect(request?.status).toBe(200);
    expect(request?.query.get('lat')).toBe('61.2467');
    expect(request?.query.get('lon')).toBe('8.9097');
    expect(request?.headers['user-agent']).toContain('tests@hytta.invalid');
  });

  it('asks MET once until the forecast expires, for however many askers', async () => {
    const { met, advance } = client();
    await Promise.all(Array.from({ length: 25 }, () => met.forecast(BEITOSTOLEN)));
    advance(29 * 60_000);
    await met.forecast(BEITOSTOLEN);
    // A nearby point that rounds to the same 4 decimals is the same location.
    await met.forecast({ latitude: 61.246749, longitude: 8.909651 });
    expect(stubs.met.requests).toHaveLength(1);
  });

  it('revalidates an expired forecast with If-Modified-Since and keeps it on 304', async () => {
    const { met, advance } = client();
    const first = await met.forecast(BEITOSTOLEN);
    advance(31 * 60_000);
    const second = await met.forecast(BEITOSTOLEN);
    expect(second).toBe(first);
    expect(stubs.met.requests.map((request) => request.status)).toEqual([200, 304]);
    expect(stubs.met.requests[1]?.headers['if-modified-since']).toBe('Mon, 23 Nov 2026 10:41:07 GMT');
    // The 304 renewed the expiry: no third request within the next half hour.
    advance(29 * 60_000);
    await met.forecast(BEITOSTOLEN);
    expect(stubs.met.requests).toHaveLength(2);
  });

  it('logs a warning when MET says the product is deprecated (203), and still uses the answer', async () => {
    stubs.met.behaviour = 'deprecated';
    const { met, warn } = client();
    const forecast = await met.forecast(BEITOSTOLEN);
    expect(forecast.properties.timeseries.length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('deprecated'));
  });

  it.each([
    ['server-error', 'MET answered 500'],
    ['malformed-json', 'malformed JSON'],
    ['wrong-shape', 'unexpected format'],
  ] as const)('fails with an OutboundError when MET answers %s', async (behaviour, reason) => {
    stubs.met.behaviour = behaviour;
    const { met } = client();
    await expect(met.forecast(BEITOSTOLEN)).rejects.toThrow(reason);
    await expect(met.forecast(BEITOSTOLEN)).rejects.toBeInstanceOf(OutboundError);
  });

  it('gives up on a MET that does not answer within the time limit', async () => {
    stubs.met.behaviour = 'hang';
    const { met } = client({ timeoutMs: 150 });
    await expect(met.forecast(BEITOSTOLEN)).rejects.toThrow('timed out');
  });

  it('backs off after 429 for as long as MET asks, without calling it meanwhile', async () => {
    stubs.met.behaviour = 'too-many-requests';
    const { met, advance } = client();
    await expect(met.forecast(BEITOSTOLEN)).rejects.toMatchObject({ retryAfterSeconds: 120 });
    stubs.met.behaviour = 'ok';
    advance(60_000);
    await expect(met.forecast(BEITOSTOLEN)).rejects.toMatchObject({ retryAfterSeconds: 60 });
    expect(stubs.met.requests).toHaveLength(1);
    advance(61_000);
    await expect(met.forecast(BEITOSTOLEN)).resolves.toBeDefined();
    expect(stubs.met.requests).toHaveLength(2);
  });

  it('keeps serving a recent forecast while MET fails, and logs why', async () => {
    const { met, advance, warn } = client();
    const first = await met.forecast(BEITOSTOLEN);
    stubs.met.behaviour = 'server-error';
    advance(40 * 60_000);
    await expect(met.forecast(BEITOSTOLEN)).resolves.toBe(first);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'MET answered 500' }),
      expect.stringContaining('forecast'),
    );
    // Three hours on, the old forecast is no longer worth showing.
    advance(3 * 60 * 60_000);
    await expect(met.forecast(BEITOSTOLEN)).rejects.toBeInstanceOf(OutboundError);
  });

  it('forgets the least recently used location beyond its limit', async () => {
    const { met } = client({ maxLocations: 1 });
    await met.forecast(BEITOSTOLEN);
    await met.forecast({ latitude: 59.9125, longitude: 10.7523 });
    await met.forecast(BEITOSTOLEN);
    expect(stubs.met.requests).toHaveLength(3);
  });
});
