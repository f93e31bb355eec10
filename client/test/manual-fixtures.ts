import type { User } from '@shared/schemas/auth';
import type { Cabin } from '@shared/schemas/cabins';
import {
  EMPTY_MANUAL_FACTS,
  type Manual,
  type ManualFacts,
  type ManualSection,
} from '@shared/schemas/manual';
import { cabinReads, kariInFjellhytta, ola, per } from './cabin-fixtures';
import { json, type StubRoutes } from './fetch-stub';

// Fjellhytta's house manual (issue #15) for the component tests: key facts and three sections.

export const fjellhyttaFacts: ManualFacts = {
  wifiName: 'Fjellhytta;5G',
  wifiPassword: 'blåbær:123',
  doorCode: '4711',
  address: 'Fjellveien 1, 3550 Gol',
  directions: 'Ta av ved Shell-stasjonen.\nBom ved parkeringen.',
  emergency: 'Nødnummer: 113\nLegevakt Gol: 116 117',
  contacts: [
    { name: 'Nils Nabo', role: 'Nabo', phone: '+47 912 34 567' },
    { name: 'Brøyte-Bjørn', role: '', phone: '' },
  ],
};

export const sectionOf = (id: string, title: string, body: string, extra: Partial<ManualSection> = {}) =>
  ({
    id,
    title,
    body,
    position: 0,
    updatedAt: '2026-12-07T12:00:00.000Z',
    updatedBy: 'Kari Nordmann',
    ...extra,
  }) satisfies ManualSection;

export const arrival = sectionOf('arrival', 'Arrival', '- Where the **key** is\n- The main power switch\n');
export const water = sectionOf(
  'water',
  'Water',
  'Turn the *stopcock* on. See [the pump manual](https://example.com/pump) or [call us](tel:+4712345678).',
  { updatedBy: null, updatedAt: '2026-12-10T11:00:00.000Z' },
);
export const departure = sectionOf('departure', 'Departure', '1. Empty the fridge\n2. Lock up\n');

export const fjellhyttaManual: Manual = { facts: fjellhyttaFacts, sections: [arrival, water, departure] };
export const emptyManual: Manual = { facts: EMPTY_MANUAL_FACTS, sections: [] };

/** Who reads the manual in the tests, and their role in Fjellhytta. */
export const readers: Record<Cabin['role'], User> = { owner: kariInFjellhytta, admin: ola, member: per };

/** The cabin reads as `role` and GET /api/manual answering `state.manual` (which routes may change). */
export function manualRoutes(
  role: Cabin['role'],
  state: { manual: Manual },
  extra: StubRoutes = {},
): StubRoutes {
  return {
    ...cabinReads(role),
    'GET /api/manual': () => json(200, state.manual),
    ...extra,
  };
}
