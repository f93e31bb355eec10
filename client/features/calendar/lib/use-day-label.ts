import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { personName } from '@/lib/names';
import { fullDate } from './format';
import type { DayDeparture, DayOccupancy } from './occupancy';

/**
 * What a screen reader hears for one calendar day: "Sunday 22 November 2026, approved: Kari
 * Nordmann (today)", "..., available, Ola Hansen leaves". `leaving` is a departure on a day whose
 * night is free.
 */
export function useDayLabel(): (
  date: string,
  today: string,
  night: DayOccupancy | undefined,
  leaving: DayDeparture | undefined,
) => string {
  const { t } = useTranslation('calendar');
  const language = useLanguage();
  return (date, today, night, leaving) => {
    const written = fullDate(date, language);
    let label = night
      ? t('day.booked', {
          date: written,
          status: t(`status.${night.status}`),
          name: personName(night.booking.user),
        })
      : t('day.free', { date: written });
    if (leaving) label = t('day.departure', { label, name: personName(leaving.booking.user) });
    return date === today ? t('day.today', { label }) : label;
  };
}
