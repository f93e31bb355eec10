import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { useLanguage } from '@/lib/language';

type AmountAndDateFieldsProps = {
  /** The form's `register`, for its `amount` (as typed) and `date` fields. */
  register: (name: 'amount' | 'date') => UseFormRegisterReturn;
  errors: { amount?: FieldError; date?: FieldError };
  /** The text for a problem's key (`costs:validation.*`). */
  problem: (key: string | undefined) => string | undefined;
  disabled: boolean;
};

/** How much (typed in the user's language, with an example) and on which day: an expense, a payment. */
export function AmountAndDateFields({ register, errors, problem, disabled }: AmountAndDateFieldsProps) {
  const id = useId();
  const { t } = useTranslation('costs');
  const language = useLanguage();
  return (
    <>
      <TextField
        id={`${id}-amount`}
        label={t('dialog.amount')}
        hint={t('dialog.amountHint', { example: language === 'no' ? '1 234,50' : '1,234.50' })}
        {...register('amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        disabled={disabled}
        error={problem(errors.amount?.message)}
      />
      <TextField
        id={`${id}-date`}
        label={t('dialog.date')}
        type="date"
        {...register('date')}
        required
        disabled={disabled}
        error={problem(errors.date?.message)}
      />
    </>
  );
}
