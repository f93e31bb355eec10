import type { User } from '@shared/schemas/auth';
import type { Cabin, CabinMember, CabinSummary } from '@shared/schemas/cabins';
import type { Mock } from 'vitest';

// Test helpers for the settings page: a small fake of the cabin and profile calls, answering
// through the global `fetch` mock each test file installs (vi.hoisted, as Better Auth keeps the
// fetch it finds at import), and people and cabins to answer with.

export type Call = { method: string; path: string; body: unknown };
type Answer = { status: number; body?: unknown };
export type Routes = Record<string, Answer | ((call: Call) => Answer)>;

const json = ({ status, body }: Answer) =>
  body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Makes `fetchMock` answer the routes ("METHOD /path"); anything else is a 404. Returns every
 * call made, with its parsed JSON body.
 */
export function serve(fetchMock: Mock<typeof fetch>, routes: Routes): Call[] {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (!route) return json({ status: 404, body: { message: 'Not found' } });
    return json(typeof route === 'function' ? route(call) : route);
  });
  return calls;
}

/** The calls other than reads. */
export const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

export const CABIN_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_CABIN_ID = '22222222-2222-4222-8222-222222222222';

export const person = (id: string, username: string, fullName: string): User => ({
  id,
  username,
  fullName,
  displayName: null,
  email: `${username}@example.no`,
  profilePicture: null,
  clerkId: id,
  isOwner: false,
  currentCabinId: CABIN_ID,
});

export const kari = { ...person('u1', 'kari', 'Kari Nordmann'), isOwner: true };
export const ola = person('u2', 'ola', 'Ola Hansen');
export const per = person('u3', 'per', 'Per Berg');

export const member = (user: User, role: CabinMember['role']): CabinMember => ({
  id: user.id,
  fullName: user.fullName,
  displayName: user.displayName,
  username: user.username,
  profilePicture: user.profilePicture,
  isOwner: role === 'owner',
  role,
});

/** Kari owns Fjellhytta; Ola is an admin and Per a member. */
export const members: CabinMember[] = [member(kari, 'owner'), member(ola, 'admin'), member(per, 'member')];

export const cabinAs = (role: Cabin['role']): Cabin => ({
  id: CABIN_ID,
  name: 'Fjellhytta',
  address: 'Fjellveien 1, 3580 Geilo',
  accessCode: 'K7M2X9QP',
  ownerId: kari.id,
  ownerUsername: kari.username,
  role,
  memberCount: members.length,
});

export const cabinsOf = (role: Cabin['role']): CabinSummary[] => [
  { id: CABIN_ID, name: 'Fjellhytta', address: 'Fjellveien 1, 3580 Geilo', role, isOwner: role === 'owner' },
  { id: OTHER_CABIN_ID, name: 'Sjøbua', address: null, role: 'member', isOwner: false },
];

/** The reads of the settings page for a viewer with `role` in Fjellhytta. */
export function cabinRoutes(role: Cabin['role']): Routes {
  return {
    'GET /api/cabin': { status: 200, body: cabinAs(role) },
    'GET /api/cabin/users': { status: 200, body: members },
    'GET /api/user/cabins': { status: 200, body: { cabins: cabinsOf(role) } },
  };
}
