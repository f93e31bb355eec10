import type { Cabin, CabinSummary, CreatedCabin } from '@shared/schemas/cabins';
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
