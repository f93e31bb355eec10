import { formatDateRangeText, formatDateText } from '@shared/date-text';
import { useLanguage } from '@/lib/language';

/** Dates in the chosen language; re-renders when the language changes. */
export function usePeakText() {
  const language = useLanguage();
  return {
    date: (date: string) => formatDateText(date, language),
    range: (from: string, to: string) => formatDateRangeText(from, to, language),
  };
}
