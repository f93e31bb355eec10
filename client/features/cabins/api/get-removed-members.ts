import type { RemovedMember, RemovedMembersResponse } from '@shared/schemas/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useManagedCabinId } from './use-managed-cabin-id';

export const removedMembersQueryKeyBase = ['removed-members'] as const;
export const removedMembersQueryKey = (cabinId: string | null) =>
  [...removedMembersQueryKeyBase, cabinId] as const;

/** GET /api/cabin/removed-members: people kept out of the current cabin (owner and admins). */
export async function getRemovedMembers(signal?: AbortSignal): Promise<RemovedMember[]> {
  return (await apiFetch<RemovedMembersResponse>('/api/cabin/removed-members', { signal })).removedMembers;
}

export function useRemovedMembers() {
  const { cabinId, manages } = useManagedCabinId();
  return useQuery(
    queryOptions({
      queryKey: removedMembersQueryKey(cabinId),
      queryFn: ({ signal }) => getRemovedMembers(signal),
      enabled: cabinId !== null && manages,
    }),
  );
}
