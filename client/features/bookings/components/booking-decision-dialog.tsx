import { NOTES_MAX } from '@shared/constants';
import type { Booking } from '@shared/schemas/bookings';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHeading, type DialogStateProps, FormDialog, useFormDialog } from '@/components/dialog-shell';
import { TextareaField } from '@/components/text-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { RequestRulesWarning } from '@/features/booking-rules';
import { personName } from '@/lib/names';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useDecideBooking } from '../api/decide-booking';
import { useBookings } from '../api/get-bookings';
import { useStayText } from '../lib/use-stay-text';
import { BookingFacts } from './booking-facts';

export type BookingDecisionDialogProps = DialogStateProps & {
  /** The pending booking to decide on; nothing is shown without one. */
  booking: Booking | null | undefined;
  /** Shows an "Edit booking" button (for a viewer who may edit this booking). */
  onEdit?: () => void;
};

/**
 * The owner (or an admin) approves or declines a pending booking, with optional response notes
 * (product section 4). Shows who asked, the dates, the guests and the special requests.
 */
export function BookingDecisionDialog({ open, onOpenChange, booking, onEdit }: BookingDecisionDialogProps) {
  return (
    <FormDialog open={open && Boolean(booking)} onOpenChange={onOpenChange} testId="decision-dialog">
      {booking ? <DecisionForm booking={booking} onEdit={onEdit} /> : null}
    </FormDialog>
  );
}

function DecisionForm({ booking, onEdit }: { booking: Booking; onEdit?: () => void }) {
  const { t } = useTranslation('bookings');
  const decide = useDecideBooking();
  const busy = decide.isPending;
  const onDone = useFormDialog(busy);
  const id = useId();
  const text = useStayText();
  const [responseNotes, setResponseNotes] = useState('');
  const [choice, setChoice] = useState<'approved' | 'declined' | null>(null);
  const name = personName(booking.user);
  // Issue #40: the rules the request breaks, from the cabin's bookings (the requester's own count).
  const today = useCabinToday();
  const others = (useBookings().data ?? []).filter(
    (stay) => stay.id !== booking.id && stay.status !== 'declined',
  );
  const upcomingStays = others.filter(
    (stay) => stay.userId === booking.userId && stay.endDate > today,
  ).length;

  const run = async (status: 'approved' | 'declined') => {
    if (decide.isPending) return;
    setChoice(status);
    try {
      await decide.mutateAsync({ id: booking.id, status, responseNotes: responseNotes.trim() || null });
    } catch (error) {
      toastFailure(t('errors.statusFailed'), error);
      return;
    }
    const values = { name, range: text.range(booking.startDate, booking.endDate) };
    if (status === 'approved') toastSuccess(t('toasts.approved'), t('toasts.decisionDescription', values));
    else toastSuccess(t('toasts.declined'), t('toasts.decisionDescription', values));
    onDone();
  };

  return (
    <div className="flex flex-col gap-4">
      <DialogHeading title={t('decision.title')} description={t('decision.description', { name })} />
      <BookingFacts booking={booking} />
      <RequestRulesWarning
        startDate={booking.startDate}
        endDate={booking.endDate}
        upcomingStays={upcomingStays}
        otherStays={others}
      />
      <TextareaField
        id={`${id}-response`}
        label={t('decision.responseNotes')}
        name="response-notes"
        rows={2}
        maxLength={NOTES_MAX}
        disabled={busy}
        value={responseNotes}
        onChange={(event) => setResponseNotes(event.target.value)}
      />
      <DialogFooter>
        {onEdit ? (
          <Button variant="ghost" className="sm:mr-auto" disabled={busy} onClick={onEdit}>
            {t('decision.edit')}
          </Button>
        ) : null}
        <Button
          variant="outline"
          className="border-red-200 text-red-700 hover:bg-red-50"
          disabled={busy}
          aria-busy={(busy && choice === 'declined') || undefined}
          onClick={() => void run('declined')}
          data-testid="decline-button"
        >
          {t('decision.decline')}
        </Button>
        <Button
          disabled={busy}
          aria-busy={(busy && choice === 'approved') || undefined}
          onClick={() => void run('approved')}
          data-testid="approve-button"
        >
          {t('decision.approve')}
        </Button>
      </DialogFooter>
    </div>
  );
}
