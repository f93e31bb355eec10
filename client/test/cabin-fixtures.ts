import type { User } from '@shared/schemas/auth';
import { NO_BOOKING_RULES } from '@shared/schemas/booking-rules';
import type { Cabin, CabinMember, CabinSummary, CreatedCabin } from '@shared/schemas/cabins';
import { json, type StubRoutes } from './fetch-stub';
import { kari } from './fixtures';

/** Kari after creating Fjellhytta: it is her current cabin and she owns it. */
export const kariInFjellhytta = { ...kari, currentCabinId: 'c1', isOwner: true };

export const fjellhytta: Cabin = {
  id: 'c1',
  name: 'Fjellhytta',
  address: 'Fjellveien 1, 3550 Gol',
  accessCode: 'K7M2P9QX',
  ownerId: 'u1',
  ownerUsername: 'kari',
  role: 'owner',
  memberCount: 1,
  winterBreakWeek: 8,
  autumnBreakWeek: 40,
  priceArea: null,
  gridFeeOre: 0,
  addVat: true,
  fixedPriceOre: null,
  suggestedPriceArea: null,
  ownershipOffer: null,
};

export const createdFjellhytta: CreatedCabin = {
  id: 'c1',
  name: 'Fjellhytta',
  address: 'Fjellveien 1, 3550 Gol',
  accessCode: 'K7M2P9QX',
};

export const ownedSummary: CabinSummary = {
  id: 'c1',
  name: 'Fjellhytta',
  address: 'Fjellveien 1, 3550 Gol',
  role: 'owner',
  isOwner: true,
};

export const memberSummary: CabinSummary = {
  id: 'c2',
  name: 'Sjøhytta',
  address: null,
  role: 'member',
  isOwner: false,
};

/** Another member of Fjellhytta, with Fjellhytta as the current cabin. */
const inFjellhytta = (id: string, username: string, fullName: string): User => ({
  ...kariInFjellhytta,
  id,
  username,
  fullName,
  email: `${username}@example.no`,
  clerkId: id,
  isOwner: false,
});

export const ola = inFjellhytta('u2', 'ola', 'Ola Hansen');
export const per = inFjellhytta('u3', 'per', 'Per Berg');

export const memberOf = (user: User, role: CabinMember['role']): CabinMember => ({
  id: user.id,
  fullName: user.fullName,
  displayName: user.displayName,
  username: user.username,
  profilePicture: user.profilePicture,
  isOwner: role === 'owner',
  role,
});

/** Kari owns Fjellhytta; Ola is an admin and Per a member. */
export const fjellhyttaMembers: CabinMember[] = [
  memberOf(kariInFjellhytta, 'owner'),
  memberOf(ola, 'admin'),
  memberOf(per, 'member'),
];

/** Fjellhytta with its three members, as seen by a viewer with `role`. */
export const fjellhyttaAs = (role: Cabin['role']): Cabin => ({
  ...fjellhytta,
  // As the server answers: plain members never see the access code (issue #13).
  accessCode: role === 'member' ? null : fjellhytta.accessCode,
  role,
  memberCount: fjellhyttaMembers.length,
});

/**
 * The cabin reads (cabin, members, my cabins: Fjellhytta and Sjøhytta, no households and no
 * booking rules yet) for a viewer with `role`.
 */
export const cabinReads = (role: Cabin['role']): StubRoutes => ({
  'GET /api/cabin': json(200, fjellhyttaAs(role)),
  'GET /api/cabin/users': json(200, fjellhyttaMembers),
  // Every member but the owner may get a reset link here (none has an e-mail address or another cabin).
  'GET /api/cabin/members/reset-links':
    role === 'member'
      ? json(403, {
          message: 'Only the owner or an admin can make a reset link',
          code: 'owner_or_admin_only',
        })
      : json(200, {
          memberIds: fjellhyttaMembers.filter((member) => member.role !== 'owner').map((member) => member.id),
        }),
  'GET /api/households': json(200, { households: [] }),
  // No booking rules yet (issue #40): every rule off.
  'GET /api/cabin/booking-rules': json(200, NO_BOOKING_RULES),
  'GET /api/user/cabins': json(200, {
    cabins: [{ ...ownedSummary, role, isOwner: role === 'owner' }, memberSummary],
  }),
});
