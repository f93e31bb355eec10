import { useCurrentUser } from '@/features/auth';
import { useCabin } from '@/features/cabins';

/**
 * Whether the viewer manages households and peak periods: the owner and admins (the server
 * checks it again). Until the cabin has loaded, `isOwner` from GET /api/auth/me decides.
 */
export function useCanManageFairShare(): boolean {
  const user = useCurrentUser();
  const cabin = useCabin().data;
  if (cabin && cabin.id === user.currentCabinId) return cabin.role === 'owner' || cabin.role === 'admin';
  return user.isOwner;
}
