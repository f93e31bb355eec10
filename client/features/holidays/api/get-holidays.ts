import type { Language } from '@shared/constants';
import type { BreakWeeks } from '@shared/norwegian-holidays';
import type { Holidays } from '@shared/schemas/holidays';
import { queryOptions, skipToken, useQueries } from '@tanstack/react-query';
import { useCabin, useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

/** Prefix of every holidays query, whatever the cabin, weeks, language and year. */
export const holidaysQueryKeyBase = ['holidays'] as const;

/**
 * Keyed by the cabin's break weeks and the language too: the answer depends on nothing else, so
 * a year's answer never goes stale (the days are computed, decision 056), and a change of weeks
 * in Settings is a new key rather than a refresh.
 */
export const holidaysQueryKey = (
  cabinId: string | null,
  weeks: BreakWeeks | null,
  language: Language,
  year: number,
) =>
  [
    ...holidaysQueryKeyBase,
    cabinId,
    weeks ? `${weeks.winterBreakWeek}-${weeks.autumnBreakWeek}` : null,
    language,
    year,
  ] as const;

/** GET /api/holidays?year=: the year's public holidays and the cabin's school breaks. */
export function getHolidays(year: number, signal?: AbortSignal): Promise<Holidays> {
  return apiFetch<Holidays>(`/api/holidays?year=${year}`, { signal });
}

/** Asked once the cabin (and so its weeks) is known; kept for the session. */
export const holidaysQueryOptions = (
  cabinId: string | null,
  weeks: BreakWeeks | null,
  language: Language,
  year: number,
) =>
  queryOptions({
    queryKey: holidaysQueryKey(cabinId, weeks, language, year),
    queryFn: cabinId === null || weeks === null ? skipToken : ({ signal }) => getHolidays(year, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** Module-level, so the combined list keeps its identity while no answer changes. */
const answered = (results: readonly { data?: Holidays }[]): Holidays[] =>
  results.flatMap((result) => (result.data ? [result.data] : []));

/** The answers for `years` that have come, in the order asked (a year still loading is left out). */
export function useHolidays(years: readonly number[]): Holidays[] {
  const cabinId = useCurrentCabinId();
  const cabin = useCabin().data;
  const language = useLanguage();
  const weeks = cabin
    ? { winterBreakWeek: cabin.winterBreakWeek, autumnBreakWeek: cabin.autumnBreakWeek }
    : null;
  return useQueries({
    queries: years.map((year) => holidaysQueryOptions(cabinId, weeks, language, year)),
    combine: answered,
  });
}
