import { addDays } from '@shared/calendar-dates';
import { zonedInstant } from '../../jobs/schedules';

// When a guest link works (decision 061): from the start of the day two days before the first
// night, to the end of the day after departure, both in the cabin's time zone (Europe/Oslo).
// A booking's `startDate` is its first night and `endDate` its departure day.

export function guestLinkWindow(stay: { startDate: string; endDate: string }): {
  validFrom: Date;
  validUntil: Date;
} {
  return {
    validFrom: zonedInstant(addDays(stay.startDate, -2), 0, 0),
    // The end of the day after departure is the start of the day after that.
    validUntil: zonedInstant(addDays(stay.endDate, 2), 0, 0),
  };
}
