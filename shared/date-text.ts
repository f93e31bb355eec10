// One module each, not the packages' indexes: `date-fns/locale` alone loads every locale date-fns
// has, about 20 MB of the embedded server's memory budget (decision 040).
import { format } from 'date-fns/format';
import { enGB } from 'date-fns/locale/en-GB';
import { nb } from 'date-fns/locale/nb';
import type { Language } from './constants';

/** Norwegian date text for `no`, English otherwise (product section 9). */
export function dateLocale(language: Language) {
  return language === 'no' ? nb : enGB;
}

/**
 * A `YYYY-MM-DD` date as a local-midnight Date, only for formatting it with date-fns or Intl. The
 * Date is built from the parts (never parsed as UTC), so the shown day is the stored day in every
 * time zone.
 */
export function toLocalDate(date: string): Date {
  return new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** "12. des. 2026" (no) or "12 Dec 2026" (en). */
export function formatDateText(date: string, language: Language): string {
  return format(toLocalDate(date), language === 'no' ? 'd. MMM yyyy' : 'd MMM yyyy', {
    locale: dateLocale(language),
  });
}

/** "12 Dec 2026 – 15 Dec 2026". */
export function formatDateRangeText(startDate: string, endDate: string, language: Language): string {
  return `${formatDateText(startDate, language)} – ${formatDateText(endDate, language)}`;
}

/**
 * Nights told in a sentence, short (issue #40: "The nights 12.–14. februar are free"): the month
 * once within one month ("12.–14. februar", "12–14 February"), both months across two
 * ("30. januar – 2. februar"), and the years only when the nights span two.
 */
export function formatNightsText(startDate: string, endDate: string, language: Language): string {
  const options = { locale: dateLocale(language) };
  const day = (date: string, pattern: string) => format(toLocalDate(date), pattern, options);
  const no = language === 'no';
  if (startDate.slice(0, 4) !== endDate.slice(0, 4)) {
    const pattern = no ? 'd. MMMM yyyy' : 'd MMMM yyyy';
    return `${day(startDate, pattern)} – ${day(endDate, pattern)}`;
  }
  if (startDate.slice(0, 7) === endDate.slice(0, 7)) {
    return no
      ? `${day(startDate, 'd.')}–${day(endDate, 'd. MMMM')}`
      : `${day(startDate, 'd')}–${day(endDate, 'd MMMM')}`;
  }
  const pattern = no ? 'd. MMMM' : 'd MMMM';
  return `${day(startDate, pattern)} – ${day(endDate, pattern)}`;
}
