import { createElement, type ReactElement } from 'react';
import { WeatherCard } from '@/features/weather';
import { memberSummary, ownedSummary } from './cabin-fixtures';
import type { StubRoutes } from './fetch-stub';
import { kari } from './fixtures';
import { renderWithApi } from './render-signed-in';

export {
  BEACH_ROUTE,
  beachSummary,
  beachWeather,
  GOL_ROUTE,
  golWeather,
  golWeatherNo,
  NOW,
  userCabins,
} from './weather-fixtures';

/** The weather card for Kari, whose current cabin is `currentCabinId`. */
export function renderCard(routes: StubRoutes, currentCabinId: string | null = 'c1', ui?: ReactElement) {
  return renderWithApi(ui ?? createElement(WeatherCard), routes, {
    user: { ...kari, currentCabinId, isOwner: currentCabinId === 'c1' },
  });
}

export { memberSummary, ownedSummary };
