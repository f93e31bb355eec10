import type { Language } from '@shared/constants';
import { dateLocale } from '@shared/date-text';
import { format as formatDate } from 'date-fns';

export function formatLocalized(date: Date, pattern: string, language: Language): string {
  return formatDate(date, pattern, { locale: dateLocale(language) });
}

/** A moment as local date and time: "10. des. 2026 kl. 13:05" (no) or "10 Dec 2026, 13:05" (en). */
export function formatTimestamp(date: Date, language: Language): string {
  return formatLocalized(date, language === 'no' ? "d. MMM yyyy 'kl.' HH:mm" : 'd MMM yyyy, HH:mm', language);
}
