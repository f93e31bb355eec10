import { dateInTimeZone } from '@shared/calendar-dates';
import { formatDateText } from '@shared/date-text';
import type { Task } from '@shared/schemas/tasks';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';

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
  const { t } = useTranslation('tasks');
  const language = useLanguage();
  const date = (value: string) => formatDateText(value, language);
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
