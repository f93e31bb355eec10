import type { Role } from '@shared/schemas/auth';
import { useCurrentUser } from '@/features/auth';
import { useCabin } from '@/features/cabins';

export type BookingViewer = { userId: string; role: Role };

/**
 * Who is looking at the bookings: the signed-in user and their role in the current cabin. Until
 * the cabin has loaded, `isOwner` from GET /api/auth/me decides between owner and member.
 */
export function useBookingViewer(): BookingViewer {
  const user = useCurrentUser();
  const cabin = useCabin().data;
  const role: Role =
    cabin && cabin.id === user.currentCabinId ? cabin.role : user.isOwner ? 'owner' : 'member';
  return { userId: user.id, role };
}
