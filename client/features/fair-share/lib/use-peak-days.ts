import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCabinId } from '@/features/cabins';
import { fairShareQueryOptions } from '../api/get-fair-share';
import { usePeakPeriods } from '../api/get-peak-periods';
import { householdNames } from './household-names';
import { nightsFrom, occurrencesOf } from './peak-dates';

/** The band under a peak night on the calendar, and its swatch in the legend. */
export const PEAK_BAND_CLASS = 'bg-violet-600';

/**
 * The calendar's peak nights: each night inside a peak period (a rotation's in every year it
 * shows) with the text that names it, e.g. "Peak period: Christmas, Kari's".
 */
export function usePeakDays(): ReadonlyMap<string, string> {
  const { t } = useTranslation('fair-share');
  const cabinId = useCurrentCabinId();
  const periods = usePeakPeriods().data;
  const rotation = periods?.some((period) => period.method === 'rotation') ?? false;
  const fairShare = useQuery({
    ...fairShareQueryOptions(cabinId),
    enabled: cabinId !== null && rotation,
  }).data;
  return useMemo(() => {
    const names = householdNames(fairShare);
    const days = new Map<string, string>();
    for (const occurrence of (periods ?? []).flatMap(occurrencesOf)) {
      const name = occurrence.period.name;
      const label =
        occurrence.householdId === null
          ? t('calendar.night', { name })
          : t('calendar.nightHeld', {
              name,
              household: names.get(occurrence.householdId) ?? t('periods.unknownHousehold'),
            });
      for (const night of nightsFrom(occurrence.firstNight, occurrence.lastNight)) days.set(night, label);
    }
    return days;
  }, [periods, fairShare, t]);
}
