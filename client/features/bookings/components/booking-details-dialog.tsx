import type { Booking } from '@shared/schemas/bookings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsDialog, DialogHeading, type DialogStateProps } from '@/components/dialog-shell';
import { personName } from '@/lib/names';
import { BookingFacts } from './booking-facts';

export type BookingDetailsDialogProps = DialogStateProps & {
  booking: Booking | null | undefined;
  /** More about the booking under its facts (the calendar's swap offers, issue #40). */
  extra?: (booking: Booking) => ReactNode;
};

/** Someone else's booking, read-only (product section 6: members see others' bookings read-only). */
export function BookingDetailsDialog({ open, onOpenChange, booking, extra }: BookingDetailsDialogProps) {
  const { t } = useTranslation('bookings');
  return (
    <DetailsDialog open={open} onOpenChange={onOpenChange} item={booking} testId="booking-details-dialog">
      {(shown) => (
        <>
          <DialogHeading
            title={t('details.title')}
            description={t('details.description', { name: personName(shown.user) })}
          />
          <BookingFacts booking={shown} />
          {extra?.(shown)}
        </>
      )}
    </DetailsDialog>
  );
}
