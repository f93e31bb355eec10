import type { StayPower as StayPowerAnswer } from '@shared/schemas/power';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useLanguage } from '@/lib/language';
import { useChargeStayPower } from '../api/charge-stay-power';
import { useStayPower } from '../api/get-stay-power';
import { wholeKroner } from '../lib/kroner';
import { formatKwh } from '../lib/meter-form';
import { ReadMeterButton } from './meter-reading-dialog';

/**
 * A stay's power in its booking details (issue #41, decision 062): "Strøm: 143 kWh, 412 kr" when
 * priced, else what is missing (a reading, a price area, the spot prices), with "Read the meter"
 * while a reading is missing and "Charge the booker" for the owner and admins.
 */
export function StayPower({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('power');
  const power = useStayPower(bookingId);
  if (!power.data) {
    return power.isError ? (
      <p className="text-sm text-slate-600" data-testid="stay-power">
        {t('stay.loadFailed')}
      </p>
    ) : null;
  }
  return <PowerLines power={power.data} />;
}

function PowerLines({ power }: { power: StayPowerAnswer }) {
  const { t } = useTranslation('power');
  const language = useLanguage();
  const kwh = (value: number) => formatKwh(value, language);
  return (
    <section
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm"
      aria-label={t('stay.label')}
      data-testid="stay-power"
      data-status={power.status}
    >
      {power.status === 'ready' && power.breakdown ? (
        <>
          <p className="font-medium text-slate-900" data-testid="stay-power-total">
            {t('stay.total', {
              kWh: kwh(power.breakdown.kWh),
              kroner: wholeKroner(power.breakdown.totalOre, language),
            })}
          </p>
          <p className="text-slate-600">
            {t('stay.breakdown', {
              kWh: kwh(power.breakdown.kWh),
              price: power.breakdown.averagePriceOre,
              grid: power.breakdown.gridFeeOre,
              vat: power.breakdown.vatPercent,
            })}
          </p>
        </>
      ) : (
        <>
          <p className="font-medium text-slate-900">{t('stay.title')}</p>
          <p className="text-slate-600" data-testid="stay-power-missing">
            {power.status === 'price_pending'
              ? t('stay.pricePending', { kWh: kwh(power.kWh ?? 0) })
              : power.status === 'needs_price_area'
                ? t('stay.needsPriceArea')
                : t('stay.needsReadings')}
          </p>
        </>
      )}
      {power.status === 'needs_readings' ? (
        <>
          <p className="text-slate-600">
            {t('stay.readings', {
              start: power.startReading ? `${kwh(power.startReading.value)} kWh` : t('stay.none'),
              end: power.endReading ? `${kwh(power.endReading.value)} kWh` : t('stay.none'),
            })}
          </p>
          <ReadMeterButton bookingId={power.bookingId} />
        </>
      ) : null}
      {power.charge ? (
        <p className="font-medium text-brand-700" data-testid="stay-power-charged">
          {t('stay.charged')}
        </p>
      ) : power.mayCharge ? (
        <ChargeButton bookingId={power.bookingId} />
      ) : null}
    </section>
  );
}

function ChargeButton({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('power');
  const charge = useChargeStayPower();
  return (
    <div className="flex flex-col gap-1">
      <Button
        type="button"
        className="self-start"
        disabled={charge.isPending}
        onClick={() => charge.mutate(bookingId)}
        data-testid="stay-power-charge"
      >
        {t('stay.charge')}
      </Button>
      {charge.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {apiErrorMessage(charge.error, t('stay.chargeFailed'))}
        </p>
      ) : null}
    </div>
  );
}
