import { formatDateRangeText, formatDateText } from '@shared/date-text';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';

export type StayText = {
  date: (date: string) => string;
  range: (startDate: string, endDate: string) => string;
  /** "2 adults, 1 child"; children are left out when there are none. */
  guests: (adults: number, children: number) => string;
};

/** Dates and guest counts in the chosen language; re-renders when the language changes. */
export function useStayText(): StayText {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  return {
    date: (date) => formatDateText(date, language),
    range: (startDate, endDate) => formatDateRangeText(startDate, endDate, language),
    guests: (adults, children) =>
      children > 0
        ? `${t('guests.adults', { count: adults })}, ${t('guests.children', { count: children })}`
        : t('guests.adults', { count: adults }),
  };
}
