import { addDays, CABIN_TIME_ZONE, dateInTimeZone } from '@shared/calendar-dates';
import { FORECAST_DAYS, type Language } from '@shared/constants';
import type { CurrentWeather, ForecastDay } from '@shared/schemas/weather';
import { describeSymbol } from '@shared/weather-symbols';
import type { Locationforecast, TimeseriesEntry } from './locationforecast';

// Turns MET's hourly (later six-hourly) series into the spec's weather response: the conditions
// of the current hour, and a high, a low and one symbol for each local day in Europe/Oslo.

const HOUR_MS = 60 * 60_000;
const KMH_PER_MS = 3.6;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CABIN_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});
const localHour = (instant: Date) => Number(hourFormat.format(instant));

type Period = 'next_1_hours' | 'next_6_hours' | 'next_12_hours';

const symbolOf = (entry: TimeseriesEntry, periods: readonly Period[]) => {
  for (const period of periods) {
    const code = entry.data[period]?.summary?.symbol_code;
    if (code) return code;
  }
  return null;
};

/**
 * The symbol that stands for a whole day: the six-hour symbol of the period starting nearest local
 * noon (the part of the day people plan around), else the nearest hourly one.
 */
function daySymbol(entries: TimeseriesEntry[]): string | null {
  for (const periods of [['next_6_hours'], ['next_1_hours', 'next_12_hours']] as const) {
    let best: { code: string; distance: number } | null = null;
    for (const entry of entries) {
      const code = symbolOf(entry, periods);
      if (!code) continue;
      const distance = Math.abs(localHour(new Date(entry.time)) - 12);
      if (!best || distance < best.distance) best = { code, distance };
    }
    if (best) return best.code;
  }
  return null;
}

export type WeatherSummary = { updatedAt: string; current: CurrentWeather; forecast: ForecastDay[] };

/**
 * The summary at `now`, or null when the series has nothing for the current hour (an outdated
 * forecast is no forecast).
 */
export function summarizeForecast(
  forecast: Locationforecast,
  now: Date,
  language: Language,
  days: number = FORECAST_DAYS,
): WeatherSummary | null {
  // The entry of the current hour and everything after it; earlier hours are history.
  const ahead = forecast.properties.timeseries
    .filter((entry) => Date.parse(entry.time) > now.getTime() - HOUR_MS)
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  const first = ahead[0];
  if (!first) return null;

  const details = first.data.instant.details;
  const currentCode = symbolOf(first, ['next_1_hours', 'next_6_hours', 'next_12_hours']) ?? 'unknown';
  const current: CurrentWeather = {
    time: new Date(first.time).toISOString(),
    temperature: oneDecimal(details.air_temperature),
    symbolCode: currentCode,
    ...describeSymbol(currentCode, language),
    humidity: Math.round(details.relative_humidity),
    windSpeed: oneDecimal(details.wind_speed * KMH_PER_MS),
    // The compact product has no visibility; null tells the client to leave it out.
    visibility: null,
  };

  const byDay = new Map<string, TimeseriesEntry[]>();
  for (const entry of ahead) {
    const day = dateInTimeZone(new Date(entry.time));
    const entries = byDay.get(day);
    if (entries) entries.push(entry);
    else byDay.set(day, [entry]);
  }
  const today = dateInTimeZone(now);
  const forecastDays: ForecastDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = addDays(today, offset);
    const entries = byDay.get(day);
    if (!entries || entries.length === 0) continue;
    const temperatures = entries.map((entry) => entry.data.instant.details.air_temperature);
    const code = daySymbol(entries) ?? 'unknown';
    forecastDays.push({
      day,
      symbolCode: code,
      ...describeSymbol(code, language),
      high: oneDecimal(Math.max(...temperatures)),
      low: oneDecimal(Math.min(...temperatures)),
    });
  }
  return { updatedAt: forecast.properties.meta.updated_at, current, forecast: forecastDays };
}
