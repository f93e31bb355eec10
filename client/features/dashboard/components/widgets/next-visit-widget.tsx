import { daysBetween } from '@shared/calendar-dates';
import type { Booking } from '@shared/schemas/bookings';
import { CalendarDays, CalendarPlus, User, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import { useBookings, useStayText } from '@/features/bookings';
import { personName } from '@/lib/names';
import { useCabinToday } from '@/lib/use-cabin-today';
import { nextApprovedBooking } from '../../lib/dashboard-dates';
import { OpenCalendarLink } from '../open-calendar-link';
import { WidgetEmpty, WidgetQuery } from '../widget-states';

/**
 * my-next-visit (`mine`) and next-visit: the user's own, or anyone's, next approved stay that
 * starts today or later (product section 2).
 */
export function NextVisitWidget({ mine }: { mine: boolean }) {
  const { t } = useTranslation('dashboard');
  const bookings = useBookings();
  const today = useCabinToday();
  const user = useCurrentUser();
  return (
    <WidgetQuery query={bookings} failedText={t('bookingsFailed')}>
      {(list) => {
        const booking = nextApprovedBooking(list, today, mine ? user.id : undefined);
        if (booking)
          return <UpcomingStay booking={booking} today={today} showBooker={!mine} userId={user.id} />;
        return (
          <WidgetEmpty
            icon={CalendarDays}
            action={
              <Link href="/calendar" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <CalendarPlus aria-hidden="true" />
                {t('visit.book')}
              </Link>
            }
          >
            {mine ? t('visit.noneMine') : t('visit.none')}
          </WidgetEmpty>
        );
      }}
    </WidgetQuery>
  );
}

function UpcomingStay({
  booking,
  today,
  showBooker,
  userId,
}: {
  booking: Booking;
  today: string;
  showBooker: boolean;
  userId: string;
}) {
  const { t } = useTranslation('dashboard');
  const stayText = useStayText();
  const daysAway = daysBetween(today, booking.startDate);
  const when =
    daysAway === 0
      ? t('visit.startsToday')
      : daysAway === 1
        ? t('visit.startsTomorrow')
        : t('visit.startsIn', { count: daysAway });
  const name = personName(booking.user);
  return (
    <div className="flex flex-col gap-3" data-testid="upcoming-stay" data-booking-id={booking.id}>
      <div>
        <p className="text-sm font-semibold text-brand-700" data-testid="upcoming-stay-when">
          {when}
        </p>
        <p className="text-lg font-semibold text-slate-900" data-testid="upcoming-stay-dates">
          {stayText.range(booking.startDate, booking.endDate)}
        </p>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
          {t('visit.nights', { count: daysBetween(booking.startDate, booking.endDate) })}
        </li>
        <li className="flex items-center gap-2">
          <Users className="size-4 text-slate-500" aria-hidden="true" />
          {stayText.guests(booking.adults, booking.children)}
        </li>
        {showBooker ? (
          <li className="flex items-center gap-2" data-testid="upcoming-stay-booker">
            <User className="size-4 text-slate-500" aria-hidden="true" />
            {t('visit.bookedBy', { name: booking.userId === userId ? t('visit.you', { name }) : name })}
          </li>
        ) : null}
      </ul>
      <OpenCalendarLink />
    </div>
  );
}
