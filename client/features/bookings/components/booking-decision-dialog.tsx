import { NOTES_MAX } from '@shared/constants';
import type { Booking } from '@shared/schemas/bookings';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '@/components/textarea-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useDecideBooking } from '../api/decide-booking';
import { personName, useStayText } from '../lib/use-stay-text';
import { BookingFacts } from './booking-facts';

export type BookingDecisionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pending booking to decide on; nothing is shown without one. */
  booking: Booking | null | undefined;
  /** Shows an "Edit booking" button (for a viewer who may edit this booking). */
  onEdit?: () => void;
};

/**
 * The owner (or an admin) approves or declines a pending booking, with optional response notes
 * (spec section 4). Shows who asked, the dates, the guests and the special requests.
 */
export function BookingDecisionDialog({ open, onOpenChange, booking, onEdit }: BookingDecisionDialogProps) {
  const decide = useDecideBooking();
  return (
    <Dialog
      open={open && Boolean(booking)}
      onOpenChange={(next) => {
        if (!decide.isPending) onOpenChange(next);
      }}
    >
      <DialogContent data-testid="decision-dialog">
        {booking ? (
          <DecisionForm
            booking={booking}
            decide={decide}
            onDone={() => onOpenChange(false)}
            onEdit={onEdit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type DecisionFormProps = {
  booking: Booking;
  decide: ReturnType<typeof useDecideBooking>;
  onDone: () => void;
  onEdit?: () => void;
};

function DecisionForm({ booking, decide, onDone, onEdit }: DecisionFormProps) {
  const { t } = useTranslation('bookings');
  const id = useId();
  const text = useStayText();
  const [responseNotes, setResponseNotes] = useState('');
  const [choice, setChoice] = useState<'approved' | 'declined' | null>(null);
  const name = personName(booking.user);

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

  const busy = decide.isPending;
  return (
    <div className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{t('decision.title')}</DialogTitle>
        <DialogDescription>{t('decision.description', { name })}</DialogDescription>
      </DialogHeader>
      <BookingFacts booking={booking} />
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
