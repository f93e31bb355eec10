import type { PaymentBody } from '@shared/schemas/expenses';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DialogHeading,
  type DialogStateProps,
  FormDialog,
  FormDialogFooter,
  useFormDialog,
} from '@/components/dialog-shell';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { useLanguage } from '@/lib/language';
import { useSchemaForm } from '@/lib/schema-form';
import { useRecordPayment } from '../api/record-payment';
import type { PayerOption } from './expense-dialog';

export type PaymentDialogProps = DialogStateProps & {
  /** The members the viewer may pay (everyone but themselves). */
  payees: PayerOption[];
  today: string;
};

/** "Record a payment": the viewer paid another member back some amount on some day. */
export function PaymentDialog({ open, onOpenChange, ...formProps }: PaymentDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="payment-dialog">
      <PaymentForm {...formProps} />
    </FormDialog>
  );
}

function PaymentForm({ payees, today }: Omit<PaymentDialogProps, keyof DialogStateProps>) {
  const { t } = useTranslation('costs');
  const id = useId();
  const language = useLanguage();
  const languageRef = useRef(language);
  languageRef.current = language;
  const record = useRecordPayment();
  const form = useSchemaForm(
    () =>
      Promise.all([import('@shared/schemas/expenses'), import('../lib/small-form-schemas')]).then(
        ([shared, local]) => local.paymentFormSchema(shared.paymentBodySchema, () => languageRef.current),
      ),
    { defaultValues: { toUserId: payees[0]?.id ?? '', amount: '', date: today }, messages: {} },
  );
  const errors = form.formState.errors;
  const problem = (key: string | undefined) =>
    key ? t(`validation.${key}`, { defaultValue: key }) : undefined;
  const busy = record.isPending;
  const onDone = useFormDialog(busy);

  const save = async (body: PaymentBody) => {
    if (busy) return;
    try {
      await record.mutateAsync(body);
    } catch (error) {
      toastFailure(t('errors.paymentFailed'), error);
      return;
    }
    toastSuccess(t('toasts.paymentRecorded'));
    onDone();
  };

  const { ref: amountRef, ...amountField } = form.register('amount');
  const { ref: dateRef, ...dateField } = form.register('date');
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => void save(body))} className="flex flex-col gap-4">
      <DialogHeading title={t('payment.title')} description={t('payment.description')} />
      <SelectField
        id={`${id}-to`}
        label={t('payment.to')}
        disabled={busy}
        error={problem(errors.toUserId?.message)}
        {...form.register('toUserId')}
      >
        {payees.map((payee) => (
          <option key={payee.id} value={payee.id}>
            {payee.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-amount`}
        label={t('dialog.amount')}
        hint={t('dialog.amountHint', { example: language === 'no' ? '1 234,50' : '1,234.50' })}
        {...amountField}
        inputRef={amountRef}
        inputMode="decimal"
        autoComplete="off"
        required
        disabled={busy}
        error={problem(errors.amount?.message)}
      />
      <TextField
        id={`${id}-date`}
        label={t('dialog.date')}
        type="date"
        {...dateField}
        inputRef={dateRef}
        required
        disabled={busy}
        error={problem(errors.date?.message)}
      />
      <FormDialogFooter
        busy={busy}
        submitLabel={busy ? t('dialog.saving') : t('payment.submit')}
        submitTestId="payment-submit"
      />
    </form>
  );
}
