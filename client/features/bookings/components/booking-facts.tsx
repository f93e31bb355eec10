import { isCompletedBooking } from '@shared/booking-status';
import type { Booking } from '@shared/schemas/bookings';
import { useTranslation } from 'react-i18next';
import { Fact, FactList } from '@/components/fact-list';
import { personName } from '@/lib/names';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useStayText } from '../lib/use-stay-text';
import { BookingStatusBadge } from './booking-status-badge';

/** Who, when, how many, status, special requests and the owner's response, as a list of facts. */
export function BookingFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const text = useStayText();
  const today = useCabinToday();
  return (
    <FactList data-testid="booking-facts">
      <Fact label={t('facts.bookedBy')}>{personName(booking.user)}</Fact>
      <Fact label={t('facts.dates')}>{text.range(booking.startDate, booking.endDate)}</Fact>
      <Fact label={t('facts.guests')}>{text.guests(booking.adults, booking.children)}</Fact>
      <Fact label={t('facts.status')}>
        <BookingStatusBadge status={isCompletedBooking(booking, today) ? 'completed' : booking.status} />
      </Fact>
      <Fact label={t('fields.notes')}>{booking.notes || t('facts.none')}</Fact>
      {booking.responseNotes ? <Fact label={t('facts.responseNotes')}>{booking.responseNotes}</Fact> : null}
    </FactList>
  );
}
