import type { Booking } from '@shared/schemas/bookings';
import { type ReactNode, useState } from 'react';
import { bookingClickAction, canEditBooking } from '../lib/booking-rules';
import { useBookingViewer } from '../lib/use-booking-viewer';
import { BookingDecisionDialog } from './booking-decision-dialog';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingDialog } from './booking-dialog';

export type ExistingBookingDialogProps = {
  /** The booking that was clicked; null keeps every dialog closed. */
  booking: Booking | null;
  onClose: () => void;
  /** Passed on to the edit dialog's shopping warning. */
  neededItems?: readonly string[];
  /** Shown under the facts of someone else's booking (the calendar's swap offers, issue #40). */
  detailsExtra?: (booking: Booking) => ReactNode;
  /** Shown under the edit form of one's own booking (the calendar's guest links, issue #41). */
  editExtra?: (booking: Booking) => ReactNode;
};

/**
 * Opens what a click on a booking should open (product section 2, Visit log): approve/decline for the
 * owner or an admin on a pending booking, edit for one's own booking (the owner: any), else
 * read-only details. From the decision dialog, whoever may edit can switch to editing.
 */
export function ExistingBookingDialog({
  booking,
  onClose,
  neededItems,
  detailsExtra,
  editExtra,
}: ExistingBookingDialogProps) {
  const viewer = useBookingViewer();
  // Which booking was switched from deciding to editing; another booking starts afresh.
  const [editingId, setEditingId] = useState<string | null>(null);
  const action = booking ? (editingId === booking.id ? 'edit' : bookingClickAction(booking, viewer)) : null;
  const onOpenChange = (open: boolean) => {
    if (open) return;
    setEditingId(null);
    onClose();
  };
  return (
    <>
      <BookingDecisionDialog
        open={action === 'decide'}
        onOpenChange={onOpenChange}
        booking={booking}
        onEdit={booking && canEditBooking(booking, viewer) ? () => setEditingId(booking.id) : undefined}
      />
      <BookingDialog
        open={action === 'edit'}
        onOpenChange={onOpenChange}
        booking={booking ?? undefined}
        neededItems={neededItems}
        extra={editExtra}
      />
      <BookingDetailsDialog
        open={action === 'view'}
        onOpenChange={onOpenChange}
        booking={booking}
        extra={detailsExtra}
      />
    </>
  );
}
