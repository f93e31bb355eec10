// The power bill per stay (issue #41, decision 062): the feature's public surface.
export { POWER_SCHEDULES, powerJobHandlers } from './price-days';
export { powerRoutes } from './routes';
