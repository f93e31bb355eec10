import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs } from '../test/cabin-fixtures';
import { type DatabaseSnapshot, snapshotDatabase } from '../test/db-snapshot';
import { callAs, createTestApp, signUp, TEST_ORIGIN, type TestApp, type TestUser } from '../test/test-app';

// Cross-site request forgery: a page elsewhere can make the browser send a state-changing
// request with the session cookie. Whatever it claims, the request is refused with 403 and
// changes nothing, on the app's routes and on the identity provider's alike.

let t: TestApp;
let kari: TestUser;
let snapshot: DatabaseSnapshot;
let ids: { item: string; visit: string };

beforeAll(async () => {
  t = await createTestApp();
  kari = await signUp(t.app, { fullName: 'Kari Nordmann' });
  await createCabinAs(t.app, kari, 'Fjellstua');
  const item = await callAs(t.app, kari, 'POST', '/api/shopping-items', { name: 'Kaffe' }, 201);
  const visit = await callAs(
    t.app,
    kari,
    'POST',
    '/api/visits',
    { visitorName: 'Ola', startDate: '2024-01-01', endDate: '2024-01-03' },
    201,
  );
  ids = { item: item.id, visit: visit.id };
  snapshot = await snapshotDatabase(t.database.db);
});
afterAll(async () => {
  await t.close();
});

type Call = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: () => string; payload?: () => object };

/** One call per unsafe method on the app's routes, and the identity provider's writes. */
const CALLS: Record<string, Call> = {
  'POST an app route': { method: 'POST', url: () => '/api/shopping-items', payload: () => ({ name: 'Ost' }) },
  'PUT an app route': {
    method: 'PUT',
    url: () => `/api/shopping-items/${ids.item}`,
    payload: () => ({ status: 'completed' }),
  },
  'PATCH an app route': { method: 'PATCH', url: () => '/api/cabin', payload: () => ({ name: 'Kapret' }) },
  'DELETE an app route': { method: 'DELETE', url: () => `/api/visits/${ids.visit}` },
  'sign out through the app': { method: 'POST', url: () => '/api/auth/logout' },
  'change the name through the identity provider': {
    method: 'POST',
    url: () => '/api/identity/update-user',
    payload: () => ({ name: 'Kapret Navn' }),
  },
  'change the password through the identity provider': {
    method: 'POST',
    url: () => '/api/identity/change-password',
    payload: () => ({ currentPassword: kari.password, newPassword: 'stolen-password-123' }),
  },
  'sign out through the identity provider': {
    method: 'POST',
    url: () => '/api/identity/sign-out',
    payload: () => ({}),
  },
};

/** How a forged request can look: the headers a browser sends for it. */
const FORGERIES: Record<string, Record<string, string>> = {
  'a foreign Origin': { origin: 'https://evil.example' },
  'a look-alike Origin': { origin: `${TEST_ORIGIN}.evil.example` },
  'Origin: null (sandboxed frame, data: page)': { origin: 'null' },
  'a foreign Referer and no Origin': { origin: '', referer: 'https://evil.example/attack.html' },
  'a Referer that is not a URL and no Origin': { origin: '', referer: 'not a url' },
  'no Origin, marked cross-site by the browser': { origin: '', 'sec-fetch-site': 'cross-site' },
};

/** Sends a call with the session cookie and the given headers (an empty value: not sent). */
const send = (call: Call, headers: Record<string, string>) =>
  t.app.inject({
    method: call.method,
    url: call.url(),
    ...(call.payload ? { payload: call.payload() } : {}),
    headers: {
      cookie: kari.cookie,
      ...Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== '')),
    },
  });

describe('a forged cross-site request with the session cookie', () => {
  const cells = Object.keys(CALLS).flatMap((call) =>
    Object.keys(FORGERIES).map((forgery) => ({ call, forgery })),
  );
  it.each(cells)('$call with $forgery is refused and changes nothing', async ({ call, forgery }) => {
    const before = await snapshot.checksum();
    const response = await send(CALLS[call] as Call, FORGERIES[forgery] ?? {});
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-origin request refused' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await snapshot.checksum()).toEqual(before);
  });
});

describe('the same requests from our own page', () => {
  it.each([
    ['with our Origin', { origin: TEST_ORIGIN }],
    ['with our Referer and no Origin', { origin: '', referer: `${TEST_ORIGIN}/settings` }],
  ])('pass %s', async (_, headers) => {
    const statuses: Record<string, number> = {};
    // Signing out last, so every other call still has its session.
    for (const name of Object.keys(CALLS).sort(
      (a, b) => Number(a.includes('sign out')) - Number(b.includes('sign out')),
    )) {
      const response = await send(CALLS[name] as Call, headers);
      statuses[name] = response.statusCode;
    }
    expect(statuses).toEqual({
      'POST an app route': 201,
      'PUT an app route': 200,
      'PATCH an app route': 200,
      'DELETE an app route': 200,
      'sign out through the app': 200,
      'change the name through the identity provider': 200,
      'change the password through the identity provider': 200,
      'sign out through the identity provider': 200,
    });
    await snapshot.restore();
  });
});
