import type { Booking } from '@shared/schemas/bookings';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { personName } from '../lib/use-stay-text';
import { BookingFacts } from './booking-facts';

export type BookingDetailsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  booking: Booking | null | undefined;
};

/** Someone else's booking, read-only (spec section 6: members see others' bookings read-only). */
export function BookingDetailsDialog({ open, onOpenChange, booking }: BookingDetailsDialogProps) {
  const { t } = useTranslation('bookings');
  const { t: tc } = useTranslation();
  return (
    <Dialog open={open && Boolean(booking)} onOpenChange={onOpenChange}>
      <DialogContent data-testid="booking-details-dialog">
        {booking ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('details.title')}</DialogTitle>
              <DialogDescription>
                {t('details.description', { name: personName(booking.user) })}
              </DialogDescription>
            </DialogHeader>
            <BookingFacts booking={booking} />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{tc('actions.close')}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
