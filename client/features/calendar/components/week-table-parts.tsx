import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/language';
import { formatDay } from '../lib/format';

// The parts every Monday-first week table shares (the month view and the dashboard's preview):
// a week-number column, then Monday to Sunday.

/**
 * The header row: "Wk" (read as "Week number"), then each weekday of `days` written with
 * `dayPattern` (date-fns) and read out in full.
 */
export function WeekdayHeaderRow({
  days,
  dayPattern,
  weekClassName,
  dayClassName,
}: {
  days: readonly string[];
  dayPattern: string;
  weekClassName?: string;
  dayClassName?: string;
}) {
  const { t } = useTranslation('calendar');
  const language = useLanguage();
  return (
    <tr>
      <th scope="col" className={cn('pb-1 font-medium text-slate-500', weekClassName)}>
        <abbr title={t('weekHeaderFull')} className="no-underline">
          {t('weekHeader')}
        </abbr>
      </th>
      {days.map((day) => (
        <th
          key={day}
          scope="col"
          abbr={formatDay(day, 'EEEE', language)}
          className={cn('pb-1 font-medium text-slate-600', dayClassName)}
        >
          {formatDay(day, dayPattern, language)}
        </th>
      ))}
    </tr>
  );
}

/** A row's ISO week number, read as "Week 48". */
export function WeekNumberCell({
  week,
  className,
  testId,
}: {
  week: number;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation('calendar');
  return (
    <th
      scope="row"
      aria-label={t('week', { week })}
      data-testid={testId}
      className={cn('text-center font-medium text-slate-500 tabular-nums', className)}
    >
      {week}
    </th>
  );
}
