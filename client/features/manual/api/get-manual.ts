import type { Manual } from '@shared/schemas/manual';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The current cabin's house manual (issue #15); a live `manual_changed` refetches it. */
export const manualQueryKey = ['manual'] as const;

/** GET /api/manual: the key facts and the ordered sections. */
export function getManual(signal?: AbortSignal): Promise<Manual> {
  return apiFetch<Manual>('/api/manual', { signal });
}

export const manualQueryOptions = () =>
  queryOptions({ queryKey: manualQueryKey, queryFn: ({ signal }) => getManual(signal) });

export function useManual() {
  return useQuery(manualQueryOptions());
}
