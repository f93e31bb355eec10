import fc from 'fast-check';
import type { FastifyServerOptions, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createCabinAs, joinAs } from '../test/cabin-fixtures';
import { type DatabaseSnapshot, snapshotDatabase } from '../test/db-snapshot';
import { jsonBody, pathSegment, queryString } from '../test/fuzz-inputs';
import { dataUrl, png } from '../test/images';
import { LEAK_PATTERN } from '../test/leaks';
import { callAs, createTestApp, injectAs, signUp } from '../test/test-app';

// Every route the app registers, fuzzed with hostile input as a signed-in member of a cabin with
// data and as nobody: the answer is 2xx or 4xx with a `{message}`, never a 5xx or a leak, and a
// refused request changes no data. The routes come from Fastify's onRoute hook, so a new route
// is fuzzed without anyone adding it here.

const registered = vi.hoisted(() => [] as { method: HTTPMethods; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const withRouteLog = ((options?: FastifyServerOptions) => {
    const app = original.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: withRouteLog };
});

const t = await createTestApp();
const member = await signUp(t.app, { fullName: 'Fuzz Eier' });
const other = await signUp(t.app, { fullName: 'Fuzz Medlem' });
const cabin = await createCabinAs(t.app, member, 'Fuzzhytta');
await joinAs(t.app, other, cabin.accessCode);
const booking = await callAs(
  t.app,
  member,
  'POST',
  '/api/bookings',
  {
    startDate: '2099-07-01',
    endDate: '2099-07-08',
  },
  201,
);
const pending = await callAs(
  t.app,
  other,
  'POST',
  '/api/bookings',
  {
    startDate: '2099-08-01',
    endDate: '2099-08-03',
  },
  201,
);
const visit = await callAs(
  t.app,
  member,
  'POST',
  '/api/visits',
  {
    visitorName: 'Gjest',
    startDate: '2020-01-01',
    endDate: '2020-01-03',
  },
  201,
);
const item = await callAs(t.app, member, 'POST', '/api/shopping-items', { name: 'Melk' }, 201);
const task = await callAs(t.app, member, 'POST', '/api/tasks', { title: 'Bær ved' }, 201);
await callAs(t.app, member, 'PATCH', '/api/user/profile', { profilePicture: dataUrl(png()) });
await callAs(t.app, member, 'GET', `/api/calendar/${cabin.id}/subscription`);
const [notification] = await callAs(t.app, member, 'GET', '/api/notifications');
const snapshot: DatabaseSnapshot = await snapshotDatabase(t.database.db);
const baseline = await snapshot.checksum();

afterAll(async () => {
  await t.close();
});

const REAL_IDS = [
  cabin.id,
  member.id,
  other.id,
  booking.id,
  pending.id,
  visit.id,
  item.id,
  task.id,
  notification?.id ?? cabin.id,
];
const EXTRA_VALUES = [...REAL_IDS, cabin.accessCode, member.username, other.username, member.password];

/** Better Auth's calls under its wildcard mount, and a few it does not have. */
const IDENTITY_PATHS = [
  'sign-up/email',
  'sign-in/email',
  'sign-in/username',
  'sign-out',
  'get-session',
  'change-password',
  'update-user',
  'change-email',
  'delete-user',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'request-password-reset',
  'reset-password',
  'is-username-available',
  'list-accounts',
  'passkey/generate-register-options',
  'passkey/verify-registration',
  'passkey/generate-authenticate-options',
  'passkey/verify-authentication',
  'passkey/list-user-passkeys',
  'passkey/update-passkey',
  'passkey/delete-passkey',
  'ok',
  'error',
];

const routes = [
  ...new Map(
    registered
      // HEAD is Fastify's copy of each GET. The live connection (/ws) is an upgrade on the raw
      // server, not a route; its own tests (server/live) cover its refusals.
      .filter(({ method, url }) => method !== 'HEAD' && !url.startsWith('/ws'))
      .map((route) => [`${route.method} ${route.url}`, route]),
  ).values(),
];

type FuzzRequest = { path: string; query: string; body: string | null; contentType: string };

function requestArbitrary(method: HTTPMethods, url: string): fc.Arbitrary<FuzzRequest> {
  const segments = url
    .split('/')
    .map((segment) =>
      segment === '*'
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...IDENTITY_PATHS) }, pathSegment(REAL_IDS))
        : segment.startsWith(':')
          ? pathSegment(REAL_IDS)
          : fc.constant(segment),
    );
  const hasBody = method !== 'GET';
  return fc.record({
    path: fc.tuple(...segments).map((parts) => parts.join('/')),
    query: queryString(REAL_IDS),
    body: hasBody ? fc.option(jsonBody(EXTRA_VALUES), { nil: null, freq: 6 }) : fc.constant(null),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
    ),
  });
}

const describeRequest = (method: HTTPMethods, request: FuzzRequest, response: LightMyRequestResponse) =>
  `${method} ${request.path}${request.query.slice(0, 200)} ${request.contentType} ${
    request.body?.slice(0, 300) ?? '(no body)'
  } -> ${response.statusCode} ${response.body.slice(0, 500)}`;

async function checkAnswer(method: HTTPMethods, request: FuzzRequest, signedIn: boolean): Promise<void> {
  const response = await injectAs(t.app, signedIn ? member : null, {
    method,
    url: `${request.path}${request.query}`,
    ...(request.body === null
      ? {}
      : { payload: request.body, headers: { 'content-type': request.contentType } }),
  });
  const said = describeRequest(method, request, response);
  expect(response.statusCode, said).toBeLessThan(500);
  expect(response.statusCode, said).toBeGreaterThanOrEqual(200);
  const after = await snapshot.checksum();
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], said).toMatch(/^application\/json/);
    expect(response.json(), said).toMatchObject({ message: expect.any(String) });
    expect(response.body, said).not.toMatch(LEAK_PATTERN);
    expect(after, `a refused request changed data: ${said}`).toEqual(baseline);
  } else {
    // An accepted write (a random id that was real, a body that happened to be valid): put the
    // changed tables, the member's session among them, back for the next run.
    const changed = Object.keys(baseline).filter((table) => after[table] !== baseline[table]);
    if (changed.length > 0) await snapshot.restore(changed);
  }
  expect(Object.keys(Object.prototype), said).toEqual([]);
  expect(({} as Record<string, unknown>).polluted, said).toBeUndefined();
}

/**
 * Runs per route and caller, chosen so the file stays cheap in CI; `FUZZ_RUNS=100` digs deeper by
 * hand (the seeds stay fixed, so a failure found that way reproduces).
 */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 10);

describe('every route, fuzzed', () => {
  it('found the app routes through the onRoute hook', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/identity/*' });
  });

  const cases = routes.flatMap((route, index) =>
    [true, false].map((signedIn) => ({ ...route, signedIn, seed: 1100 + index * 2 + (signedIn ? 1 : 0) })),
  );
  it.each(cases)(
    '$method $url (signed in: $signedIn)',
    async ({ method, url, signedIn, seed }) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(method, url), (request) => checkAnswer(method, request, signedIn)),
        { seed, numRuns: NUM_RUNS, endOnFailure: true },
      );
      // A deeper run by hand takes longer per route (an accepted write is undone after each run).
    },
    Math.max(30_000, NUM_RUNS * 1_500),
  );
});
