import { compareCodeUnits } from '@shared/code-unit-order';
import type { Booking } from '@shared/schemas/bookings';
import type { Checklist, ChecklistRun } from '@shared/schemas/checklists';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DialogHeading,
  type DialogStateProps,
  FormDialog,
  FormDialogFooter,
  useFormDialog,
} from '@/components/dialog-shell';
import { SelectField } from '@/components/select-field';
import { toastFailure } from '@/components/toast/notify';
import { useBookings, useStayText } from '@/features/bookings';
import { personName } from '@/lib/names';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useStartChecklistRun } from '../api/start-checklist-run';

export type StartRunDialogProps = DialogStateProps & {
  checklist: Checklist | null;
  viewerId: string;
  onStarted: (run: ChecklistRun) => void;
};

/** The approved stays a run may belong to: those not over yet, soonest first. */
export function stayOptions(bookings: readonly Booking[], today: string): Booking[] {
  return bookings
    .filter((booking) => booking.status === 'approved' && booking.endDate >= today)
    .sort((a, b) => compareCodeUnits(a.startDate, b.startDate));
}

/** The stay to suggest: the viewer's own that is going on today, or none. */
function suggestedStay(stays: readonly Booking[], today: string, viewerId: string): string {
  const own = stays.find(
    (stay) => stay.userId === viewerId && stay.startDate <= today && today <= stay.endDate,
  );
  return own?.id ?? '';
}

/** Start a run of a checklist (every member), on its own or for one current or upcoming stay. */
export function StartRunDialog({ open, onOpenChange, checklist, viewerId, onStarted }: StartRunDialogProps) {
  return (
    <FormDialog open={open && checklist !== null} onOpenChange={onOpenChange} testId="start-run-dialog">
      {checklist ? <StartRunForm checklist={checklist} viewerId={viewerId} onStarted={onStarted} /> : null}
    </FormDialog>
  );
}

function StartRunForm({
  checklist,
  viewerId,
  onStarted,
}: {
  checklist: Checklist;
  viewerId: string;
  onStarted: (run: ChecklistRun) => void;
}) {
  const { t } = useTranslation('checklists');
  const id = useId();
  const today = useCabinToday();
  const stayText = useStayText();
  const stays = stayOptions(useBookings().data ?? [], today);
  const [chosen, setChosen] = useState<string | null>(null);
  const bookingId = chosen ?? suggestedStay(stays, today, viewerId);
  const start = useStartChecklistRun();
  const onDone = useFormDialog(start.isPending);

  const submit = async () => {
    if (start.isPending) return;
    try {
      const run = await start.mutateAsync({
        checklistId: checklist.id,
        body: bookingId ? { bookingId } : {},
      });
      onDone();
      onStarted(run);
    } catch (error) {
      toastFailure(t('errors.startFailed'), error);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4"
    >
      <DialogHeading
        title={t('start.title', { title: checklist.title })}
        description={t('start.description')}
      />
      <SelectField
        id={`${id}-stay`}
        label={t('start.stay')}
        value={bookingId}
        disabled={start.isPending}
        onChange={(event) => setChosen(event.target.value)}
        data-testid="start-run-stay"
      >
        <option value="">{t('start.noStay')}</option>
        {stays.map((stay) => (
          <option key={stay.id} value={stay.id}>
            {t('start.stayOption', {
              name: personName(stay.user),
              dates: stayText.range(stay.startDate, stay.endDate),
            })}
          </option>
        ))}
      </SelectField>
      <FormDialogFooter
        busy={start.isPending}
        submitLabel={start.isPending ? t('start.starting') : t('start.submit')}
        submitTestId="start-run-submit"
      />
    </form>
  );
}
