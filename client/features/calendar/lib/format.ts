import type { Language } from '@shared/constants';
import { toLocalDate } from '@shared/date-text';
import { formatLocalized } from '@/lib/dates';

/** A `YYYY-MM-DD` date in the chosen language (date-fns pattern; nb for `no`, en-GB otherwise). */
export function formatDay(date: string, pattern: string, language: Language): string {
  return formatLocalized(toLocalDate(date), pattern, language);
}

/** The month title: "november 2026" in Norwegian, "November 2026" in English. */
export function monthTitle(monthStart: string, language: Language): string {
  return formatDay(monthStart, 'LLLL yyyy', language);
}

/** A day written out for screen readers: "søndag 22. november 2026" / "Sunday 22 November 2026". */
export function fullDate(date: string, language: Language): string {
  return formatDay(date, language === 'no' ? 'EEEE d. MMMM yyyy' : 'EEEE d MMMM yyyy', language);
}
