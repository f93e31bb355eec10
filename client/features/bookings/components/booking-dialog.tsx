import { NOTES_MAX } from '@shared/constants';
import { can } from '@shared/policy';
import type { Booking } from '@shared/schemas/bookings';
import type { bookingFormSchema } from '@shared/schemas/stay-form';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm, useDialogWrite } from '@/components/dialog-form';
import { type DialogStateProps, FormDialog } from '@/components/dialog-shell';
import { TextareaField } from '@/components/text-field';
import { toastFailure } from '@/components/toast/notify';
import { toast } from '@/components/toast/toast-store';
import { StayRulesNotice, useStayBounds } from '@/features/booking-rules';
import { PeakNotice } from '@/features/fair-share';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { personName } from '@/lib/names';
import { useSchemaForm } from '@/lib/schema-form';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useCreateBooking } from '../api/create-booking';
import { useDeleteBooking } from '../api/delete-booking';
import { useBookings } from '../api/get-bookings';
import { useUpdateBooking } from '../api/update-booking';
import { bookingRefusalOf, bookingRequestErrorText, bookingRuleRefusalOf } from '../lib/booking-error';
import { canEditBooking } from '../lib/booking-rules';
import { type StayDraft, stayDraftOf } from '../lib/stay-draft';
import { stayDatesError, stayDraftFrom } from '../lib/stay-form';
import { useBookingViewer } from '../lib/use-booking-viewer';
import { useStayText } from '../lib/use-stay-text';
import { type Notice, NoticeDialog } from './notice-dialog';
import { ShoppingWarning } from './shopping-warning';
import { StayFields } from './stay-fields';
import { WaitlistOffer, type WantedNights } from './waitlist-offer';

type BookingFormValues = z.output<typeof bookingFormSchema>;

const loadSchema = (): Promise<typeof bookingFormSchema> =>
  import('@shared/schemas/stay-form').then((module) => module.bookingFormSchema);

export type BookingDialogProps = DialogStateProps & {
  /** Dates to start from when creating (e.g. a range dragged out on the calendar). */
  initialRange?: { startDate: string; endDate: string };
  /** Edit this booking; without it the dialog creates a new one. */
  booking?: Booking;
  /** Needed shopping items to remind about (product section 5); nothing is shown when empty. */
  neededItems?: readonly string[];
  /** More about the booking being edited, under its form (the calendar's guest links, issue #41). */
  extra?: (booking: Booking) => ReactNode;
};

/**
 * Request (or, for the owner, make) a booking, or edit one (product sections 4, 5 and 8). Only the
 * viewer's own bookings can be edited, except by the owner, who edits any; the edit mode offers
 * Delete with confirmation. The form is mounted while the dialog is open, so it starts afresh.
 */
export function BookingDialog({ open, onOpenChange, ...formProps }: BookingDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="booking-dialog">
      <BookingForm {...formProps} />
    </FormDialog>
  );
}

function BookingForm({
  booking,
  initialRange,
  neededItems = [],
  extra,
}: Omit<BookingDialogProps, keyof DialogStateProps>) {
  const { t } = useTranslation('bookings');
  const { t: tc } = useTranslation();
  const id = useId();
  const viewer = useBookingViewer();
  const today = useCabinToday();
  const text = useStayText();
  const create = useCreateBooking();
  const update = useUpdateBooking();
  const remove = useDeleteBooking();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { ...stayDraftOf(booking ?? initialRange), notes: booking?.notes ?? '' },
    messages: {
      startDate: t('validation.missingDates'),
      endDate: { too_small: t('validation.missingDates') },
      adults: t('validation.adults'),
      children: t('validation.children'),
    },
  });
  const errors = form.formState.errors;
  const draft = stayDraftFrom(form.watch());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [taken, setTaken] = useState<WantedNights | null>(null);
  // Issue #40: a broken booking rule is told in place; the dates it names are offered no further.
  const [ruleRefusal, setRuleRefusal] = useState<{ text: string; dates: string } | null>(null);
  const bounds = useStayBounds(today, draft.startDate);
  const otherStays = (useBookings().data ?? []).filter(
    (stay) => stay.status !== 'declined' && stay.id !== booking?.id,
  );
  const dialog = useDialogWrite(create.isPending || update.isPending || remove.isPending);
  const { busy } = dialog;
  // The owner's own requests are approved at once, so the texts say so.
  const approvedAtOnce = can(viewer.role, 'autoApproveOwnBooking');

  const showRefusal = (error: unknown): boolean => {
    const ruleText = bookingRuleRefusalOf(error);
    if (ruleText) setRuleRefusal({ text: ruleText, dates: `${draft.startDate}/${draft.endDate}` });
    const refusal = ruleText ? 'rule' : bookingRefusalOf(error);
    if (refusal === 'overlap')
      setNotice({ title: t('overlap.title'), description: t('overlap.description') });
    else if (refusal === 'dateOrder') {
      setNotice({ title: t('invalidRange.title'), description: t('invalidRange.description') });
    } else if (refusal === 'missingDates') {
      form.setError('startDate', { type: 'too_small', message: t('validation.missingDates') });
    }
    return refusal !== null;
  };

  const requestFailureText = (error: unknown): string => {
    const generic = t('errors.requestFailed');
    if (!(error instanceof ApiError)) return generic;
    // A known code has its own text in the user's language; the rest follows product section 8.
    if (error.code && error.code !== 'validation') return apiErrorMessage(error, generic);
    return bookingRequestErrorText(error.message, generic);
  };

  const request = (values: BookingFormValues) =>
    dialog.run(() => create.mutateAsync(values), {
      failure: (error) => {
        // Nights taken: the overlap text, with the waitlist for the same nights (issue #40).
        if (bookingRefusalOf(error) === 'overlap') setTaken(values);
        else if (!showRefusal(error)) {
          toast({ variant: 'destructive', title: tc('toast.error'), description: requestFailureText(error) });
        }
      },
      success: (created) => {
        const range = text.range(created.startDate, created.endDate);
        return created.status === 'approved'
          ? [t('toasts.confirmed'), t('toasts.confirmedDescription', { range })]
          : [t('toasts.requested'), t('toasts.requestedDescription', { range })];
      },
    });

  const save = (current: Booking, values: BookingFormValues) =>
    dialog.run(() => update.mutateAsync({ id: current.id, body: values }), {
      failure: (error) => {
        if (!showRefusal(error)) toastFailure(t('errors.failedToUpdateBooking'), error);
      },
      success: (saved) => {
        const backToPending = saved.status === 'pending' && current.status !== 'pending';
        return [t('toasts.updated'), backToPending ? t('toasts.updatedPending') : undefined];
      },
    });

  const onValid = (values: BookingFormValues) => void (booking ? save(booking, values) : request(values));

  // Product section 5: an end before the start is told in its own dialog, "Invalid date range".
  const onInvalid = (found: typeof errors) => {
    if (found.endDate?.type === 'custom') {
      setNotice({ title: t('invalidRange.title'), description: t('invalidRange.description') });
    }
  };

  const setDraft = (next: StayDraft) => {
    const validate = form.formState.isSubmitted;
    for (const field of ['startDate', 'endDate', 'adults', 'children'] as const) {
      if (next[field] !== draft[field]) form.setValue(field, next[field], { shouldValidate: validate });
    }
  };
  const missingDates = stayDatesError(errors, t('validation.missingDates')) === t('validation.missingDates');

  const description = !booking
    ? approvedAtOnce
      ? t('dialog.ownerHint')
      : t('dialog.memberHint')
    : booking.userId !== viewer.userId
      ? t('dialog.editOtherHint', { name: personName(booking.user) })
      : !approvedAtOnce && booking.status !== 'pending'
        ? t('dialog.editReapprovalHint')
        : t('dialog.editHint');
  const submitLabel = booking
    ? busy
      ? t('dialog.saving')
      : t('dialog.save')
    : busy
      ? t('dialog.sending')
      : approvedAtOnce
        ? t('dialog.submitOwner')
        : t('dialog.submitMember');

  return (
    <>
      <DialogForm
        dialog={dialog}
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        title={booking ? t('dialog.editTitle') : t('dialog.createTitle')}
        description={description}
        submitLabel={submitLabel}
        submitTestId="booking-submit"
        deletion={
          booking &&
          canEditBooking(booking, viewer) && {
            id: booking.id,
            remove,
            label: t('dialog.delete'),
            testId: 'booking-delete-button',
            confirm: {
              title: t('confirmDelete.title'),
              description: t('confirmDelete.description', {
                name: personName(booking.user),
                range: text.range(booking.startDate, booking.endDate),
              }),
              confirmLabel: t('confirmDelete.confirm'),
              pendingLabel: t('confirmDelete.pending'),
            },
            failureTitle: t('errors.failedToDeleteBooking'),
            successTitle: t('toasts.deleted'),
          }
        }
      >
        <ShoppingWarning items={neededItems} />
        {/* Issue #16: which peak-period rule the chosen nights fall under. */}
        <PeakNotice startDate={draft.startDate} endDate={draft.endDate} />
        <StayRulesNotice
          startDate={draft.startDate}
          endDate={draft.endDate}
          otherStays={otherStays}
          refusal={ruleRefusal?.dates === `${draft.startDate}/${draft.endDate}` ? ruleRefusal.text : null}
          checkDates={!booking || draft.startDate !== booking.startDate || draft.endDate !== booking.endDate}
        />
        <StayFields
          idPrefix={id}
          value={draft}
          onChange={setDraft}
          disabled={busy}
          minStartDate={booking ? undefined : today}
          maxStartDate={bounds.maxStartDate}
          minEndDate={bounds.minEndDate}
          maxEndDate={bounds.maxEndDate}
          datesError={missingDates ? t('validation.missingDates') : undefined}
          adultsError={errors.adults?.message}
          childrenError={errors.children?.message}
        />
        <TextareaField
          id={`${id}-notes`}
          label={t('fields.notes')}
          {...form.register('notes')}
          rows={3}
          maxLength={NOTES_MAX}
          disabled={busy}
        />
      </DialogForm>
      {booking ? extra?.(booking) : null}
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
      <WaitlistOffer nights={taken} onClose={() => setTaken(null)} />
    </>
  );
}
