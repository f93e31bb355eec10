import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Locationforecast, locationforecastSchema, type TimeseriesEntry } from './locationforecast';
import { summarizeForecast } from './summarize-forecast';

const recorded = locationforecastSchema.parse(
  JSON.parse(
    readFileSync(new URL('../../../fixtures/met/locationforecast-2.0-compact.json', import.meta.url), 'utf8'),
  ),
);

const entry = (
  time: string,
  temperature: number,
  symbol = 'cloudy',
  sixHourSymbol?: string,
): TimeseriesEntry => ({
  time,
  data: {
    instant: { details: { air_temperature: temperature, relative_humidity: 80, wind_speed: 2 } },
    next_1_hours: { summary: { symbol_code: symbol } },
    ...(sixHourSymbol ? { next_6_hours: { summary: { symbol_code: sixHourSymbol } } } : {}),
  },
});

const forecastOf = (timeseries: TimeseriesEntry[]): Locationforecast => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [8.9097, 61.2467, 886] },
  properties: { meta: { updated_at: '2026-10-24T09:00:00Z' }, timeseries },
});

describe('the weather summary of a MET forecast', () => {
  it('takes the current hour: °C with one decimal, humidity in %, wind from m/s to km/h, no visibility', () => {
    // 12:20 in Oslo: the 11:00Z entry is the current hour.
    const summary = summarizeForecast(recorded, new Date('2026-11-23T11:20:00Z'), 'en');
    const first = recorded.properties.timeseries[0];
    expect(summary?.current).toEqual({
      time: '2026-11-23T11:00:00.000Z',
      temperature: first?.data.instant.details.air_temperature,
      humidity: Math.round(first?.data.instant.details.relative_humidity ?? Number.NaN),
      windSpeed: Math.round((first?.data.instant.details.wind_speed ?? Number.NaN) * 36) / 10,
      symbolCode: 'fair_day',
      icon: 'partly-cloudy',
      condition: 'Fair',
      visibility: null,
    });
    expect(summary?.updatedAt).toBe('2026-11-23T10:41:07Z');
  });

  it('words the condition in the language asked for', () => {
    const summary = summarizeForecast(recorded, new Date('2026-11-23T11:20:00Z'), 'no');
    expect(summary?.current.condition).toBe('Lettskyet');
  });

  it('skips the hours that have passed when the cached forecast is older than now', () => {
    const summary = summarizeForecast(recorded, new Date('2026-11-23T14:05:00Z'), 'en');
    expect(summary?.current.time).toBe('2026-11-23T14:00:00.000Z');
  });

  it('gives three local days, today first, each with the highest and lowest temperature of its hours', () => {
    const now = new Date('2026-11-23T11:20:00Z');
    const summary = summarizeForecast(recorded, now, 'en');
    expect(summary?.forecast.map((day) => day.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    const inOslo = (time: string) => new Date(time).toLocaleDateString('en-CA', { timeZone: 'Europe/Oslo' });
    for (const day of summary?.forecast ?? []) {
      const temperatures = recorded.properties.timeseries
        .filter((item) => inOslo(item.time) === day.day && Date.parse(item.time) > now.getTime() - 3_600_000)
        .map((item) => item.data.instant.details.air_temperature);
      expect(day.high).toBe(Math.max(...temperatures));
      expect(day.low).toBe(Math.min(...temperatures));
      expect(day.high).toBeGreaterThanOrEqual(day.low);
    }
  });

  it('splits days at local midnight across the end of summer time (a 25-hour day)', () => {
    // Summer time ends 25 October 2026 at 03:00 CEST (01:00Z): 24 Oct runs 23 Oct 22:00Z – 24 Oct 22:00Z,
    // 25 Oct runs 24 Oct 22:00Z – 25 Oct 23:00Z, 26 Oct starts at 25 Oct 23:00Z.
    const series = [
      entry('2026-10-24T09:00:00Z', 8),
      entry('2026-10-24T21:00:00Z', 3), // 23:00 CEST on the 24th
      entry('2026-10-24T22:00:00Z', -9), // 00:00 CEST on the 25th
      entry('2026-10-25T01:00:00Z', 1), // 02:00 CET, the repeated hour
      entry('2026-10-25T22:00:00Z', 12), // 23:00 CET, still the 25th
      entry('2026-10-25T23:00:00Z', -15), // 00:00 CET on the 26th
      entry('2026-10-26T12:00:00Z', 5),
    ];
    const summary = summarizeForecast(forecastOf(series), new Date('2026-10-24T09:30:00Z'), 'en');
    expect(summary?.forecast.map(({ day, high, low }) => ({ day, high, low }))).toEqual([
      { day: '2026-10-24', high: 8, low: 3 },
      { day: '2026-10-25', high: 12, low: -9 },
      { day: '2026-10-26', high: 5, low: -15 },
    ]);
  });

  it('splits days at local midnight across the start of summer time (a 23-hour day)', () => {
    // Summer time starts 28 March 2027 at 02:00 CET (01:00Z): the 28th runs 27 Mar 23:00Z – 28 Mar 22:00Z.
    const series = [
      entry('2027-03-27T22:00:00Z', 4), // 23:00 CET on the 27th
      entry('2027-03-27T23:00:00Z', -6), // 00:00 CET on the 28th
      entry('2027-03-28T21:00:00Z', 7), // 23:00 CEST on the 28th
      entry('2027-03-28T22:00:00Z', -2), // 00:00 CEST on the 29th
      entry('2027-03-29T10:00:00Z', 9),
    ];
    const summary = summarizeForecast(forecastOf(series), new Date('2027-03-27T22:10:00Z'), 'en');
    expect(summary?.forecast.map(({ day, high, low }) => ({ day, high, low }))).toEqual([
      { day: '2027-03-27', high: 4, low: 4 },
      { day: '2027-03-28', high: 7, low: -6 },
      { day: '2027-03-29', high: 9, low: -2 },
    ]);
  });

  it("picks each day's symbol from the six-hour period starting nearest local noon", () => {
    const series = [
      entry('2026-11-24T05:00:00Z', -3, 'clearsky_night', 'snow'), // 06:00 local
      entry('2026-11-24T11:00:00Z', -1, 'fair_day', 'partlycloudy_day'), // 12:00 local
      entry('2026-11-24T17:00:00Z', -4, 'cloudy', 'heavyrain'), // 18:00 local
    ];
    const summary = summarizeForecast(forecastOf(series), new Date('2026-11-24T04:30:00Z'), 'no');
    expect(summary?.forecast[0]).toMatchObject({
      symbolCode: 'partlycloudy_day',
      icon: 'partly-cloudy',
      condition: 'Delvis skyet',
    });
  });

  it('leaves out days the forecast does not reach, and has no summary when it is all in the past', () => {
    const series = [entry('2026-11-24T11:00:00Z', 1)];
    expect(
      summarizeForecast(forecastOf(series), new Date('2026-11-24T11:10:00Z'), 'en')?.forecast,
    ).toHaveLength(1);
    expect(summarizeForecast(forecastOf(series), new Date('2026-11-24T12:10:00Z'), 'en')).toBeNull();
  });
});
