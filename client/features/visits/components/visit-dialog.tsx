import { NOTES_MAX, VISITOR_NAME_MAX } from '@shared/constants';
import type { CreateVisitBody, Visit } from '@shared/schemas/visits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, useDialogWrite } from '@/components/dialog-form';
import { type DialogStateProps, FormDialog } from '@/components/dialog-shell';
import { TextareaField, TextField } from '@/components/text-field';
import { toastSuccess } from '@/components/toast/notify';
import { useCurrentUser } from '@/features/auth';
import {
  type StayDraft,
  StayFields,
  stayDatesError,
  stayDraftFrom,
  stayDraftOf,
  useBookingViewer,
  useStayText,
} from '@/features/bookings';
import { keptOnDevice, writesWait } from '@/features/offline';
import { nameOf } from '@/lib/names';
import { useSchemaForm } from '@/lib/schema-form';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useCreateVisit } from '../api/create-visit';
import { useDeleteVisit } from '../api/delete-visit';
import { useUpdateVisit } from '../api/update-visit';
import { canEditVisit } from '../lib/visit-log';
import { VisitPhotos } from './visit-photos';

export type VisitDialogProps = DialogStateProps & {
  /** Edit this entry; without it the dialog logs a new visit. */
  visit?: Visit;
};

/**
 * Log a visit in the guest book, or edit one (its author or the owner; both may delete it). The
 * visitor name starts as the user's name; a visit may be a day trip but may not start after today.
 */
export function VisitDialog({ open, onOpenChange, visit }: VisitDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="visit-dialog">
      <VisitForm visit={visit} />
    </FormDialog>
  );
}

function VisitForm({ visit }: { visit?: Visit }) {
  const { t } = useTranslation('visits');
  const { t: tb } = useTranslation('bookings');
  const { t: ts } = useTranslation('shell');
  const id = useId();
  const user = useCurrentUser();
  const viewer = useBookingViewer();
  const today = useCabinToday();
  const text = useStayText();
  const create = useCreateVisit();
  const update = useUpdateVisit();
  const remove = useDeleteVisit();
  const form = useSchemaForm(
    () => import('@shared/schemas/stay-form').then((module) => module.visitFormSchema(today)),
    {
      defaultValues: {
        ...stayDraftOf(visit),
        visitorName: visit?.visitorName ?? nameOf(user),
        message: visit?.message ?? '',
      },
      messages: {
        visitorName: t('validation.visitorName'),
        startDate: { custom: t('validation.future') },
        endDate: { custom: t('validation.dateOrder') },
        adults: tb('validation.adults'),
        children: tb('validation.children'),
      },
    },
  );
  const errors = form.formState.errors;
  const draft = stayDraftFrom(form.watch());
  // A new entry waiting for the network (decision 034) does not hold the dialog.
  const dialog = useDialogWrite(
    (create.isPending && !create.isPaused) || update.isPending || remove.isPending,
  );
  const { busy } = dialog;

  const setDraft = (next: StayDraft) => {
    const validate = form.formState.isSubmitted;
    for (const field of ['startDate', 'endDate', 'adults', 'children'] as const) {
      if (next[field] !== draft[field]) form.setValue(field, next[field], { shouldValidate: validate });
    }
  };

  const save = (body: CreateVisitBody) => {
    if (!visit && writesWait()) {
      // Shown in the guest book and kept on this device; a refusal later is said by the write.
      create.add(body).catch(() => undefined);
      // "Saved on this device" once it is (issue #36 item 15).
      void keptOnDevice().then(() => toastSuccess(t('toasts.logged'), ts('offlineWrites.savedOnDevice')));
      dialog.close();
      return;
    }
    void dialog.run(() => (visit ? update.mutateAsync({ id: visit.id, body }) : create.add(body)), {
      failure: t('errors.saveFailed'),
      success: [visit ? t('toasts.updated') : t('toasts.logged'), text.range(body.startDate, body.endDate)],
    });
  };

  return (
    <DialogForm
      dialog={dialog}
      onSubmit={form.handleSubmit((body) => {
        if (!busy) save(body);
      })}
      title={visit ? t('dialog.editTitle') : t('dialog.createTitle')}
      description={t('dialog.description')}
      submitLabel={busy ? t('dialog.saving') : visit ? t('dialog.save') : t('dialog.submit')}
      submitTestId="visit-submit"
      deletion={
        visit &&
        canEditVisit(visit, viewer) && {
          id: visit.id,
          remove,
          label: t('dialog.delete'),
          testId: 'visit-delete-button',
          confirm: {
            title: t('confirmDelete.title'),
            description: t('confirmDelete.description', {
              name: visit.visitorName,
              range: text.range(visit.startDate, visit.endDate),
            }),
            confirmLabel: t('confirmDelete.confirm'),
            pendingLabel: t('confirmDelete.pending'),
          },
          failureTitle: t('errors.deleteFailed'),
          successTitle: t('toasts.deleted'),
        }
      }
    >
      <TextField
        id={`${id}-name`}
        label={t('dialog.visitorName')}
        {...form.register('visitorName')}
        autoComplete="name"
        maxLength={VISITOR_NAME_MAX}
        required
        disabled={busy}
        error={errors.visitorName?.message}
      />
      <StayFields
        idPrefix={id}
        value={draft}
        onChange={setDraft}
        disabled={busy}
        maxStartDate={today}
        datesError={stayDatesError(errors, tb('validation.missingDates'))}
        adultsError={errors.adults?.message}
        childrenError={errors.children?.message}
      />
      <TextareaField
        id={`${id}-message`}
        label={t('dialog.message')}
        {...form.register('message')}
        rows={3}
        maxLength={NOTES_MAX}
        disabled={busy}
      />
      {visit ? <VisitPhotos visit={visit} canAdd={canEditVisit(visit, viewer)} /> : null}
    </DialogForm>
  );
}
