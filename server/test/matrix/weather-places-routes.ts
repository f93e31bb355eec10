import { CABIN_A, type MatrixRoute } from '../access-matrix';

// The weather of cabin A and address search, for server/features/weather/weather-matrix.test.ts.
// Address search belongs to no cabin: every signed-in user may.

export const WEATHER_PLACES_MATRIX_ROUTES: MatrixRoute<null>[] = [
  {
    route: 'GET /api/weather/{cabinId}',
    name: "cabin A's weather",
    url: () => `/api/weather/${CABIN_A}`,
    expected: { owner: 200, admin: 200, member: 200, outsider: 404, signedOut: 401 },
  },
  {
    route: 'GET /api/places/autocomplete',
    name: 'address search',
    url: () => '/api/places/autocomplete',
    expected: { owner: 200, admin: 200, member: 200, outsider: 200, signedOut: 401 },
  },
];
