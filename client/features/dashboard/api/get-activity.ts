import type { Language } from '@shared/constants';
import type { Activity } from '@shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { dashboardQueryKeyBase } from './query-keys';

/**
 * The current cabin's activity as written in `language`: the server writes each message in the
 * language the call asks for, so a language switch fetches the feed again under its own key.
 */
export const activityQueryKey = (cabinId: string | null, language: Language) =>
  [...dashboardQueryKeyBase, 'activity', cabinId, language] as const;

/** GET /api/dashboard/activity: the current cabin's latest entries, newest first. */
export function getActivity(signal?: AbortSignal): Promise<Activity[]> {
  return apiFetch<Activity[]>('/api/dashboard/activity', { signal });
}

/** Made only with a current cabin. */
export const activityQueryOptions = (cabinId: string | null, language: Language) =>
  queryOptions({
    queryKey: activityQueryKey(cabinId, language),
    queryFn: ({ signal }) => getActivity(signal),
    enabled: cabinId !== null,
  });

export function useActivity() {
  return useQuery(activityQueryOptions(useCurrentCabinId(), useLanguage()));
}
