// The weather feature's public surface; other features and the app import from here only.
export {
  getWeather,
  useWeather,
  weatherQueryKey,
  weatherQueryKeyBase,
  weatherQueryOptions,
} from './api/get-weather';
export { WeatherCard } from './components/weather-card';
