import type { WaitlistEntry } from '@shared/schemas/waitlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every waitlist query, whatever the cabin. */
export const waitlistQueryKeyBase = ['waitlist'] as const;

/** GET /api/waitlist: the current cabin's live entries, oldest first (decision 058). */
export function getWaitlist(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  return apiFetch<WaitlistEntry[]>('/api/waitlist', { signal });
}

/** Made only with a current cabin; keyed by it so a cabin change never shows the old list. */
export const waitlistQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: [...waitlistQueryKeyBase, cabinId] as const,
    queryFn: ({ signal }) => getWaitlist(signal),
    enabled: cabinId !== null,
    // No live event tells of another member's entry: read again each time the calendar opens.
    staleTime: 0,
  });

export function useWaitlist() {
  return useQuery(waitlistQueryOptions(useCurrentCabinId()));
}
