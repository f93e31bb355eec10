import type { Booking } from '@shared/schemas/bookings';
import { useTranslation } from 'react-i18next';
import { DetailsDialog, DialogHeading, type DialogStateProps } from '@/components/dialog-shell';
import { personName } from '@/lib/names';
import { BookingFacts } from './booking-facts';

export type BookingDetailsDialogProps = DialogStateProps & {
  booking: Booking | null | undefined;
};

/** Someone else's booking, read-only (product section 6: members see others' bookings read-only). */
export function BookingDetailsDialog({ open, onOpenChange, booking }: BookingDetailsDialogProps) {
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
        </>
      )}
    </DetailsDialog>
  );
}
