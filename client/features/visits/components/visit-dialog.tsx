import { ADULTS_DEFAULT, CHILDREN_DEFAULT, NOTES_MAX, VISITOR_NAME_MAX } from '@shared/constants';
import type { Visit } from '@shared/schemas/visits';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
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
import { useCurrentUser } from '@/features/auth';
import {
  checkStay,
  type StayDraft,
  StayFields,
  useBookingViewer,
  useCabinToday,
  useStayText,
} from '@/features/bookings';
import { nameOf } from '@/lib/names';
import { useCreateVisit } from '../api/create-visit';
import { useDeleteVisit } from '../api/delete-visit';
import { useUpdateVisit } from '../api/update-visit';
import { canEditVisit } from '../lib/visit-log';

export type VisitDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this entry; without it the dialog logs a new visit. */
  visit?: Visit;
};

/**
 * Log a visit in the guest book, or edit one (its author or the owner; both may delete it). The
 * visitor name starts as the user's name; a visit may be a day trip but may not start after today.
 */
export function VisitDialog({ open, onOpenChange, visit }: VisitDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent data-testid="visit-dialog">
        <VisitForm visit={visit} onBusyChange={setBusy} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type VisitFormProps = { visit?: Visit; onBusyChange: (busy: boolean) => void; onDone: () => void };

type VisitProblems = { name?: string; dates?: string; adults?: string; children?: string };

function VisitForm({ visit, onBusyChange, onDone }: VisitFormProps) {
  const { t } = useTranslation('visits');
  const { t: tb } = useTranslation('bookings');
  const { t: tc } = useTranslation();
  const id = useId();
  const user = useCurrentUser();
  const viewer = useBookingViewer();
  const today = useCabinToday();
  const text = useStayText();
  const create = useCreateVisit();
  const update = useUpdateVisit();
  const remove = useDeleteVisit();
  const [visitorName, setVisitorName] = useState(visit?.visitorName ?? nameOf(user));
  const [draft, setDraft] = useState<StayDraft>(() => ({
    startDate: visit?.startDate ?? '',
    endDate: visit?.endDate ?? '',
    adults: String(visit?.adults ?? ADULTS_DEFAULT),
    children: String(visit?.children ?? CHILDREN_DEFAULT),
  }));
  const [message, setMessage] = useState(visit?.message ?? '');
  const [problems, setProblems] = useState<VisitProblems>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = create.isPending || update.isPending || remove.isPending;

  // The dialog cannot be dismissed while a call runs; a form that goes away releases it.
  useEffect(() => {
    onBusyChange(busy);
    return () => onBusyChange(false);
  }, [busy, onBusyChange]);

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

  const onDelete = async (current: Visit) => {
    try {
      await remove.mutateAsync({ id: current.id });
    } catch (error) {
      toastFailure(t('errors.deleteFailed'), error);
      setConfirmingDelete(false);
      return;
    }
    toastSuccess(t('toasts.deleted'));
    setConfirmingDelete(false);
    onDone();
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <DialogHeader>
          <DialogTitle>{visit ? t('dialog.editTitle') : t('dialog.createTitle')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
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
        <DialogFooter>
          {visit && canEditVisit(visit, viewer) ? (
            <Button
              variant="outline"
              className="border-red-200 text-red-700 hover:bg-red-50 sm:mr-auto"
              disabled={busy}
              onClick={() => setConfirmingDelete(true)}
              data-testid="visit-delete-button"
            >
              {t('dialog.delete')}
            </Button>
          ) : null}
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {tc('actions.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid="visit-submit">
            {busy ? t('dialog.saving') : visit ? t('dialog.save') : t('dialog.submit')}
          </Button>
        </DialogFooter>
      </form>
      {visit ? (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={t('confirmDelete.title')}
          description={t('confirmDelete.description', {
            name: visit.visitorName,
            range: text.range(visit.startDate, visit.endDate),
          })}
          confirmLabel={t('confirmDelete.confirm')}
          pendingLabel={t('confirmDelete.pending')}
          pending={remove.isPending}
          onConfirm={() => void onDelete(visit)}
        />
      ) : null}
    </>
  );
}
