import type { SentInvitation, SentInvitationsResponse } from '@shared/schemas/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invitationsQueryKeyBase } from './get-invitations';
import { useManagedCabinId } from './use-managed-cabin-id';

export const sentInvitationsQueryKey = (cabinId: string | null) =>
  [...invitationsQueryKeyBase, 'sent', cabinId] as const;

/** GET /api/cabin/invitations: the current cabin's open invitations (owner and admins). */
export async function getSentInvitations(signal?: AbortSignal): Promise<SentInvitation[]> {
  return (await apiFetch<SentInvitationsResponse>('/api/cabin/invitations', { signal })).invitations;
}

export function useSentInvitations() {
  const { cabinId, manages } = useManagedCabinId();
  return useQuery(
    queryOptions({
      queryKey: sentInvitationsQueryKey(cabinId),
      queryFn: ({ signal }) => getSentInvitations(signal),
      enabled: cabinId !== null && manages,
    }),
  );
}
