export { CalendarLegend } from './components/calendar-legend';
/** The screen, a chunk of its own that the shell loads for its path (issue #18). */
export const loadCalendarSection = () => import('./components/calendar-section');
export { WeekdayHeaderRow, WeekNumberCell } from './components/week-table-parts';
export { departuresByDate, nightsByDate } from './lib/occupancy';
export { bookingStatusCell, bookingStatusWedge, todayRing } from './lib/status-styles';
export { useDayLabel } from './lib/use-day-label';
