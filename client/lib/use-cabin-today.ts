import { dateInTimeZone } from '@shared/calendar-dates';
import { useState } from 'react';

/**
 * Today's date (`YYYY-MM-DD`) at the cabin, in Europe/Oslo whatever the viewer's time zone.
 * Worked out when the component mounts, so a page opened again the next morning moves on.
 */
export function useCabinToday(): string {
  const [today] = useState(() => dateInTimeZone(new Date()));
  return today;
}
