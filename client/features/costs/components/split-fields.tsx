import { formatOre } from '@shared/money';
import type { ExpenseFormFields } from '@shared/schemas/costs';
import { SPLIT_KINDS } from '@shared/schemas/costs-values';
import type { FairShare } from '@shared/schemas/households';
import { useId } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/language';
import { type ExpenseFormValues, leftToAssign } from '../lib/expense-form';

type SplitFieldsProps = {
  form: UseFormReturn<ExpenseFormValues, unknown, ExpenseFormFields>;
  households: FairShare['households'];
  busy: boolean;
  problem: (key: string | undefined) => string | undefined;
};

/**
 * How an expense is split: equally among households, by their ownership shares, by the nights
 * stayed in a range, or custom amounts per household with a live "left to assign" line.
 */
export function SplitFields({ form, households, busy, problem }: SplitFieldsProps) {
  const { t } = useTranslation('costs');
  const id = useId();
  const language = useLanguage();
  const kind = form.watch('splitKind');
  const amount = form.watch('amount');
  const parts = form.watch('parts');
  const errors = form.formState.errors;
  const left = kind === 'custom' ? leftToAssign({ amount, parts }, language) : null;
  const partsErrors = errors.parts as (FieldError & { root?: FieldError }) | undefined;
  const partsProblem = problem(partsErrors?.root?.message ?? partsErrors?.message);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">{t('dialog.split')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SPLIT_KINDS.map((splitKind) => (
          <label
            key={splitKind}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 p-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={splitKind}
              className="mt-0.5 size-4 accent-brand-700"
              disabled={busy}
              {...form.register('splitKind')}
            />
            <span>
              <span className="block font-medium text-slate-900">{t(`splitKinds.${splitKind}`)}</span>
              <span className="block text-xs text-slate-600">{t(`splitHints.${splitKind}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {kind === 'nights' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-from`}
            label={t('dialog.from')}
            type="date"
            disabled={busy}
            {...form.register('from')}
            error={problem(errors.from?.message)}
          />
          <TextField
            id={`${id}-to`}
            label={t('dialog.to')}
            type="date"
            disabled={busy}
            {...form.register('to')}
            error={problem(errors.to?.message)}
          />
        </div>
      ) : null}
      {kind === 'custom' ? (
        <div className="flex flex-col gap-2" data-testid="custom-parts">
          <ul className="flex flex-col gap-2">
            {households.map((household, index) => {
              const partError = problem(errors.parts?.[index]?.amount?.message);
              const inputId = `${id}-part-${index}`;
              return (
                <li key={household.householdId} className="flex flex-col gap-1">
                  <div className="flex items-center gap-3">
                    <label htmlFor={inputId} className="flex-1 text-sm text-slate-900">
                      {t('dialog.partFor', { household: household.name })}
                    </label>
                    <Input
                      id={inputId}
                      className="w-36 text-right"
                      inputMode="decimal"
                      autoComplete="off"
                      disabled={busy}
                      aria-invalid={partError ? true : undefined}
                      {...form.register(`parts.${index}.amount`)}
                    />
                  </div>
                  {partError ? (
                    <p role="alert" className="text-right text-sm font-medium text-red-700">
                      {partError}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <p
            aria-live="polite"
            data-testid="left-to-assign"
            className={cn('text-sm font-medium', left === 0 ? 'text-green-800' : 'text-slate-700')}
          >
            {left === null
              ? t('dialog.leftUnknown')
              : left >= 0
                ? t('dialog.leftToAssign', { amount: formatOre(left, language) })
                : t('dialog.overAssigned', { amount: formatOre(-left, language) })}
          </p>
          {partsProblem ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {partsProblem}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
