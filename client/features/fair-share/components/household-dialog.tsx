import type { CabinMember } from '@shared/schemas/cabins';
import type { Household, HouseholdFormFields, householdBodySchema } from '@shared/schemas/households';
import { HOUSEHOLD_NAME_MAX } from '@shared/schemas/households-values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, useDialogWrite } from '@/components/dialog-form';
import { type DialogStateProps, FormDialog } from '@/components/dialog-shell';
import { TextField } from '@/components/text-field';
import { nameOf } from '@/lib/names';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateHousehold } from '../api/create-household';
import { useDeleteHousehold } from '../api/delete-household';
import { useUpdateHousehold } from '../api/update-household';

const loadSchema = (): Promise<typeof householdBodySchema> =>
  import('@shared/schemas/households').then((module) => module.householdBodySchema);

/** An empty field is "no share"; anything else is read as a number for the schema to check. */
const shareOf = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export type HouseholdDialogProps = DialogStateProps & {
  /** Edit this household; without it the dialog adds one. */
  household?: Household;
  /** Every household of the cabin, to show who is already in another. */
  households: Household[];
  members: CabinMember[];
};

/** Add or change a household (owner, admins): its name, members and ownership share. */
export function HouseholdDialog({ open, onOpenChange, ...formProps }: HouseholdDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="household-dialog">
      <HouseholdForm {...formProps} />
    </FormDialog>
  );
}

function HouseholdForm({
  household,
  households,
  members,
}: Omit<HouseholdDialogProps, keyof DialogStateProps>) {
  const { t } = useTranslation('fair-share');
  const id = useId();
  const create = useCreateHousehold();
  const update = useUpdateHousehold();
  const remove = useDeleteHousehold();
  const form = useSchemaForm(loadSchema, {
    defaultValues: {
      name: household?.name ?? '',
      memberIds: household?.memberIds ?? [],
      // The input holds text; `setValueAs` below turns it into the number the schema reads.
      sharePercent: household?.sharePercent ?? null,
    },
    messages: {
      name: t('validation.householdName'),
      memberIds: t('validation.members'),
      sharePercent: t('validation.share'),
    },
  });
  const errors = form.formState.errors;
  const chosen = form.watch('memberIds');
  const dialog = useDialogWrite(create.isPending || update.isPending || remove.isPending);
  const { busy } = dialog;
  // Who is in another household than this one, by member id: they are shown as such.
  const elsewhere = new Map(
    households
      .filter((other) => other.id !== household?.id)
      .flatMap((other) => other.memberIds.map((memberId) => [memberId, other.name] as const)),
  );

  const toggle = (memberId: string, checked: boolean) => {
    const next = checked ? [...chosen, memberId] : chosen.filter((chosenId) => chosenId !== memberId);
    form.setValue('memberIds', next, { shouldValidate: form.formState.isSubmitted });
  };

  const save = (fields: HouseholdFormFields) =>
    dialog.run(
      () => (household ? update.mutateAsync({ id: household.id, body: fields }) : create.mutateAsync(fields)),
      {
        // Said in the dialog, in the user's language (e.g. member_in_other_household).
        failure: { inDialog: t('householdDialog.saveFailed') },
        success: [household ? t('toasts.householdSaved') : t('toasts.householdAdded'), fields.name],
      },
    );

  return (
    <DialogForm
      dialog={dialog}
      onSubmit={form.handleSubmit((fields) => void save(fields))}
      title={household ? t('householdDialog.editTitle') : t('householdDialog.createTitle')}
      description={t('householdDialog.description')}
      submitLabel={
        busy
          ? t('householdDialog.saving')
          : household
            ? t('householdDialog.save')
            : t('householdDialog.submit')
      }
      submitTestId="household-submit"
      deletion={
        household && {
          id: household.id,
          remove,
          label: t('householdDialog.delete'),
          testId: 'household-delete-button',
          confirm: {
            title: t('confirmDeleteHousehold.title'),
            description: t('confirmDeleteHousehold.description', { name: household.name }),
            confirmLabel: t('confirmDeleteHousehold.confirm'),
            pendingLabel: t('confirmDeleteHousehold.pending'),
          },
          failureTitle: t('confirmDeleteHousehold.failed'),
          successTitle: t('toasts.householdDeleted'),
        }
      }
    >
      <TextField
        id={`${id}-name`}
        label={t('householdDialog.name')}
        {...form.register('name')}
        autoComplete="off"
        maxLength={HOUSEHOLD_NAME_MAX}
        required
        disabled={busy}
        error={errors.name?.message}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.memberIds ? `${id}-members-error` : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-slate-900">{t('householdDialog.members')}</legend>
        {members.map((member) => {
          const other = elsewhere.get(member.id);
          const checkboxId = `${id}-member-${member.id}`;
          return (
            <div key={member.id} className="flex items-center gap-2">
              <input
                id={checkboxId}
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={chosen.includes(member.id)}
                // One household per member: someone in another is shown there, not offered here.
                disabled={busy || other !== undefined}
                onChange={(event) => toggle(member.id, event.target.checked)}
              />
              <label
                htmlFor={checkboxId}
                className={other ? 'text-sm text-slate-500' : 'text-sm text-slate-900'}
              >
                {other
                  ? t('householdDialog.inOther', { name: nameOf(member), household: other })
                  : nameOf(member)}
              </label>
            </div>
          );
        })}
        {errors.memberIds?.message ? (
          <p id={`${id}-members-error`} role="alert" className="text-sm font-medium text-red-700">
            {errors.memberIds.message}
          </p>
        ) : null}
      </fieldset>
      <TextField
        id={`${id}-share`}
        label={t('householdDialog.share')}
        hint={t('householdDialog.shareHint')}
        {...form.register('sharePercent', { setValueAs: shareOf })}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step="0.01"
        disabled={busy}
        error={errors.sharePercent?.message}
      />
    </DialogForm>
  );
}
