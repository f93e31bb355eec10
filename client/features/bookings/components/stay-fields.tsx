import { ADULTS_MAX, ADULTS_MIN, CHILDREN_MAX, CHILDREN_MIN } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import type { StayDraft } from '../lib/stay-draft';

export type StayFieldsProps = {
  /** Prefix for the inputs' ids (from useId). */
  idPrefix: string;
  value: StayDraft;
  onChange: (next: StayDraft) => void;
  /** One message about the dates, shown under both date inputs. */
  datesError?: string;
  adultsError?: string;
  childrenError?: string;
  /** Bounds offered by the date pickers; typed dates are still checked on submit. */
  minStartDate?: string;
  maxStartDate?: string;
  /** The departures offered (the cabin's booking rules, issue #40); else from the arrival on. */
  minEndDate?: string;
  maxEndDate?: string;
  disabled?: boolean;
};

/**
 * Start and end date (native date inputs, so values stay `YYYY-MM-DD` and never pass through a
 * time zone), adults (1-10) and children (0-10). Shared by the booking and the visit dialogs.
 */
export function StayFields({
  idPrefix,
  value,
  onChange,
  datesError,
  adultsError,
  childrenError,
  minStartDate,
  maxStartDate,
  minEndDate,
  maxEndDate,
  disabled,
}: StayFieldsProps) {
  const { t } = useTranslation('bookings');
  const datesErrorId = `${idPrefix}-dates-error`;
  const dateProps = {
    type: 'date',
    required: true,
    disabled,
    'aria-invalid': datesError ? true : undefined,
    'aria-describedby': datesError ? datesErrorId : undefined,
  } as const;
  const set = (field: keyof StayDraft) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const countField = (field: 'adults' | 'children', min: number, max: number, error: string | undefined) => (
    <TextField
      id={`${idPrefix}-${field}`}
      label={t(`fields.${field}`)}
      name={field}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      required
      disabled={disabled}
      value={value[field]}
      error={error}
      onChange={set(field)}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-start`}
          label={t('fields.startDate')}
          name="start-date"
          value={value.startDate}
          min={minStartDate}
          max={maxStartDate}
          onChange={set('startDate')}
          {...dateProps}
        />
        <TextField
          id={`${idPrefix}-end`}
          label={t('fields.endDate')}
          name="end-date"
          value={value.endDate}
          min={minEndDate ?? (value.startDate || minStartDate)}
          max={maxEndDate}
          onChange={set('endDate')}
          {...dateProps}
        />
      </div>
      {datesError ? (
        <p id={datesErrorId} role="alert" className="-mt-2 text-sm font-medium text-red-700">
          {datesError}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-4">
        {countField('adults', ADULTS_MIN, ADULTS_MAX, adultsError)}
        {countField('children', CHILDREN_MIN, CHILDREN_MAX, childrenError)}
      </div>
    </div>
  );
}
