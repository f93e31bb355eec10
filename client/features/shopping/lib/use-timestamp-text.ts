import { DEFAULT_LANGUAGE } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { formatLocalized } from '@/lib/dates';
import { isLanguage } from '@/lib/i18n';

/**
 * A moment as local date and time: "10. des. 2026 kl. 13:05" (no) or "10 Dec 2026, 13:05" (en).
 * A value that is not a date is shown as it is. Re-renders when the language changes.
 */
export function useTimestampText(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    return formatLocalized(
      date,
      language === 'no' ? "d. MMM yyyy 'kl.' HH:mm" : 'd MMM yyyy, HH:mm',
      language,
    );
  };
}
