import type { CabinMember } from '@shared/schemas/cabins';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useCurrentCabinId } from './get-cabin';

/** Prefix of every member-list query, whatever the cabin. */
export const cabinMembersQueryKeyBase = ['cabin-members'] as const;
export const cabinMembersQueryKey = (cabinId: string | null) =>
  [...cabinMembersQueryKeyBase, cabinId] as const;

/** GET /api/cabin/users: the current cabin's members, owner first. */
export function getCabinMembers(signal?: AbortSignal): Promise<CabinMember[]> {
  return apiFetch<CabinMember[]>('/api/cabin/users', { signal });
}

/** Made only with a current cabin. */
export const cabinMembersQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: cabinMembersQueryKey(cabinId),
    queryFn: ({ signal }) => getCabinMembers(signal),
    enabled: cabinId !== null,
  });

export function useCabinMembers() {
  return useQuery(cabinMembersQueryOptions(useCurrentCabinId()));
}
