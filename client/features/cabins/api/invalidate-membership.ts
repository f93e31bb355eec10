import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { cabinQueryKeyBase } from './get-cabin';
import { cabinMembersQueryKeyBase } from './get-cabin-members';

/** After a role or member change: the member list, the cabin (role, owner, count) and `me` (isOwner). */
export async function invalidateMembership(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cabinMembersQueryKeyBase }),
    queryClient.invalidateQueries({ queryKey: cabinQueryKeyBase }),
    queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true }),
  ]);
}
