import { daysBetween } from '@shared/calendar-dates';
import type { Booking } from '@shared/schemas/bookings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useStayText } from '@/features/bookings';

type UpcomingBookingsProps = {
  /** Already filtered and sorted (myUpcomingBookings). */
  bookings: readonly Booking[];
  onOpen: (booking: Booking) => void;
};

/** "My upcoming stays": the user's own approved bookings that have not ended, soonest first. */
export function UpcomingBookings({ bookings, onOpen }: UpcomingBookingsProps) {
  const { t } = useTranslation('calendar');
  const id = useId();
  const text = useStayText();
  return (
    <Card aria-labelledby={`${id}-title`} data-testid="my-upcoming-bookings">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('upcoming.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {bookings.length === 0 ? (
          <p className="text-sm text-slate-600" data-testid="my-upcoming-empty">
            {t('upcoming.empty')}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {bookings.map((booking) => {
              const dates = text.range(booking.startDate, booking.endDate);
              return (
                <li key={booking.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(booking)}
                    // Named by what it shows (dates, nights, guests): speech input users say that.
                    aria-haspopup="dialog"
                    data-testid={`upcoming-booking-${booking.id}`}
                    className="flex min-h-11 w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md px-2 py-2 text-left hover:bg-slate-50"
                  >
                    <span className="flex items-center gap-2 font-medium text-slate-900">
                      <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-green-500" />
                      {dates}
                    </span>
                    <span className="text-sm text-slate-600">
                      {t('upcoming.nights', { count: daysBetween(booking.startDate, booking.endDate) })}
                      {' · '}
                      {text.guests(booking.adults, booking.children)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
