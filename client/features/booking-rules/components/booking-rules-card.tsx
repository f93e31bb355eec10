import { weekdayName } from '@shared/booking-rule-texts';
import { BOOKING_RULE_BOUNDS, type BookingRules, ISO_WEEKDAYS } from '@shared/schemas/booking-rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { TitledCard } from '@/components/titled-card';
import { toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useLanguage } from '@/lib/language';
import { useSchemaForm } from '@/lib/schema-form';
import { useBookingRules } from '../api/get-booking-rules';
import { usePutBookingRules } from '../api/put-booking-rules';
import type { BookingRulesFormValues, bookingRulesFormSchema } from '../lib/rules-form';

const loadSchema = (): Promise<typeof bookingRulesFormSchema> =>
  import('../lib/rules-form').then((module) => module.bookingRulesFormSchema);

const COUNT_FIELDS = ['maxDaysAhead', 'minNights', 'maxNights', 'maxUpcomingStays'] as const;

const formValuesOf = (rules: BookingRules): BookingRulesFormValues => ({
  maxDaysAhead: rules.maxDaysAhead?.toString() ?? '',
  minNights: rules.minNights?.toString() ?? '',
  maxNights: rules.maxNights?.toString() ?? '',
  changeoverWeekdays: rules.changeoverWeekdays.map(String),
  maxUpcomingStays: rules.maxUpcomingStays?.toString() ?? '',
  bufferNights: String(rules.bufferNights),
});

/** Settings, Booking rules (owner and admins; issue #40): the rules around ordinary stays. */
export function BookingRulesCard() {
  const { t } = useTranslation('booking-rules');
  const { t: tc } = useTranslation();
  const rules = useBookingRules();
  return (
    <TitledCard title={t('card.title')} description={t('card.description')} testId="booking-rules-card">
      {rules.data ? (
        // Keyed by the saved rules, so the form follows a change made elsewhere.
        <RulesForm key={JSON.stringify(rules.data)} saved={rules.data} />
      ) : rules.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('card.loadFailed')}
        </p>
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {tc('states.loading')}
        </p>
      )}
    </TitledCard>
  );
}

function RulesForm({ saved }: { saved: BookingRules }) {
  const { t } = useTranslation('booking-rules');
  const id = useId();
  const language = useLanguage();
  const put = usePutBookingRules();
  const range = (field: keyof typeof BOOKING_RULE_BOUNDS) => t('card.range', BOOKING_RULE_BOUNDS[field]);
  const form = useSchemaForm(loadSchema, {
    defaultValues: formValuesOf(saved),
    messages: {
      maxDaysAhead: range('maxDaysAhead'),
      minNights: { default: range('minNights'), custom: t('card.minAboveMax') },
      maxNights: range('maxNights'),
      maxUpcomingStays: range('maxUpcomingStays'),
    },
  });
  const errors = form.formState.errors;

  const onValid = async (rules: BookingRules) => {
    if (put.isPending) return;
    try {
      await put.mutateAsync(rules);
      toastSuccess(t('card.saved'));
    } catch (error) {
      form.setError('root', { type: 'server', message: apiErrorMessage(error, t('card.saveFailed')) });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {COUNT_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`${id}-${field}`}
            label={t(`card.fields.${field}`)}
            hint={t('card.emptyIsNoLimit')}
            type="number"
            inputMode="numeric"
            min={BOOKING_RULE_BOUNDS[field].min}
            max={BOOKING_RULE_BOUNDS[field].max}
            step={1}
            error={errors[field]?.message}
            disabled={put.isPending}
            {...form.register(field)}
          />
        ))}
        <SelectField
          id={`${id}-bufferNights`}
          label={t('card.fields.bufferNights')}
          disabled={put.isPending}
          {...form.register('bufferNights')}
        >
          {[0, 1, 2, 3].map((count) => (
            <option key={count} value={String(count)}>
              {t('card.bufferOption', { count })}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="flex flex-col gap-2" disabled={put.isPending}>
        <legend className="text-sm font-medium text-slate-900">{t('card.fields.changeoverWeekdays')}</legend>
        <p className="text-sm text-slate-600">{t('card.anyDayWhenNone')}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {ISO_WEEKDAYS.map((weekday) => (
            <label key={weekday} className="flex min-h-6 items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                value={String(weekday)}
                className="size-4 accent-slate-900"
                {...form.register('changeoverWeekdays')}
              />
              {weekdayName(weekday, language)}
            </label>
          ))}
        </div>
      </fieldset>
      {errors.root?.message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {errors.root.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={put.isPending} data-testid="booking-rules-save">
          {put.isPending ? t('card.saving') : t('card.save')}
        </Button>
      </div>
    </form>
  );
}
