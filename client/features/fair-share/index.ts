import { lazyChunk } from '@/lib/leaving-page';

// Fair share (issue #16): households, peak periods, wishes and the draw. The feature's public
// surface; the app and other features import from here only.
export { fairShareQueryOptions, useFairShare } from './api/get-fair-share';
export { peakPeriodsQueryOptions, usePeakPeriods } from './api/get-peak-periods';
// Small and used by the calendar and the booking dialog, so not split off.
export { PeakLegendItem } from './components/peak-legend-item';
export { PeakNotice } from './components/peak-notice';
export { PEAK_BAND_CLASS, usePeakDays } from './lib/use-peak-days';

// The screens are chunks of their own: the calendar and the booking dialog, which import the
// notice and the peak days from here, do not carry them.
export const loadPeaksSection = () => import('./components/peaks-section');
export const HouseholdsCard = lazyChunk(() =>
  import('./components/households-card').then((module) => module.HouseholdsCard),
);
