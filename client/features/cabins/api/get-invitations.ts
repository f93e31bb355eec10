import type { MyInvitationsResponse } from '@shared/schemas/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMe } from '@/features/auth';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every invitation query: the caller's own and the current cabin's sent ones. */
export const invitationsQueryKeyBase = ['invitations'] as const;
export const myInvitationsQueryKey = [...invitationsQueryKeyBase, 'mine'] as const;

/** GET /api/invitations: the caller's open invitations and the ownership offers made to them. */
export function getMyInvitations(signal?: AbortSignal): Promise<MyInvitationsResponse> {
  return apiFetch<MyInvitationsResponse>('/api/invitations', { signal });
}

export const myInvitationsQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: myInvitationsQueryKey,
    queryFn: ({ signal }) => getMyInvitations(signal),
    enabled: signedIn,
  });

export function useMyInvitations() {
  const user = useMe().data ?? null;
  return useQuery(myInvitationsQueryOptions(user !== null));
}
