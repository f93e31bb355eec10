export { CalendarLegend } from './components/calendar-legend';
export { CalendarSection } from './components/calendar-section';
export { WeekdayHeaderRow, WeekNumberCell } from './components/week-table-parts';
export { departuresByDate, nightsByDate } from './lib/occupancy';
export { bookingStatusCell, bookingStatusWedge, todayRing } from './lib/status-styles';
export { useDayLabel } from './lib/use-day-label';
