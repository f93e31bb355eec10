import { useTranslation } from 'react-i18next';
import { PEAK_BAND_CLASS } from '../lib/use-peak-days';

/** The calendar legend's line for peak periods: the band under a peak night. */
export function PeakLegendItem() {
  const { t } = useTranslation('fair-share');
  return (
    <li className="flex items-center gap-2" data-testid="legend-peak">
      <span
        aria-hidden="true"
        className="relative size-4 overflow-hidden rounded border border-slate-200 bg-white"
      >
        <span className={`absolute inset-x-0 bottom-0 h-1.5 ${PEAK_BAND_CLASS}`} />
      </span>
      {t('calendar.legend')}
    </li>
  );
}
