// The weather feature's public surface; other features and the app import from here only.
export { WeatherCard } from './components/weather-card';
export { WeatherView } from './components/weather-view';
