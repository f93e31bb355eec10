import type { PaymentBody } from '@shared/schemas/costs';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, useDialogWrite } from '@/components/dialog-form';
import { type DialogStateProps, FormDialog } from '@/components/dialog-shell';
import { SelectField } from '@/components/select-field';
import { useLanguage } from '@/lib/language';
import { useSchemaForm } from '@/lib/schema-form';
import { useRecordPayment } from '../api/record-payment';
import { AmountAndDateFields } from './amount-and-date-fields';
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
      Promise.all([import('@shared/schemas/costs'), import('../lib/small-form-schemas')]).then(
        ([shared, local]) => local.paymentFormSchema(shared.paymentBodySchema, () => languageRef.current),
      ),
    { defaultValues: { toUserId: payees[0]?.id ?? '', amount: '', date: today }, messages: {} },
  );
  const errors = form.formState.errors;
  const problem = (key: string | undefined) =>
    key ? t(`validation.${key}`, { defaultValue: key }) : undefined;
  const dialog = useDialogWrite(record.isPending);
  const { busy } = dialog;

  const save = (body: PaymentBody) =>
    dialog.run(() => record.mutateAsync(body), {
      failure: t('errors.paymentFailed'),
      success: [t('toasts.paymentRecorded')],
    });

  return (
    <DialogForm
      dialog={dialog}
      onSubmit={form.handleSubmit((body) => void save(body))}
      title={t('payment.title')}
      description={t('payment.description')}
      submitLabel={busy ? t('dialog.saving') : t('payment.submit')}
      submitTestId="payment-submit"
    >
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
      <AmountAndDateFields register={form.register} errors={errors} problem={problem} disabled={busy} />
    </DialogForm>
  );
}
