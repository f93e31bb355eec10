import { WeatherCard } from '@/features/weather';

/** weather: the cabin's current conditions and 3-day forecast (issue #8), drawn by the weather feature. */
export function WeatherWidget() {
  return <WeatherCard />;
}
