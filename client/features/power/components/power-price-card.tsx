import { can } from '@shared/policy';
import { PRICE_AREAS } from '@shared/power-cost';
import type { Cabin } from '@shared/schemas/cabins';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { TitledCard } from '@/components/titled-card';
import { toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useUpdateCabin } from '@/features/cabins';
import { apiErrorMessage } from '@/lib/api-error-message';
import { ReadMeterButton } from './meter-reading-dialog';
import { MeterReadingsList } from './meter-readings-list';

type Values = { priceArea: string; gridFeeOre: string; addVat: boolean; fixedPriceOre: string };

const valuesOf = (cabin: Cabin): Values => ({
  priceArea: cabin.priceArea ?? '',
  gridFeeOre: String(cabin.gridFeeOre),
  addVat: cabin.addVat,
  fixedPriceOre: cabin.fixedPriceOre?.toString() ?? '',
});

const WHOLE = /^\d{1,6}$/;

/**
 * Settings, Power price (issue #41, decision 062): the cabin's price area, grid fee, VAT and a
 * fixed price, set by the owner and admins and read by members; and the cabin's meter readings.
 */
export function PowerPriceCard({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('power');
  const mayEdit = can(cabin.role, 'choosePowerPrices');
  return (
    <TitledCard title={t('card.title')} description={t('card.description')} testId="power-price-card">
      {/* Keyed by the saved settings, so the form follows a change made elsewhere. */}
      <PriceForm key={JSON.stringify(valuesOf(cabin))} cabin={cabin} mayEdit={mayEdit} />
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        <h3 className="text-sm font-medium text-slate-900">{t('readings.title')}</h3>
        <ReadMeterButton />
        <MeterReadingsList />
      </div>
    </TitledCard>
  );
}

function PriceForm({ cabin, mayEdit }: { cabin: Cabin; mayEdit: boolean }) {
  const { t } = useTranslation('power');
  const id = useId();
  const update = useUpdateCabin();
  const form = useForm<Values>({ defaultValues: valuesOf(cabin) });
  const errors = form.formState.errors;
  const disabled = !mayEdit || update.isPending;
  const suggested = cabin.suggestedPriceArea;

  const onValid = async (values: Values) => {
    const gridFee = values.gridFeeOre.trim() === '' ? '0' : values.gridFeeOre.trim();
    const fixed = values.fixedPriceOre.trim();
    if (!WHOLE.test(gridFee)) form.setError('gridFeeOre', { message: t('card.wholeOre') });
    if (fixed !== '' && !WHOLE.test(fixed)) form.setError('fixedPriceOre', { message: t('card.wholeOre') });
    if (!WHOLE.test(gridFee) || (fixed !== '' && !WHOLE.test(fixed)) || update.isPending) return;
    try {
      await update.mutateAsync({
        priceArea: values.priceArea === '' ? null : (values.priceArea as Cabin['priceArea']),
        gridFeeOre: Number(gridFee),
        addVat: values.addVat,
        fixedPriceOre: fixed === '' ? null : Number(fixed),
      });
      toastSuccess(t('card.saved'));
    } catch (error) {
      form.setError('root', { type: 'server', message: apiErrorMessage(error, t('card.saveFailed')) });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      {mayEdit ? null : <p className="text-sm text-slate-600">{t('card.readOnly')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-priceArea`}
          label={t('card.priceArea')}
          disabled={disabled}
          data-testid="power-price-area"
          {...form.register('priceArea')}
        >
          <option value="">{t('card.noArea')}</option>
          {PRICE_AREAS.map((area) => (
            <option key={area} value={area}>
              {t(`card.areas.${area}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-gridFeeOre`}
          label={t('card.gridFee')}
          hint={t('card.gridFeeHint')}
          inputMode="numeric"
          error={errors.gridFeeOre?.message}
          disabled={disabled}
          {...form.register('gridFeeOre')}
        />
        <TextField
          id={`${id}-fixedPriceOre`}
          label={t('card.fixedPrice')}
          hint={t('card.fixedPriceHint')}
          inputMode="numeric"
          error={errors.fixedPriceOre?.message}
          disabled={disabled}
          {...form.register('fixedPriceOre')}
        />
      </div>
      {suggested && mayEdit ? (
        <div
          className="flex flex-wrap items-center gap-3 text-sm text-slate-700"
          data-testid="power-suggested"
        >
          <span>{t('card.suggested', { area: suggested })}</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() => form.setValue('priceArea', suggested, { shouldDirty: true })}
          >
            {t('card.useSuggested', { area: suggested })}
          </Button>
        </div>
      ) : null}
      <label className="flex min-h-6 items-center gap-2 text-sm text-slate-900">
        <input
          type="checkbox"
          className="size-4 accent-slate-900"
          disabled={disabled}
          {...form.register('addVat')}
        />
        {t('card.addVat')}
      </label>
      <p className="-mt-3 text-sm text-slate-600">{t('card.addVatHint')}</p>
      {errors.root?.message ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {errors.root.message}
        </p>
      ) : null}
      {mayEdit ? (
        <div>
          <Button type="submit" disabled={update.isPending} data-testid="power-price-save">
            {update.isPending ? t('card.saving') : t('card.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
