import type { User } from '@shared/schemas/auth';

/** A signed-in user without a cabin, as GET /api/auth/me answers for a new account. */
export const kari: User = {
  id: 'u1',
  username: 'kari',
  fullName: 'Kari Nordmann',
  displayName: null,
  email: 'kari@example.no',
  profilePicture: null,
  clerkId: 'u1',
  isOwner: false,
  currentCabinId: null,
};
