import type {
  createPeakPeriodBodySchema,
  PeakPeriod,
  PeakPeriodFormFields,
} from '@shared/schemas/peak-periods';
import { PEAK_METHODS, PEAK_PERIOD_NAME_MAX } from '@shared/schemas/peak-periods-values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, useDialogWrite } from '@/components/dialog-form';
import { type DialogStateProps, FormDialog } from '@/components/dialog-shell';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { BreakPresets } from '@/features/holidays';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreatePeakPeriod } from '../api/create-peak-period';
import { useDeletePeakPeriod } from '../api/delete-peak-period';
import { useFairShare } from '../api/get-fair-share';
import { useUpdatePeakPeriod } from '../api/update-peak-period';
import { RotationPicker } from './rotation-picker';

const loadSchema = (): Promise<typeof createPeakPeriodBodySchema> =>
  import('@shared/schemas/peak-periods').then((module) => module.createPeakPeriodBodySchema);

/** An empty number field is "not set"; anything else is read as a number for the schema to check. */
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export type PeakPeriodDialogProps = DialogStateProps & {
  /** Edit this period; without it the dialog adds one. */
  period?: PeakPeriod;
};

/** Add or change a peak period (owner, admins): its nights, and the method with its own fields. */
export function PeakPeriodDialog({ open, onOpenChange, period }: PeakPeriodDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="peak-period-dialog">
      <PeakPeriodForm period={period} />
    </FormDialog>
  );
}

function PeakPeriodForm({ period }: { period?: PeakPeriod }) {
  const { t } = useTranslation('fair-share');
  const id = useId();
  const create = useCreatePeakPeriod();
  const update = useUpdatePeakPeriod();
  const remove = useDeletePeakPeriod();
  const households = useFairShare().data?.households ?? [];
  const form = useSchemaForm(loadSchema, {
    defaultValues: {
      name: period?.name ?? '',
      firstNight: period?.firstNight ?? '',
      lastNight: period?.lastNight ?? '',
      method: period?.method ?? 'cap',
      capNights: period?.capNights ?? null,
      wishDeadline: period?.wishDeadline ?? null,
      rotationOrder: period?.rotationOrder ?? [],
    },
    messages: {
      name: t('validation.periodName'),
      firstNight: t('validation.firstNight'),
      lastNight: { custom: t('validation.lastBeforeFirst'), default: t('validation.lastNight') },
      capNights: t('validation.cap'),
      rotationOrder: t('validation.rotation'),
    },
  });
  const errors = form.formState.errors;
  const method = form.watch('method');
  const deadline = form.watch('wishDeadline');
  const dialog = useDialogWrite(create.isPending || update.isPending || remove.isPending);
  const { busy } = dialog;
  // The schema says the deadline is missing or too late with one kind of problem; the value tells which.
  const deadlineError = errors.wishDeadline
    ? deadline
      ? t('validation.deadlineLate')
      : t('validation.deadlineMissing')
    : undefined;

  const save = (fields: PeakPeriodFormFields) => {
    // Only the chosen method's fields are kept; the others are cleared.
    const body = {
      name: fields.name,
      firstNight: fields.firstNight,
      lastNight: fields.lastNight,
      method: fields.method,
      capNights: fields.method === 'cap' ? (fields.capNights ?? null) : null,
      wishDeadline: fields.method === 'draw' ? (fields.wishDeadline ?? null) : null,
      rotationOrder: fields.method === 'rotation' ? (fields.rotationOrder ?? null) : null,
    };
    return dialog.run(
      () => (period ? update.mutateAsync({ id: period.id, body }) : create.mutateAsync(body)),
      {
        // Said in the dialog, in the user's language.
        failure: { inDialog: t('periodDialog.saveFailed') },
        success: [period ? t('toasts.periodSaved') : t('toasts.periodAdded'), fields.name],
      },
    );
  };

  return (
    <DialogForm
      dialog={dialog}
      onSubmit={form.handleSubmit((fields) => void save(fields))}
      title={period ? t('periodDialog.editTitle') : t('periodDialog.createTitle')}
      description={t('periodDialog.description')}
      submitLabel={
        busy ? t('periodDialog.saving') : period ? t('periodDialog.save') : t('periodDialog.submit')
      }
      submitTestId="peak-period-submit"
      deletion={
        period && {
          id: period.id,
          remove,
          label: t('periodDialog.delete'),
          testId: 'peak-period-delete-button',
          confirm: {
            title: t('confirmDeletePeriod.title'),
            description: t('confirmDeletePeriod.description', { name: period.name }),
            confirmLabel: t('confirmDeletePeriod.confirm'),
            pendingLabel: t('confirmDeletePeriod.pending'),
          },
          failureTitle: t('confirmDeletePeriod.failed'),
          successTitle: t('toasts.periodDeleted'),
        }
      }
    >
      {period ? null : (
        // A new period can start from a coming school break (decision 056).
        <BreakPresets
          disabled={busy}
          onPick={({ name, firstNight, lastNight }) => {
            const check = { shouldValidate: form.formState.isSubmitted };
            form.setValue('name', name, check);
            form.setValue('firstNight', firstNight, check);
            form.setValue('lastNight', lastNight, check);
          }}
        />
      )}
      <TextField
        id={`${id}-name`}
        label={t('periodDialog.name')}
        {...form.register('name')}
        autoComplete="off"
        maxLength={PEAK_PERIOD_NAME_MAX}
        required
        disabled={busy}
        error={errors.name?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-first`}
          label={t('periodDialog.firstNight')}
          type="date"
          {...form.register('firstNight')}
          required
          disabled={busy}
          error={errors.firstNight?.message}
        />
        <TextField
          id={`${id}-last`}
          label={t('periodDialog.lastNight')}
          type="date"
          {...form.register('lastNight')}
          required
          disabled={busy}
          error={errors.lastNight?.message}
        />
      </div>
      <SelectField
        id={`${id}-method`}
        label={t('periodDialog.method')}
        disabled={busy}
        {...form.register('method')}
      >
        {PEAK_METHODS.map((value) => (
          <option key={value} value={value}>
            {t(`methods.${value}`)}
          </option>
        ))}
      </SelectField>
      {method === 'cap' ? (
        <TextField
          id={`${id}-cap`}
          label={t('periodDialog.capNights')}
          type="number"
          inputMode="numeric"
          min={1}
          max={366}
          {...form.register('capNights', { setValueAs: numberOrNull })}
          disabled={busy}
          error={errors.capNights?.message}
        />
      ) : method === 'draw' ? (
        <TextField
          id={`${id}-deadline`}
          label={t('periodDialog.wishDeadline')}
          type="date"
          {...form.register('wishDeadline', {
            setValueAs: (value: unknown) => (value ? value : null),
          })}
          disabled={busy}
          error={deadlineError}
        />
      ) : (
        <RotationPicker
          households={households}
          value={form.watch('rotationOrder') ?? []}
          onChange={(order) =>
            form.setValue('rotationOrder', order, { shouldValidate: form.formState.isSubmitted })
          }
          disabled={busy}
          error={errors.rotationOrder?.message}
        />
      )}
    </DialogForm>
  );
}
