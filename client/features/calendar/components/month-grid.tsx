import { startOfMonth } from '@shared/calendar-dates';
import type { Booking } from '@shared/schemas/bookings';
import { type KeyboardEvent, memo, useEffect, useMemo, useRef, useState } from 'react';
import { PEAK_BAND_CLASS } from '@/features/fair-share';
import { BreakLabel, type SeasonDay, SeasonDayMarks, useSeasonText } from '@/features/holidays';
import { cn } from '@/lib/cn';
import { personName } from '@/lib/names';
import { useDragSelection } from '../hooks/use-drag-selection';
import { inMonth, keyboardTarget, monthWeeks } from '../lib/month';
import { type DayDeparture, type DayOccupancy, departuresByDate, nightsByDate } from '../lib/occupancy';
import { isInRange, isSelectableNight, type NightRange } from '../lib/selection';
import { bookingStatusCell, bookingStatusText, bookingStatusWedge, todayRing } from '../lib/status-styles';
import { useDayLabel } from '../lib/use-day-label';
import { WeekdayHeaderRow, WeekNumberCell } from './week-table-parts';

export type MonthGridProps = {
  /** `YYYY-MM-01` of the month shown. */
  month: string;
  /** The cabin's date (Europe/Oslo). */
  today: string;
  /** The cabin's bookings; undefined while they load (nothing can be selected then). */
  bookings: readonly Booking[] | undefined;
  /** Nights inside a peak period, with the text that names the period (issue #16). */
  peakDays?: ReadonlyMap<string, string>;
  /** Public holidays and school-break nights (decision 056). */
  seasonDays?: ReadonlyMap<string, SeasonDay>;
  /** Nights to keep highlighted (the range the booking dialog was opened with). */
  highlight: NightRange | null;
  titleId: string;
  onMonthChange: (month: string) => void;
  onSelectNights: (range: NightRange) => void;
  onOpenBooking: (booking: Booking) => void;
};

/**
 * The month as a grid: an ISO week-number column, then Monday to Sunday. Booked nights carry
 * their status colour; the selection is made by dragging (see useDragSelection), by a click (one
 * night) or with Enter (one night). Arrow keys move between days, Page Up/Down between months.
 * Memoised (issue #38): the calendar's other reads (the peak weeks, the shopping list) arriving
 * render the month again only when what it is given changed.
 */
export const MonthGrid = memo(function MonthGrid({
  month,
  today,
  bookings,
  peakDays,
  seasonDays,
  highlight,
  titleId,
  onMonthChange,
  onSelectNights,
  onOpenBooking,
}: MonthGridProps) {
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const first = weeks[0]?.days[0] ?? month;
  const last = weeks.at(-1)?.days[6] ?? month;
  const nights = useMemo(() => nightsByDate(bookings ?? [], first, last), [bookings, first, last]);
  const departures = useMemo(() => departuresByDate(bookings ?? [], first, last), [bookings, first, last]);

  const loaded = bookings !== undefined;
  const isSelectable = (date: string) =>
    loaded && isSelectableNight(date, today, (day) => nights.get(day)?.blocked === true);
  const drag = useDragSelection({ isSelectable, onComplete: onSelectNights });
  const selected = drag.range ?? highlight;

  // Roving focus: one day is in the tab order; the arrow keys move it.
  const [focusDate, setFocusDate] = useState(() => (inMonth(today, month) ? today : month));
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const tabbable =
    focusDate >= first && focusDate <= last ? focusDate : inMonth(today, month) ? today : month;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${tabbable}"]`)?.focus();
  }, [tabbable]);

  const focusDay = (date: string, changeMonth: boolean) => {
    moveFocus.current = true;
    setFocusDate(date);
    if (changeMonth || date < first || date > last) onMonthChange(startOfMonth(date));
  };

  /** A click on a booked night opens its booking; Enter or Space on a free day selects one night. */
  const onDayClick = (date: string, fromKeyboard: boolean) => {
    const night = nights.get(date);
    if (night?.blocked) onOpenBooking(night.booking);
    // A pointer's own click is handled by the drag selection (a touch tap selects nothing).
    else if (fromKeyboard && isSelectable(date)) onSelectNights({ first: date, last: date });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, date: string) => {
    const target = keyboardTarget(event.key, date);
    if (target === null) return;
    event.preventDefault();
    focusDay(target, event.key === 'PageUp' || event.key === 'PageDown');
  };

  const weekdays = weeks[0]?.days ?? [];

  return (
    <table
      ref={grid}
      aria-labelledby={titleId}
      data-testid="calendar-grid"
      onPointerDown={drag.onPointerDown}
      className="w-full table-fixed border-separate border-spacing-0.5 select-none sm:border-spacing-1"
    >
      <colgroup>
        <col className="w-6 sm:w-10" />
      </colgroup>
      <thead>
        <WeekdayHeaderRow
          days={weekdays}
          dayPattern="EEE"
          weekClassName="text-[10px] sm:text-xs"
          dayClassName="text-xs"
        />
      </thead>
      <tbody>
        {weeks.map(({ week, days }) => (
          <tr key={days[0]}>
            <WeekNumberCell week={week} testId={`week-${days[0]}`} className="text-[10px] sm:text-xs" />
            {days.map((date, column) => (
              <td key={date} className="relative p-0">
                <DayCell
                  date={date}
                  column={column}
                  inMonth={inMonth(date, month)}
                  today={today}
                  night={nights.get(date)}
                  departure={departures.get(date)}
                  peak={peakDays?.get(date)}
                  season={seasonDays?.get(date)}
                  selected={isInRange(date, selected)}
                  selectable={isSelectable(date)}
                  tabbable={date === tabbable}
                  onClick={onDayClick}
                  onKeyDown={onKeyDown}
                  onFocus={() => setFocusDate(date)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

type DayCellProps = {
  date: string;
  column: number;
  inMonth: boolean;
  today: string;
  night: DayOccupancy | undefined;
  departure: DayDeparture | undefined;
  /** The peak period the night is in, as text; undefined outside peak periods. */
  peak: string | undefined;
  /** The public holidays on the day and the break it is a night of, if any. */
  season: SeasonDay | undefined;
  selected: boolean;
  selectable: boolean;
  tabbable: boolean;
  onClick: (date: string, fromKeyboard: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, date: string) => void;
  onFocus: () => void;
};

function DayCell({
  date,
  column,
  inMonth: shown,
  today,
  night,
  departure,
  peak,
  season,
  selected,
  selectable,
  tabbable,
  onClick,
  onKeyDown,
  onFocus,
}: DayCellProps) {
  const dayLabel = useDayLabel();
  const seasonText = useSeasonText();
  const isToday = date === today;
  const past = date < today;
  const name = night ? personName(night.booking.user) : '';
  // A departure shows as a wedge only when no other stay takes the night.
  const leaving = departure && !night?.blocked ? departure : undefined;

  const dayText = dayLabel(date, today, night, leaving);
  const marks = [...seasonText(season), ...(peak ? [peak] : [])];
  const label = [dayText, ...marks].join('. ');

  // The booker's name on the first night of a stay and at the start of each week row.
  const showName = night && (night.booking.startDate === date || column === 0);

  return (
    <>
      <button
        type="button"
        tabIndex={tabbable ? 0 : -1}
        aria-label={label}
        title={marks.length > 0 ? marks.join('\n') : undefined}
        aria-current={isToday ? 'date' : undefined}
        data-testid={`day-${date}`}
        data-date={date}
        data-status={night?.status}
        data-peak={peak ? 'true' : undefined}
        data-holiday={season?.holidays.length ? 'true' : undefined}
        data-break={season?.schoolBreak ? season.schoolBreak.key : undefined}
        data-today={isToday ? 'true' : undefined}
        data-selected={selected ? 'true' : undefined}
        data-past={past ? 'true' : undefined}
        // A keyboard click (Enter or Space) has no pointer detail.
        onClick={(event) => onClick(date, event.detail === 0)}
        onKeyDown={(event) => onKeyDown(event, date)}
        onFocus={onFocus}
        className={cn(
          'relative flex h-11 w-full flex-col items-center overflow-hidden rounded-md border p-0.5 text-sm [-webkit-touch-callout:none] sm:h-20 sm:items-start sm:p-1.5',
          // Days of the next and previous months are dashed, not faded: their numbers stay readable.
          !shown && 'border-dashed',
          night
            ? bookingStatusCell[night.status]
            : past || !shown
              ? 'border-slate-200 bg-slate-50 text-slate-600'
              : 'border-slate-200 bg-white text-slate-900',
          night?.blocked
            ? 'cursor-pointer'
            : selectable
              ? 'cursor-pointer hover:bg-brand-50'
              : 'cursor-default',
          selected && 'border-sky-700 bg-sky-600 text-white hover:bg-sky-600',
          isToday && todayRing,
        )}
      >
        {leaving && !selected ? (
          <span
            aria-hidden="true"
            data-testid={`departure-${date}`}
            className={cn(
              'absolute inset-0 [clip-path:polygon(0_0,55%_0,0_55%)]',
              bookingStatusWedge[leaving.status],
            )}
          />
        ) : null}
        <SeasonDayMarks date={date} day={season} />
        {peak ? (
          <span
            aria-hidden="true"
            data-testid={`peak-${date}`}
            className={cn('absolute inset-x-0 bottom-0 h-1.5', PEAK_BAND_CLASS)}
          />
        ) : null}
        <span className={cn('relative tabular-nums', isToday && 'font-bold')}>
          {Number(date.slice(8, 10))}
        </span>
      </button>
      {/* Beside the button, not in it: the button's name (the whole day, with the booker) must
          contain its visible text (WCAG 2.5.3), and "3 Kari Nordmann" is not a run of it. */}
      {showName && night ? (
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-x-1.5 top-7 hidden truncate text-left text-[11px] leading-tight sm:block',
            selected ? 'text-white' : bookingStatusText[night.status],
            night.status === 'declined' && 'line-through',
          )}
        >
          {name}
        </span>
      ) : null}
      <BreakLabel date={date} day={season} column={column} />
    </>
  );
}
