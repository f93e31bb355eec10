import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStubServices } from '../../test/stub-services/stub-service-hooks';
import type { StubServices } from '../../test/stub-services/stub-services';
import { OutboundError } from '../outbound';
import { createPowerPriceClient, parsePriceDay } from './power-price-client';

// The spot price client against the local stand-in of hvakosterstrommen.no (its real format):
// hourly and quarter-hourly days, the days the clocks change (23 and 25 hours), and every way the
// service can fail, each an OutboundError (or null for a day not yet published), never a crash.

const stubServices = withStubServices();
let stubs: StubServices;
beforeAll(() => {
  stubs = stubServices();
});
beforeEach(() => stubs.reset());

const HOUR = 3_600_000;

function client(timeoutMs = 5_000) {
  return createPowerPriceClient({
    baseUrl: stubs.urls.powerPriceUrl,
    userAgent: 'Hytta/0.1 (tests)',
    timeoutMs,
    logger: { warn: vi.fn() },
    now: () => Date.parse('2027-01-11T12:00:00Z'),
  });
}

function hours(day: { intervals: { start: string; end: string }[] }): number {
  const first = day.intervals[0];
  const last = day.intervals[day.intervals.length - 1];
  return first && last ? (Date.parse(last.end) - Date.parse(first.start)) / HOUR : 0;
}

describe('a day of spot prices', () => {
  it('is read hourly from <base>/YYYY/MM-DD_NOx.json', async () => {
    const day = await client().day('NO1', '2027-01-10');
    expect(stubs.powerPrices.requests.map((request) => request.path)).toEqual([
      '/prices/2027/01-10_NO1.json',
    ]);
    expect(day?.intervals).toHaveLength(24);
    expect(day?.intervals[0]).toEqual({
      start: '2027-01-09T23:00:00.000Z',
      end: '2027-01-10T00:00:00.000Z',
      nokPerKwh: 0.51,
    });
  });

  it('is read quarter-hourly', async () => {
    stubs.powerPrices.behaviour = 'quarter-hourly';
    const day = await client().day('NO5', '2027-01-10');
    expect(day?.intervals).toHaveLength(96);
    expect(hours(day ?? { intervals: [] })).toBe(24);
  });

  it('has 23 hours when the clocks go forward and 25 when they go back', async () => {
    const spring = await client().day('NO2', '2027-03-28');
    expect(spring?.intervals).toHaveLength(23);
    expect(hours(spring ?? { intervals: [] })).toBe(23);
    const autumn = await client().day('NO2', '2027-10-31');
    expect(autumn?.intervals).toHaveLength(25);
    stubs.powerPrices.behaviour = 'quarter-hourly';
    const autumnQuarters = await client().day('NO2', '2027-10-31');
    expect(autumnQuarters?.intervals).toHaveLength(100);
  });

  it('is null while not yet published (404)', async () => {
    stubs.powerPrices.behaviour = 'not-published';
    expect(await client().day('NO1', '2027-01-12')).toBeNull();
  });

  it.each([
    ['server-error', 'answered 502'],
    ['malformed-json', 'malformed JSON'],
  ] as const)('fails as an OutboundError on %s', async (behaviour, message) => {
    stubs.powerPrices.behaviour = behaviour;
    const failure = client().day('NO1', '2027-01-10');
    await expect(failure).rejects.toBeInstanceOf(OutboundError);
    await expect(failure).rejects.toThrow(message);
  });

  it('gives up after its time limit when the service hangs', async () => {
    stubs.powerPrices.behaviour = 'hang';
    await expect(client(300).day('NO1', '2027-01-10')).rejects.toThrow('timed out');
  });
});

describe('parsePriceDay', () => {
  const interval = (start: string, end: string) => ({
    NOK_per_kWh: 1.2,
    EUR_per_kWh: 0.1,
    EXR: 11.5,
    time_start: start,
    time_end: end,
  });
  const fullDay = Array.from({ length: 24 }, (_, hour) =>
    interval(
      `2027-01-10T${String(hour).padStart(2, '0')}:00:00+01:00`,
      hour === 23
        ? '2027-01-11T00:00:00+01:00'
        : `2027-01-10T${String(hour + 1).padStart(2, '0')}:00:00+01:00`,
    ),
  );

  it('takes a whole day', () => {
    expect(parsePriceDay('2027-01-10', fullDay)?.intervals).toHaveLength(24);
  });

  it.each([
    ['a truncated day', fullDay.slice(0, 12)],
    ['a gap', [...fullDay.slice(0, 5), ...fullDay.slice(6)]],
    ['another day', fullDay],
    ['a wrong shape', [{ price: 1 }]],
    ['an empty day', []],
  ])('refuses %s', (name, body) => {
    expect(parsePriceDay(name === 'another day' ? '2027-01-11' : '2027-01-10', body)).toBeNull();
  });
});
