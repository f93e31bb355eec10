import { dateLocale } from '@shared/date-text';
import { formatDistance } from 'date-fns';
import { formatTimestamp } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

export type TimeText = { relative: string; full: string | null };

/**
 * A moment as time from now ("5 minutes ago", "5 minutter siden") with the full local date
 * and time for a tooltip. A value that is not a date is shown as it is (product section 8); a moment
 * a little ahead of this device's clock reads as just now. Re-renders when the language changes.
 */
export function useRelativeTime(): (iso: string, now?: Date) => TimeText {
  const language = useLanguage();
  return (iso, now = new Date()) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return { relative: iso, full: null };
    const past = date.getTime() > now.getTime() ? now : date;
    return {
      relative: formatDistance(past, now, { addSuffix: true, locale: dateLocale(language) }),
      full: formatTimestamp(date, language),
    };
  };
}
