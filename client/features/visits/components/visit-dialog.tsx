import { NOTES_MAX, VISITOR_NAME_MAX } from '@shared/constants';
import type { Visit } from '@shared/schemas/visits';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteWithConfirmation,
  DialogHeading,
  type DialogStateProps,
  FormDialog,
  FormDialogFooter,
  useFormDialog,
} from '@/components/dialog-shell';
import { TextareaField, TextField } from '@/components/text-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { useCurrentUser } from '@/features/auth';
import {
  checkStay,
  type StayDraft,
  StayFields,
  stayDraftOf,
  useBookingViewer,
  useCabinToday,
  useStayText,
} from '@/features/bookings';
import { nameOf } from '@/lib/names';
import { useCreateVisit } from '../api/create-visit';
import { useDeleteVisit } from '../api/delete-visit';
import { useUpdateVisit } from '../api/update-visit';
import { canEditVisit } from '../lib/visit-log';

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

type VisitProblems = { name?: string; dates?: string; adults?: string; children?: string };

function VisitForm({ visit }: { visit?: Visit }) {
  const { t } = useTranslation('visits');
  const { t: tb } = useTranslation('bookings');
  const id = useId();
  const user = useCurrentUser();
  const viewer = useBookingViewer();
  const today = useCabinToday();
  const text = useStayText();
  const create = useCreateVisit();
  const update = useUpdateVisit();
  const remove = useDeleteVisit();
  const [visitorName, setVisitorName] = useState(visit?.visitorName ?? nameOf(user));
  const [draft, setDraft] = useState<StayDraft>(() => stayDraftOf(visit));
  const [message, setMessage] = useState(visit?.message ?? '');
  const [problems, setProblems] = useState<VisitProblems>({});
  const busy = create.isPending || update.isPending || remove.isPending;
  const onDone = useFormDialog(busy);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const name = visitorName.trim();
    const check = checkStay(draft, { sameDayAllowed: true });
    const found: VisitProblems = {
      name: name ? undefined : t('validation.visitorName'),
      dates: check.problems.includes('missingDates')
        ? tb('validation.missingDates')
        : check.problems.includes('dateOrder')
          ? t('validation.dateOrder')
          : draft.startDate > today
            ? t('validation.future')
            : undefined,
      adults: check.problems.includes('adults') ? tb('validation.adults') : undefined,
      children: check.problems.includes('children') ? tb('validation.children') : undefined,
    };
    setProblems(found);
    if (!check.stay || Object.values(found).some(Boolean)) return;
    void save({ ...check.stay, visitorName: name, message: message.trim() || null });
  };

  const save = async (body: Parameters<typeof create.mutateAsync>[0]) => {
    try {
      if (visit) await update.mutateAsync({ id: visit.id, body });
      else await create.mutateAsync(body);
    } catch (error) {
      toastFailure(t('errors.saveFailed'), error);
      return;
    }
    toastSuccess(visit ? t('toasts.updated') : t('toasts.logged'), text.range(body.startDate, body.endDate));
    onDone();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogHeading
        title={visit ? t('dialog.editTitle') : t('dialog.createTitle')}
        description={t('dialog.description')}
      />
      <TextField
        id={`${id}-name`}
        label={t('dialog.visitorName')}
        name="visitor-name"
        autoComplete="name"
        maxLength={VISITOR_NAME_MAX}
        required
        disabled={busy}
        value={visitorName}
        error={problems.name}
        onChange={(event) => setVisitorName(event.target.value)}
      />
      <StayFields
        idPrefix={id}
        value={draft}
        onChange={setDraft}
        disabled={busy}
        maxStartDate={today}
        datesError={problems.dates}
        adultsError={problems.adults}
        childrenError={problems.children}
      />
      <TextareaField
        id={`${id}-message`}
        label={t('dialog.message')}
        name="message"
        rows={3}
        maxLength={NOTES_MAX}
        disabled={busy}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <FormDialogFooter
        busy={busy}
        submitLabel={busy ? t('dialog.saving') : visit ? t('dialog.save') : t('dialog.submit')}
        submitTestId="visit-submit"
      >
        {visit && canEditVisit(visit, viewer) ? (
          <DeleteWithConfirmation
            label={t('dialog.delete')}
            testId="visit-delete-button"
            disabled={busy}
            confirm={{
              title: t('confirmDelete.title'),
              description: t('confirmDelete.description', {
                name: visit.visitorName,
                range: text.range(visit.startDate, visit.endDate),
              }),
              confirmLabel: t('confirmDelete.confirm'),
              pendingLabel: t('confirmDelete.pending'),
            }}
            onDelete={() => remove.mutateAsync({ id: visit.id })}
            pending={remove.isPending}
            failureTitle={t('errors.deleteFailed')}
            successTitle={t('toasts.deleted')}
            onDeleted={onDone}
          />
        ) : null}
      </FormDialogFooter>
    </form>
  );
}
