import { z } from 'zod';

// GET /api/weather/{cabinId} (product section 3, Weather response). Temperatures are in °C, humidity
// in %, wind in km/h and visibility in km; `condition` is worded in the caller's language.

export const WEATHER_ICONS = ['sunny', 'partly-cloudy', 'cloudy', 'rainy', 'snowy'] as const;
export const weatherIconSchema = z.enum(WEATHER_ICONS);
export type WeatherIcon = z.infer<typeof weatherIconSchema>;

export const currentWeatherSchema = z.object({
  /** The instant the conditions are for (ISO 8601, UTC). */
  time: z.string(),
  temperature: z.number(),
  condition: z.string(),
  /** MET's symbol code, e.g. `partlycloudy_day`. */
  symbolCode: z.string(),
  icon: weatherIconSchema,
  humidity: z.number(),
  windSpeed: z.number(),
  /** Null when the source does not give visibility (MET's compact forecast does not). */
  visibility: z.number().nullable(),
});
export type CurrentWeather = z.infer<typeof currentWeatherSchema>;

export const forecastDaySchema = z.object({
  /** The local calendar day in Europe/Oslo, `YYYY-MM-DD`. */
  day: z.string(),
  icon: weatherIconSchema,
  condition: z.string(),
  symbolCode: z.string(),
  high: z.number(),
  low: z.number(),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

export const weatherResponseSchema = z.object({
  cabinId: z.string(),
  /** The cabin's address the forecast is for. */
  location: z.string(),
  /** When MET last updated this forecast (ISO 8601). */
  updatedAt: z.string(),
  current: currentWeatherSchema,
  /** Today and the following days, at most FORECAST_DAYS of them. */
  forecast: z.array(forecastDaySchema),
});
export type WeatherResponse = z.infer<typeof weatherResponseSchema>;
