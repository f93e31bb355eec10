import type { Expense, ExpenseFormFields } from '@shared/schemas/costs';
import { EXPENSE_CATEGORIES, EXPENSE_DESCRIPTION_MAX } from '@shared/schemas/costs-values';
import type { FairShare } from '@shared/schemas/households';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, useDialogWrite } from '@/components/dialog-form';
import { type DialogStateProps, FormDialog } from '@/components/dialog-shell';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { toastFailure } from '@/components/toast/notify';
import { useLanguage } from '@/lib/language';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateExpense } from '../api/create-expense';
import { useDeleteExpense } from '../api/delete-expense';
import { deleteReceipt, uploadReceipt } from '../api/expense-receipt';
import { invalidateCosts } from '../api/invalidate-costs';
import { useUpdateExpense } from '../api/update-expense';
import { expenseFormDefaults } from '../lib/expense-form';
import { AmountAndDateFields } from './amount-and-date-fields';
import { ReceiptField } from './receipt-field';
import { SplitFields } from './split-fields';

export type PayerOption = { id: string; name: string };

export type ExpenseDialogProps = DialogStateProps & {
  /** Edit this expense; without it the dialog adds a new one. */
  expense?: Expense;
  households: FairShare['households'];
  /** Who may be named as the payer: only the viewer for plain members, every member for owners and admins. */
  payers: PayerOption[];
  viewerId: string;
  today: string;
};

/**
 * Add or edit an expense: what, how much (typed in the user's language), when, who paid, the
 * category and how it is split. Deleting asks first.
 */
export function ExpenseDialog({ open, onOpenChange, ...formProps }: ExpenseDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="expense-dialog">
      <ExpenseForm {...formProps} />
    </FormDialog>
  );
}

function ExpenseForm({
  expense,
  households,
  payers,
  viewerId,
  today,
}: Omit<ExpenseDialogProps, keyof DialogStateProps>) {
  const { t } = useTranslation('costs');
  const id = useId();
  const language = useLanguage();
  // The check reads the language when it runs, so a switch while the dialog is open is followed.
  const languageRef = useRef(language);
  languageRef.current = language;
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const remove = useDeleteExpense();
  const form = useSchemaForm(
    () =>
      Promise.all([import('@shared/schemas/costs'), import('../lib/expense-form-schema')]).then(
        ([shared, local]) =>
          local.expenseFormSchema(shared.createExpenseBodySchema, () => languageRef.current),
      ),
    {
      defaultValues: expenseFormDefaults({
        expense,
        householdIds: households.map((household) => household.householdId),
        payerId: viewerId,
        today,
        language,
      }),
      messages: {},
    },
  );
  const errors = form.formState.errors;
  const problem = (key: string | undefined) =>
    key ? t(`validation.${key}`, { defaultValue: key }) : undefined;
  const queryClient = useQueryClient();
  const [receipt, setReceipt] = useState<File | null>(null);
  const [removeReceipt, setRemoveReceipt] = useState(false);
  const [sendingReceipt, setSendingReceipt] = useState(false);
  const dialog = useDialogWrite(create.isPending || update.isPending || remove.isPending || sendingReceipt);
  const { busy } = dialog;

  /** The receipt goes after the expense, which is saved whatever becomes of the photo. */
  const sendReceipt = async (saved: Expense) => {
    if (!receipt && !(removeReceipt && saved.hasReceipt)) return;
    setSendingReceipt(true);
    try {
      if (receipt) await uploadReceipt(saved.id, receipt);
      else await deleteReceipt(saved.id);
    } catch (error) {
      toastFailure(t('errors.receiptFailed'), error);
    } finally {
      setSendingReceipt(false);
      void invalidateCosts(queryClient);
    }
  };

  const save = (body: ExpenseFormFields) =>
    dialog.run(() => (expense ? update.mutateAsync({ id: expense.id, body }) : create.mutateAsync(body)), {
      failure: t('errors.saveFailed'),
      success: [expense ? t('toasts.updated') : t('toasts.created'), body.description],
      afterSuccess: sendReceipt,
    });

  return (
    <DialogForm
      dialog={dialog}
      onSubmit={form.handleSubmit((body) => void save(body))}
      title={expense ? t('dialog.editTitle') : t('dialog.createTitle')}
      description={t('dialog.description')}
      submitLabel={busy ? t('dialog.saving') : expense ? t('dialog.save') : t('dialog.submit')}
      submitTestId="expense-submit"
      deletion={
        expense && {
          id: expense.id,
          remove,
          label: t('dialog.delete'),
          testId: 'expense-delete-button',
          confirm: {
            title: t('confirmDelete.title'),
            description: t('confirmDelete.description', { description: expense.description }),
            confirmLabel: t('confirmDelete.confirm'),
            pendingLabel: t('confirmDelete.pending'),
          },
          failureTitle: t('errors.deleteFailed'),
          successTitle: t('toasts.deleted'),
        }
      }
    >
      <TextField
        id={`${id}-description`}
        label={t('dialog.descriptionLabel')}
        {...form.register('description')}
        autoComplete="off"
        maxLength={EXPENSE_DESCRIPTION_MAX}
        required
        disabled={busy}
        error={problem(errors.description?.message)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountAndDateFields register={form.register} errors={errors} problem={problem} disabled={busy} />
        <SelectField
          id={`${id}-category`}
          label={t('dialog.category')}
          disabled={busy}
          {...form.register('category')}
        >
          {EXPENSE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-paid-by`}
          label={t('dialog.paidBy')}
          // A plain member records only what they paid themselves.
          disabled={busy || payers.length < 2}
          error={problem(errors.paidById?.message)}
          {...form.register('paidById')}
        >
          {payers.map((payer) => (
            <option key={payer.id} value={payer.id}>
              {payer.name}
            </option>
          ))}
        </SelectField>
      </div>
      <SplitFields form={form} households={households} busy={busy} problem={problem} />
      <ReceiptField
        hasReceipt={expense?.hasReceipt ?? false}
        file={receipt}
        onFile={setReceipt}
        remove={removeReceipt}
        onRemove={setRemoveReceipt}
        disabled={busy}
      />
    </DialogForm>
  );
}
