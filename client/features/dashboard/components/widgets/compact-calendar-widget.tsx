import type { Booking } from '@shared/schemas/bookings';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookings, useStayText } from '@/features/bookings';
import {
  bookingStatusCell,
  bookingStatusWedge,
  CalendarLegend,
  departuresByDate,
  nightsByDate,
  todayRing,
  useDayLabel,
  WeekdayHeaderRow,
  WeekNumberCell,
} from '@/features/calendar';
import { cn } from '@/lib/cn';
import { useCabinToday } from '@/lib/use-cabin-today';
import { type PreviewWeek, previewWeeks } from '../../lib/dashboard-dates';
import { OpenCalendarLink } from '../open-calendar-link';
import { WidgetQuery } from '../widget-states';

/**
 * compact-calendar: four weeks from this Monday (product section 9), a week-number column and
 * Monday to Sunday; booked nights in their status colour and a ring on today, as in the
 * calendar (a stay takes the nights [start, end), its departure day shows a corner wedge).
 */
export function CompactCalendarWidget() {
  const { t } = useTranslation('dashboard');
  const bookings = useBookings();
  const today = useCabinToday();
  const weeks = useMemo(() => previewWeeks(today), [today]);
  return (
    <WidgetQuery query={bookings} failedText={t('bookingsFailed')}>
      {(list) => (
        <div className="flex flex-col gap-3">
          <PreviewGrid weeks={weeks} today={today} bookings={list} />
          <CalendarLegend className="gap-x-3 text-xs" />
          <OpenCalendarLink />
        </div>
      )}
    </WidgetQuery>
  );
}

function PreviewGrid({
  weeks,
  today,
  bookings,
}: {
  weeks: PreviewWeek[];
  today: string;
  bookings: readonly Booking[];
}) {
  const { t } = useTranslation('dashboard');
  const stayText = useStayText();
  const dayLabel = useDayLabel();
  const first = weeks[0]?.days[0] ?? today;
  const last = weeks.at(-1)?.days[6] ?? today;
  const nights = useMemo(() => nightsByDate(bookings, first, last), [bookings, first, last]);
  const departures = useMemo(() => departuresByDate(bookings, first, last), [bookings, first, last]);
  const range = { from: stayText.date(first), to: stayText.date(last) };

  return (
    <table
      data-testid="compact-calendar"
      className="w-full table-fixed border-separate border-spacing-0.5 text-xs select-none"
    >
      <caption className="pb-1 text-left text-sm text-slate-600">
        <span aria-hidden="true">{`${range.from} – ${range.to}`}</span>
        <span className="sr-only">{t('calendar.label', range)}</span>
      </caption>
      <colgroup>
        <col className="w-8" />
      </colgroup>
      <thead>
        <WeekdayHeaderRow days={weeks[0]?.days ?? []} dayPattern="EEEEEE" />
      </thead>
      <tbody>
        {weeks.map(({ week, days }) => (
          <tr key={days[0]}>
            <WeekNumberCell week={week} />
            {days.map((date) => {
              const night = nights.get(date);
              const departure = departures.get(date);
              const leaving = departure && !night?.blocked ? departure : undefined;
              const isToday = date === today;
              return (
                <td
                  key={date}
                  data-testid={`preview-day-${date}`}
                  data-status={night?.status}
                  data-today={isToday ? 'true' : undefined}
                  className={cn(
                    'relative h-8 overflow-hidden rounded border text-center align-middle tabular-nums',
                    night
                      ? bookingStatusCell[night.status]
                      : date < today
                        ? // Muted, yet readable (4.5:1 and more): the number is what sighted users read.
                          'border-slate-200 bg-slate-50 text-slate-600'
                        : 'border-slate-200 bg-white text-slate-900',
                    isToday && cn(todayRing, 'font-bold'),
                  )}
                >
                  {leaving ? (
                    <span
                      aria-hidden="true"
                      className={cn(
                        'absolute inset-0 [clip-path:polygon(0_0,55%_0,0_55%)]',
                        bookingStatusWedge[leaving.status],
                      )}
                    />
                  ) : null}
                  <span aria-hidden="true" className="relative">
                    {Number(date.slice(8, 10))}
                  </span>
                  <span className="sr-only">{dayLabel(date, today, night, leaving)}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
