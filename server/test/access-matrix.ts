import { eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { BuildAppOptions } from '../app';
import type { Database } from '../db/client';
import { cabinMembers, cabins, rateLimits, users } from '../db/schema';
import { declaredIdentityAnswer } from '../http/identity-openapi';
import { type MultipartFile, multipartBody } from './multipart';
import { createTestApp, injectAs, signIn, signUp, type TestApp, type TestUser } from './test-app';

// A route x caller matrix for every API route. Every cell starts from the same arranged state:
// cabin A with an owner, an admin, a member and a "target" member, and cabin B owned by the
// outsider. The outsider also passes A's id in the query and the body of every call; A must come
// out of their calls exactly as it went in, and no answer to them may carry A's secrets. The route
// tables live in server/test/matrix/, where route-coverage.test.ts checks them against the OpenAPI document.

export type Actor = 'owner' | 'admin' | 'member' | 'outsider' | 'signedOut';
export const ACTORS: Actor[] = ['owner', 'admin', 'member', 'outsider', 'signedOut'];
export const CABIN_A = '0a0a0a0a-0000-4000-8000-00000000000a';
export const CABIN_B = '0b0b0b0b-0000-4000-8000-00000000000b';
export const CODE_A = 'AAAA2222';
export const CODE_B = 'BBBB3333';

/** Every signed-in caller gets `status` (cabin calls act on their own current cabin). */
export const everyone = (status: number): Record<Actor, number> => ({
  owner: status,
  admin: status,
  member: status,
  outsider: status,
  signedOut: 401,
});
/** A's members get `status`; the outsider is told A's row does not exist. */
export const membersOfA = (status: number): Record<Actor, number> => ({ ...everyone(status), outsider: 404 });

export type People = Record<'owner' | 'admin' | 'member' | 'target' | 'invitee' | 'outsider', TestUser>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A call as the OpenAPI document names it, e.g. `PATCH /api/cabin/members/{id}`. */
export type RouteName = `${HttpMethod} /${string}`;

/** Who makes the call: the actor's user, or null when signed out. */
export type Caller = TestUser | null;

export type MatrixRoute<Fixture> = {
  /** The README route this row covers; the coverage test matches rows to README by it. */
  route: RouteName;
  /** What the call does, for the test's name. */
  name: string;
  url: (people: People, fixture: Fixture, caller: Caller) => string;
  body?: (people: People, fixture: Fixture, caller: Caller) => Record<string, unknown>;
  /** A multipart upload instead of a JSON body (the photo upload); A's id rides along as a field. */
  upload?: () => MultipartFile;
  expected: Record<Actor, number>;
  /** Joining with A's code is how anyone becomes a member: the code is the secret. */
  outsiderJoinsA?: boolean;
  /** The outsider holds an invitation to A, so the answer may name A (but nothing more of it). */
  outsiderInvitedToA?: boolean;
  /**
   * `none`: the call carries no session cookie whoever makes it (the calendar feed, whose token
   * decides). `fresh`: the actor signs in anew and the call uses that session, so a call that
   * ends its session (sign-out, logout) leaves the actor's usual session to the other cells.
   */
  session?: 'none' | 'fresh';
};

/** The method and a matcher for the concrete paths of a route name (`{id}` is one segment). */
export function parseRouteName(route: RouteName): { method: HttpMethod; pattern: RegExp } {
  const [method, path = ''] = route.split(' ') as [HttpMethod, string];
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/?]+');
  return { method, pattern: new RegExp(`^${escaped}$`) };
}

export type MatrixSetup<Fixture> = {
  routes: MatrixRoute<Fixture>[];
  now?: Date;
  /** More app options, read when the app is built (after the file's own beforeAll hooks ran). */
  appOptions?: () => Partial<BuildAppOptions>;
  /** Adds the feature's rows to the arranged cabins; returns what the routes refer to. */
  arrangeMore: (db: Database, people: People) => Promise<Fixture>;
  /** Everything of cabin A the outsider must not change. */
  snapshotOfA: (db: Database) => Promise<unknown>;
  /** Strings of cabin A no answer to the outsider may contain. */
  secretsOfA: (fixture: Fixture) => string[];
};

async function arrangeCabins(db: Database, people: People): Promise<void> {
  await db.update(users).set({ currentCabinId: null });
  await db.delete(cabins);
  await db.delete(rateLimits).where(like(rateLimits.id, 'hytta:%'));
  await db.insert(cabins).values([
    { id: CABIN_A, name: 'Hytte A', accessCode: CODE_A },
    { id: CABIN_B, name: 'Hytte B', accessCode: CODE_B },
  ]);
  await db.insert(cabinMembers).values([
    { cabinId: CABIN_A, userId: people.owner.id, role: 'owner' },
    { cabinId: CABIN_A, userId: people.admin.id, role: 'admin' },
    { cabinId: CABIN_A, userId: people.member.id, role: 'member' },
    { cabinId: CABIN_A, userId: people.target.id, role: 'member' },
    { cabinId: CABIN_B, userId: people.outsider.id, role: 'owner' },
  ]);
  for (const name of ['owner', 'admin', 'member', 'target'] as const) {
    await db.update(users).set({ currentCabinId: CABIN_A }).where(eq(users.id, people[name].id));
  }
  await db.update(users).set({ currentCabinId: CABIN_B }).where(eq(users.id, people.outsider.id));
}

/** Each registered route's declared answers by status (`200`, `4xx`), as zod schemas. */
type DeclaredAnswers = Map<string, Record<string, ZodType>>;

/**
 * The contract is checked, not trusted (issue #17): every answer the matrix receives must match
 * the schema its route declares for that status (or its range), success and refusal alike.
 */
function expectDeclaredAnswer(declared: DeclaredAnswers, route: RouteName, response: LightMyRequestResponse) {
  const answers = declared.get(route);
  expect(answers, `${route} declares no answers`).toBeDefined();
  const status = String(response.statusCode);
  const schema = answers?.[status] ?? answers?.[`${status[0]}xx`];
  expect(schema, `${route} does not declare a ${status} answer`).toBeDefined();
  const type = String(response.headers['content-type'] ?? '');
  if (!schema || !type.startsWith('application/json')) return;
  const checked = schema.safeParse(response.json());
  expect(checked.success, `${route} ${status} answer breaks its schema: ${checked.error?.message}`).toBe(
    true,
  );
}

/** An identity call's success is exactly what the OpenAPI document declares: no more, no less. */
function expectDocumentedIdentityAnswer(route: RouteName, response: LightMyRequestResponse) {
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode >= 300 || !type.startsWith('application/json')) return;
  const { method } = parseRouteName(route);
  const call = route.slice(route.indexOf('/api/identity') + '/api/identity'.length);
  const schema = declaredIdentityAnswer(method, call);
  expect(schema, `${route} has no documented answer`).toBeTruthy();
  const body: unknown = response.json();
  const checked = schema?.safeParse(body);
  expect(checked?.success, `${route} answer breaks its schema: ${checked?.error?.message}`).toBe(true);
  expect(checked?.data, `${route} answers more than its schema`).toEqual(body);
}

export function describeAccessMatrix<Fixture>(title: string, setup: MatrixSetup<Fixture>): void {
  let t: TestApp;
  let people: People;
  const declared: DeclaredAnswers = new Map();

  beforeAll(async () => {
    const now = setup.now;
    const options = setup.appOptions?.() ?? {};
    t = await createTestApp({
      ...(now ? { now: () => now } : {}),
      ...options,
      onRoute: (route) => {
        options.onRoute?.(route);
        const answers = (route.schema as { response?: Record<string, ZodType> } | undefined)?.response;
        if (!answers) return;
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        for (const method of methods) declared.set(`${method} ${path}`, answers);
      },
    });
    const names = ['owner', 'admin', 'member', 'target', 'invitee', 'outsider'] as const;
    const signedUp: Partial<People> = {};
    for (const name of names) signedUp[name] = await signUp(t.app, { fullName: `Matrise ${name}` });
    people = signedUp as People;
  });
  afterAll(async () => {
    await t.close();
  });

  const cells = setup.routes.flatMap((route) => ACTORS.map((actor) => ({ route, actor })));
  describe(title, () => {
    it.each(cells)('$route.name as $actor', async ({ route, actor }) => {
      await arrangeCabins(t.database.db, people);
      const fixture = await setup.arrangeMore(t.database.db, people);
      const before = await setup.snapshotOfA(t.database.db);
      const caller = actor === 'signedOut' ? null : people[actor];
      const url = route.url(people, fixture, caller);
      const { method, pattern } = parseRouteName(route.route);
      // A row calls the route it claims to cover, or the coverage test would be fooled.
      expect(url.split('?')[0], `${route.name} is not ${route.route}`).toMatch(pattern);
      const body = route.body?.(people, fixture, caller);
      const session =
        route.session === 'none' || !caller
          ? null
          : route.session === 'fresh'
            ? await signIn(t.app, caller)
            : caller;
      const upload = route.upload ? multipartBody(route.upload(), { cabinId: CABIN_A }) : null;
      const response = await injectAs(t.app, session, {
        method,
        // A cabin id in the query or body never chooses the cabin.
        url: `${url}${url.includes('?') ? '&' : '?'}cabinId=${CABIN_A}`,
        ...(body ? { payload: { ...body, cabinId: CABIN_A } } : {}),
        ...(upload ?? {}),
      });
      expect(response.statusCode, response.body).toBe(route.expected[actor]);
      if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
      // Better Auth's calls are documented by hand (server/http/identity-openapi.ts): their
      // answers are held to that document, to the letter (issue #36).
      if (route.route.includes('/api/identity/')) expectDocumentedIdentityAnswer(route.route, response);
      else expectDeclaredAnswer(declared, route.route, response);
      if (actor === 'outsider' && !route.outsiderJoinsA) {
        expect(await setup.snapshotOfA(t.database.db)).toEqual(before);
        const secrets = [...(route.outsiderInvitedToA ? [] : [CABIN_A]), ...setup.secretsOfA(fixture)];
        for (const secret of secrets) expect(response.body).not.toContain(secret);
      }
      if (actor === 'signedOut') expect(await setup.snapshotOfA(t.database.db)).toEqual(before);
    });

    // Issue #36, item 12: the session is checked before the body is, so a signed-out caller gets
    // 401 whatever they send, and learns nothing of a call's schema from a 400.
    const signedOutWrites = setup.routes.filter(
      (route) =>
        route.expected.signedOut === 401 &&
        // A call that refuses everyone with 401 (a wrong password) is not a signed-in call.
        ACTORS.some((actor) => route.expected[actor] !== 401) &&
        parseRouteName(route.route).method !== 'GET',
    );
    it.each(signedOutWrites)('$name signed out with an invalid body: 401', async (route) => {
      await arrangeCabins(t.database.db, people);
      const fixture = await setup.arrangeMore(t.database.db, people);
      const before = await setup.snapshotOfA(t.database.db);
      const { method } = parseRouteName(route.route);
      const response = await injectAs(t.app, null, {
        method,
        url: route.url(people, fixture, null),
        // No call of the API takes a list of numbers for its body.
        payload: INVALID_BODY,
      });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'not_signed_in' });
      expect(await setup.snapshotOfA(t.database.db)).toEqual(before);
    });
  });
}

/** A JSON body no call takes. */
const INVALID_BODY = [1, 2, 3];
