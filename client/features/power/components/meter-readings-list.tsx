import { useTranslation } from 'react-i18next';
import { toastFailure } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { formatTimestamp } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useDeleteMeterReading } from '../api/delete-meter-reading';
import { useMeterReadings } from '../api/get-meter-readings';
import { formatKwh } from '../lib/meter-form';

const SHOWN = 10;

/** The cabin's latest meter readings, newest first; delete for its writer, the owner and admins. */
export function MeterReadingsList() {
  const { t } = useTranslation('power');
  const language = useLanguage();
  const readings = useMeterReadings();
  const remove = useDeleteMeterReading();
  if (!readings.data) return null;
  if (readings.data.readings.length === 0) {
    return <p className="text-sm text-slate-600">{t('readings.none')}</p>;
  }
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="meter-readings">
      {readings.data.readings.slice(0, SHOWN).map((reading) => (
        <li key={reading.id} className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-slate-900">
            {t('readings.row', {
              kWh: formatKwh(reading.value, language),
              time: formatTimestamp(new Date(reading.readAt), language),
              name: reading.user?.name ?? t('readings.someone'),
            })}
          </span>
          {reading.mayDelete ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              aria-label={t('readings.deleteLabel', { kWh: formatKwh(reading.value, language) })}
              onClick={() =>
                remove
                  .mutateAsync(reading.id)
                  .catch((error) => toastFailure(t('readings.deleteFailed'), error))
              }
            >
              {t('readings.delete')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
