import { formatTimestamp } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

/**
 * A moment as local date and time: "10. des. 2026 kl. 13:05" (no) or "10 Dec 2026, 13:05" (en).
 * A value that is not a date is shown as it is. Re-renders when the language changes.
 */
export function useTimestampText(): (iso: string) => string {
  const language = useLanguage();
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : formatTimestamp(date, language);
  };
}
