import { dateInTimeZone } from '@shared/calendar-dates';
import { DEFAULT_LANGUAGE } from '@shared/constants';
import type { Task } from '@shared/schemas/tasks';
import { useTranslation } from 'react-i18next';
import { formatStayDate } from '@/features/bookings';
import { isLanguage } from '@/lib/i18n';

export type TaskText = {
  /** A `YYYY-MM-DD` date: "12 Dec 2026" / "12. des. 2026". */
  date: (date: string) => string;
  /** The cabin date (Europe/Oslo) of an instant such as `completedAt`. */
  dayOf: (instant: string) => string;
  /** "Every 2 months" / "Hver 2. måned"; null for a one-off task. */
  repeat: (task: Pick<Task, 'repeatEvery' | 'repeatUnit'>) => string | null;
};

/** The maintenance log's dates and repeat labels in the chosen language. */
export function useTaskText(): TaskText {
  const { t, i18n } = useTranslation('tasks');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const date = (value: string) => formatStayDate(value, language);
  return {
    date,
    dayOf: (instant) => {
      const parsed = new Date(instant);
      return Number.isNaN(parsed.getTime()) ? instant : date(dateInTimeZone(parsed));
    },
    repeat: ({ repeatEvery, repeatUnit }) =>
      repeatEvery !== null && repeatUnit !== null ? t(`repeat.${repeatUnit}`, { count: repeatEvery }) : null,
  };
}
