import { daysBetween } from '@shared/calendar-dates';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { SeasonDay } from '../lib/season-days';
import { BREAK_BAND_CLASS, BREAK_TEXT_CLASS, HOLIDAY_MARK_CLASS } from '../lib/season-styles';

// A calendar day's holiday marks (decision 056), drawn like the peak periods' band: decoration
// only (aria-hidden); the day's accessible name says the same in words (useSeasonText).

/** Inside the day's button: the red dot of a public holiday and the band of a break night. */
export function SeasonDayMarks({ date, day }: { date: string; day: SeasonDay | undefined }) {
  if (!day) return null;
  return (
    <>
      {day.holidays.length > 0 ? (
        <span
          aria-hidden="true"
          data-testid={`holiday-${date}`}
          className={cn('absolute top-1 right-1 size-2 rounded-full', HOLIDAY_MARK_CLASS)}
        />
      ) : null}
      {day.schoolBreak ? (
        <span
          aria-hidden="true"
          data-testid={`break-${date}`}
          className={cn('absolute inset-x-0 bottom-1.5 h-4', BREAK_BAND_CLASS)}
        />
      ) : null}
    </>
  );
}

/**
 * Beside the day's button, as the booker's name is: the break's name on its band where the
 * break starts and at the start of each week row, running over the row's next days (their
 * bands are the same colour), cut short at the row's end.
 */
export function BreakLabel({
  date,
  day,
  column,
}: {
  date: string;
  day: SeasonDay | undefined;
  column: number;
}) {
  const schoolBreak = day?.schoolBreak;
  if (!schoolBreak || !(schoolBreak.firstNight || column === 0)) return null;
  // Over the break's own nights only: its band is under the text there.
  const span = Math.min(7 - column, daysBetween(date, schoolBreak.lastNight) + 1);
  return (
    <span
      aria-hidden="true"
      data-testid="break-label"
      // The cells and the narrowest spacing between them (the table's border-spacing).
      style={{ width: `calc(${span * 100}% + ${span - 1} * 0.125rem)` }}
      className={cn(
        'pointer-events-none absolute bottom-1.5 left-0 z-10 truncate px-1 text-left font-medium text-[11px] leading-4',
        BREAK_TEXT_CLASS,
      )}
    >
      {schoolBreak.name}
    </span>
  );
}

/** One legend line: a day's swatch with `mark` drawn in it, and its words. */
function LegendLine({ testId, mark, children }: { testId: string; mark: string; children: string }) {
  return (
    <li className="flex items-center gap-2" data-testid={testId}>
      <span
        aria-hidden="true"
        className="relative size-4 overflow-hidden rounded border border-slate-200 bg-white"
      >
        <span className={cn('absolute', mark)} />
      </span>
      {children}
    </li>
  );
}

/** The legend's lines for public holidays and school breaks, shaped like the peak period's. */
export function SeasonLegendItems() {
  const { t } = useTranslation('holidays');
  return (
    <>
      <LegendLine
        testId="legend-holiday"
        mark={cn('top-0.5 right-0.5 size-1.5 rounded-full', HOLIDAY_MARK_CLASS)}
      >
        {t('legend.holiday')}
      </LegendLine>
      <LegendLine testId="legend-break" mark={cn('inset-x-0 bottom-0 h-2', BREAK_BAND_CLASS)}>
        {t('legend.break')}
      </LegendLine>
    </>
  );
}
