import { createElement, type ReactElement } from 'react';
import { memberSummary, ownedSummary } from '@/test/cabin-fixtures';
import type { StubRoutes } from '@/test/fetch-stub';
import { kari } from '@/test/fixtures';
import { renderWithApi } from '@/test/render-signed-in';
import { WeatherCard } from '../components/weather-card';

export {
  BEACH_ROUTE,
  beachSummary,
  beachWeather,
  GOL_ROUTE,
  golWeather,
  golWeatherNo,
  NOW,
  userCabins,
} from '@/test/weather-fixtures';

/** The weather card for Kari, whose current cabin is `currentCabinId`. */
export function renderCard(routes: StubRoutes, currentCabinId: string | null = 'c1', ui?: ReactElement) {
  return renderWithApi(ui ?? createElement(WeatherCard), routes, {
    user: { ...kari, currentCabinId, isOwner: currentCabinId === 'c1' },
  });
}

export { memberSummary, ownedSummary };
