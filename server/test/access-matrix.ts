import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildAppOptions } from '../app';
import type { Database } from '../db/client';
import { cabinMembers, cabins, rateLimits, users } from '../db/schema';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from './test-app';

// A route x caller matrix for cabin-scoped routes. Every cell starts from the same arranged
// state: cabin A with an owner, an admin, a member and a "target" member, and cabin B owned by
// the outsider. The outsider also passes A's id in the query and the body of every call; A must
// come out of their calls exactly as it went in, and no answer to them may carry A's secrets.

export type Actor = 'owner' | 'admin' | 'member' | 'outsider' | 'signedOut';
export const ACTORS: Actor[] = ['owner', 'admin', 'member', 'outsider', 'signedOut'];
export const CABIN_A = '0a0a0a0a-0000-4000-8000-00000000000a';
export const CABIN_B = '0b0b0b0b-0000-4000-8000-00000000000b';
export const CODE_A = 'AAAA2222';
export const CODE_B = 'BBBB3333';

export type People = Record<'owner' | 'admin' | 'member' | 'target' | 'invitee' | 'outsider', TestUser>;

export type MatrixRoute<Fixture> = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (people: People, fixture: Fixture) => string;
  body?: (people: People, fixture: Fixture) => Record<string, unknown>;
  expected: Record<Actor, number>;
  /** Joining with A's code is how anyone becomes a member: the code is the secret. */
  outsiderJoinsA?: boolean;
};

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

export function describeAccessMatrix<Fixture>(title: string, setup: MatrixSetup<Fixture>): void {
  let t: TestApp;
  let people: People;

  beforeAll(async () => {
    const now = setup.now;
    t = await createTestApp({ ...(now ? { now: () => now } : {}), ...setup.appOptions?.() });
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
      const body = route.body?.(people, fixture);
      const response = await injectAs(t.app, caller, {
        method: route.method,
        // A cabin id in the query or body never chooses the cabin.
        url: `${route.url(people, fixture)}?cabinId=${CABIN_A}`,
        ...(body ? { payload: { ...body, cabinId: CABIN_A } } : {}),
      });
      expect(response.statusCode, response.body).toBe(route.expected[actor]);
      if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
      if (actor === 'outsider' && !route.outsiderJoinsA) {
        expect(await setup.snapshotOfA(t.database.db)).toEqual(before);
        for (const secret of [CABIN_A, ...setup.secretsOfA(fixture)])
          expect(response.body).not.toContain(secret);
      }
      if (actor === 'signedOut') expect(await setup.snapshotOfA(t.database.db)).toEqual(before);
    });
  });
}
