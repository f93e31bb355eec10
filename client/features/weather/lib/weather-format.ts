import { addDays, dateInTimeZone } from '@shared/calendar-dates';
import type { Language } from '@shared/constants';
import { toLocalDate } from '@shared/date-text';
import { formatLocalized, formatTimestamp } from '@/lib/dates';

/** U+2212: a hyphen reads as a dash to screen readers and looks too short next to digits. */
const MINUS = '\u2212';

/** Whole degrees with a real minus sign: "−2°", "0°" (never "−0°"), "14°". */
export function formatTemperature(celsius: number): string {
  const rounded = Math.round(celsius);
  // -0 < 0 is false, so a rounded -0.4 shows as "0°".
  return rounded < 0 ? `${MINUS}${-rounded}°` : `${rounded}°`;
}

/** A forecast day relative to `today` (both `YYYY-MM-DD`, Europe/Oslo). */
export type ForecastDayKind = 'today' | 'tomorrow' | 'other';

export function forecastDayKind(day: string, today: string): ForecastDayKind {
  if (day === today) return 'today';
  if (day === addDays(today, 1)) return 'tomorrow';
  return 'other';
}

/** "Thursday" / "Torsdag": capitalised, as it stands alone as a column heading. */
export function weekdayName(day: string, language: Language): string {
  const name = formatLocalized(toLocalDate(day), 'EEEE', language);
  return name.charAt(0).toLocaleUpperCase(language === 'no' ? 'nb' : 'en') + name.slice(1);
}

/** Today's date at the cabin: forecast days are Europe/Oslo days, whatever the viewer's zone. */
export function cabinToday(now: Date = new Date()): string {
  return dateInTimeZone(now);
}

/**
 * When MET updated the forecast, in the viewer's time: "13:05" for today, with the date for an
 * older forecast so a stale one is not mistaken for a fresh one; null for an unreadable instant.
 */
export function formatUpdatedAt(
  updatedAt: string,
  language: Language,
  now: Date = new Date(),
): string | null {
  const instant = new Date(updatedAt);
  if (Number.isNaN(instant.getTime())) return null;
  const sameDay = instant.toDateString() === now.toDateString();
  return sameDay ? formatLocalized(instant, 'HH:mm', language) : formatTimestamp(instant, language);
}

/** Whole numbers for humidity and wind. */
export const formatWhole = (value: number): string => String(Math.round(value));

/** Visibility with at most one decimal, in the language's decimal separator ("9,5" / "9.5"). */
export function formatVisibility(km: number, language: Language): string {
  return new Intl.NumberFormat(language === 'no' ? 'nb-NO' : 'en-GB', { maximumFractionDigits: 1 }).format(
    km,
  );
}
