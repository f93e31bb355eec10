import type { Booking } from '@shared/schemas/bookings';
import { isCompletedBooking } from '@shared/schemas/bookings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCabinToday } from '../lib/use-cabin-today';
import { personName, useStayText } from '../lib/use-stay-text';
import { BookingStatusBadge } from './booking-status-badge';

/** Who, when, how many, status, special requests and the owner's response, as a list of facts. */
export function BookingFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const text = useStayText();
  const today = useCabinToday();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="booking-facts">
      <Fact label={t('facts.bookedBy')}>{personName(booking.user)}</Fact>
      <Fact label={t('facts.dates')}>{text.range(booking.startDate, booking.endDate)}</Fact>
      <Fact label={t('facts.guests')}>{text.guests(booking.adults, booking.children)}</Fact>
      <Fact label={t('facts.status')}>
        <BookingStatusBadge status={isCompletedBooking(booking, today) ? 'completed' : booking.status} />
      </Fact>
      <Fact label={t('fields.notes')}>{booking.notes || t('facts.none')}</Fact>
      {booking.responseNotes ? <Fact label={t('facts.responseNotes')}>{booking.responseNotes}</Fact> : null}
    </dl>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words whitespace-pre-line text-slate-900">{children}</dd>
    </>
  );
}
