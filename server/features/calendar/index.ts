// The calendar feature's public surface.

export { createFeedTokenSealer } from './feed-token';
export { type CalendarRoutesOptions, calendarRoutes } from './routes';
