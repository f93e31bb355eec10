import { type Can, can } from '@shared/policy';
import type { Role } from '@shared/schemas/auth';
import { useMe } from '@/features/auth';
import { useCabin, useCurrentCabinId } from '../api/get-cabin';

/**
 * The signed-in user's role in their current cabin, once that cabin has loaded; null before, and
 * without a current cabin. The role only counts when it is the role in the current cabin.
 */
export function useCurrentRole(): Role | null {
  const cabinId = useCurrentCabinId();
  const cabin = useCabin().data;
  return cabin !== undefined && cabin.id === cabinId ? cabin.role : null;
}

/**
 * As `useCurrentRole`, but until the cabin has loaded `isOwner` from GET /api/auth/me tells the
 * owner from everyone else (an admin counts as a member meanwhile), so the screens that show the
 * owner's controls at once need not wait for the cabin.
 */
export function useCurrentRoleOrGuess(): Role {
  const isOwner = useMe().data?.isOwner ?? false;
  return useCurrentRole() ?? (isOwner ? 'owner' : 'member');
}

/**
 * What the policy (shared/policy.ts) lets the signed-in user do in their current cabin, to show or
 * hide controls; the server asks it again. Nothing until the cabin has loaded.
 */
export function useCan(): Can {
  const role = useCurrentRole();
  return (action, ...facts) => can(role, action, ...facts);
}
