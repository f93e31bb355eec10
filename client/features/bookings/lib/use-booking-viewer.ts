import type { Role } from '@shared/schemas/auth';
import { useCurrentUser } from '@/features/auth';
import { useCurrentRoleOrGuess } from '@/features/cabins';

export type BookingViewer = { userId: string; role: Role };

/**
 * Who is looking at the bookings: the signed-in user and their role in the current cabin (until
 * the cabin has loaded, the owner is told from the rest by GET /api/auth/me).
 */
export function useBookingViewer(): BookingViewer {
  return { userId: useCurrentUser().id, role: useCurrentRoleOrGuess() };
}
