import type { CabinSummary } from '@shared/schemas/cabins';
import type { WeatherResponse } from '@shared/schemas/weather';
import { json, type StubRoutes } from './fetch-stub';

// Weather answers as the server gives them, for the weather card and the dashboard's widget.

// 10 December 2026 (a Thursday), midday UTC: 13:00 the same day in Oslo.
export const NOW = new Date('2026-12-10T12:00:00Z');

export const GOL_ROUTE = 'GET /api/weather/c1';
export const BEACH_ROUTE = 'GET /api/weather/c3';

/** Fjellhytta (c1, with an address) answered in English, as the server words it for `en`. */
export const golWeather: WeatherResponse = {
  cabinId: 'c1',
  location: 'Fjellveien 1, 3550 Gol',
  updatedAt: '2026-12-10T11:05:00Z',
  current: {
    time: '2026-12-10T12:00:00Z',
    temperature: -2.4,
    condition: 'Partly cloudy',
    symbolCode: 'partlycloudy_day',
    icon: 'partly-cloudy',
    humidity: 86.6,
    windSpeed: 14.4,
    visibility: 9.5,
  },
  forecast: [
    {
      day: '2026-12-10',
      icon: 'partly-cloudy',
      condition: 'Partly cloudy',
      symbolCode: 'partlycloudy_day',
      high: 3.2,
      low: -4.4,
    },
    { day: '2026-12-11', icon: 'snowy', condition: 'Snow', symbolCode: 'snow', high: -1, low: -6.6 },
    {
      day: '2026-12-12',
      icon: 'sunny',
      condition: 'Clear sky',
      symbolCode: 'clearsky_day',
      high: 0.4,
      low: -8,
    },
  ],
};

/** The same forecast as the server words it for `no`. */
export const golWeatherNo: WeatherResponse = {
  ...golWeather,
  current: { ...golWeather.current, condition: 'Delvis skyet' },
  forecast: golWeather.forecast.map((day, index) => ({
    ...day,
    condition: ['Delvis skyet', 'Snø', 'Klarvær'][index] ?? day.condition,
  })),
};

/** A third cabin, by the sea, with an address of its own. */
export const beachSummary: CabinSummary = {
  id: 'c3',
  name: 'Strandhytta',
  address: 'Strandveien 5, 4885 Grimstad',
  role: 'member',
  isOwner: false,
};

export const beachWeather: WeatherResponse = {
  ...golWeather,
  cabinId: 'c3',
  location: 'Strandveien 5, 4885 Grimstad',
  current: { ...golWeather.current, temperature: 4.6, condition: 'Rain', icon: 'rainy', symbolCode: 'rain' },
};

/** GET /api/user/cabins answering `cabins`. */
export const userCabins = (...cabins: CabinSummary[]): StubRoutes => ({
  'GET /api/user/cabins': json(200, { cabins }),
});
