import { yearOf } from '@shared/calendar-dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHolidays } from '../api/get-holidays';
import { type BreakPreset, comingBreaks, type SeasonDay, seasonDaysOf, yearsAround } from './season-days';

/** The holidays and break nights of the days a month's grid shows (and its neighbours' edges). */
export function useSeasonDays(month: string): ReadonlyMap<string, SeasonDay> {
  const years = useMemo(() => yearsAround(month), [month]);
  const answers = useHolidays(years);
  return useMemo(() => seasonDaysOf(answers), [answers]);
}

/** The breaks still to come from `today`, this year's and next year's, for the peak-period presets. */
export function useComingBreaks(today: string): BreakPreset[] {
  const years = useMemo(() => [yearOf(today), yearOf(today) + 1], [today]);
  const answers = useHolidays(years);
  return useMemo(() => comingBreaks(answers, today), [answers, today]);
}

/** A day's holidays and break as words, for its accessible name and its tooltip. */
export function useSeasonText(): (day: SeasonDay | undefined) => string[] {
  const { t } = useTranslation('holidays');
  return (day) => {
    if (!day) return [];
    const parts: string[] = [];
    if (day.holidays.length > 0) parts.push(t('day.holiday', { names: day.holidays.join(', ') }));
    if (day.schoolBreak) parts.push(t('day.break', { name: day.schoolBreak.name }));
    return parts;
  };
}
