export { weatherRoutes } from './routes';
export { weatherForGuest } from './weather-service';
