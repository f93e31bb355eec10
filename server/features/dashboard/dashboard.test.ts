import { ACTIVITY_FEED_LIMIT } from '@shared/constants';
import { type Activity, activitySchema, statsSchema } from '@shared/schemas/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cabinMembers, shoppingItems, users, visits } from '../../db/schema';
import { createCabinAs } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// 23:30 UTC on 20 December is already 21 December in Oslo: "today" is the cabin's date.
const NOW = new Date('2026-12-20T23:30:00Z');
const TODAY = '2026-12-21';

let t: TestApp;
let kari: TestUser;
let ola: TestUser;
let per: TestUser;
let nobody: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  kari = await signUp(t.app, { fullName: 'Kari Nordmann' });
  ola = await signUp(t.app, { fullName: 'Ola Nordmann' });
  per = await signUp(t.app, { fullName: 'Per Hansen' });
  nobody = await signUp(t.app, { fullName: 'Nina Uten Hytte' });
});
afterAll(async () => {
  await t.close();
});

/** A new cabin owned by `owner` with `members` added (directly: joining is rate limited), current for all. */
async function cabinWith(owner: TestUser, members: TestUser[] = [], name = 'Fjellhytta'): Promise<string> {
  const { id } = await createCabinAs(t.app, owner, name);
  for (const member of members) {
    await t.database.db.insert(cabinMembers).values({ cabinId: id, userId: member.id, role: 'member' });
    await t.database.db.update(users).set({ currentCabinId: id }).where(eq(users.id, member.id));
  }
  return id;
}

async function switchTo(user: TestUser, cabinId: string): Promise<void> {
  const response = await injectAs(t.app, user, {
    method: 'POST',
    url: '/api/user/switch-cabin',
    payload: { cabinId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function activity(user: TestUser | null, language?: string): Promise<Activity[]> {
  const response = await injectAs(t.app, user, {
    method: 'GET',
    url: '/api/dashboard/activity',
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return activitySchema.array().parse(response.json());
}

async function stats(user: TestUser) {
  const response = await injectAs(t.app, user, { method: 'GET', url: '/api/dashboard/stats' });
  expect(response.statusCode, response.body).toBe(200);
  return statsSchema.parse(response.json());
}

const at = (minutes: number) => new Date(Date.parse('2026-12-01T08:00:00Z') + minutes * 60_000);

describe('GET /api/dashboard/activity', () => {
  it('shows a logged visit, an added and a ticked item and a requested stay, newest first', async () => {
    const cabinId = await cabinWith(kari, [ola]);
    const visit = await injectAs(t.app, kari, {
      method: 'POST',
      url: '/api/visits',
      payload: { visitorName: 'Familien Nordmann', startDate: '2026-12-12', endDate: '2026-12-15' },
    });
    expect(visit.statusCode, visit.body).toBe(201);
    const item = await injectAs(t.app, ola, {
      method: 'POST',
      url: '/api/shopping-items',
      payload: { name: 'Kaffe' },
    });
    expect(item.statusCode, item.body).toBe(201);
    const ticked = await injectAs(t.app, kari, {
      method: 'PUT',
      url: `/api/shopping-items/${item.json().id}`,
      payload: { status: 'completed' },
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const booking = await injectAs(t.app, ola, {
      method: 'POST',
      url: '/api/bookings',
      payload: { startDate: '2027-01-02', endDate: '2027-01-05', adults: 2, children: 0, notes: '' },
    });
    expect(booking.statusCode, booking.body).toBe(201);

    const feed = await activity(ola, 'en');
    expect(feed.map(({ id, type, message, userName }) => ({ id, type, message, userName }))).toEqual([
      {
        id: `booking:${booking.json().id}`,
        type: 'booking',
        message: 'requested a stay 2 Jan 2027 – 5 Jan 2027',
        userName: 'Ola Nordmann',
      },
      {
        id: `item-completed:${item.json().id}`,
        type: 'shopping',
        message: 'ticked off “Kaffe” on the shopping list',
        userName: 'Kari Nordmann',
      },
      {
        id: `item-added:${item.json().id}`,
        type: 'shopping',
        message: 'added “Kaffe” to the shopping list',
        userName: 'Ola Nordmann',
      },
      {
        id: `visit:${visit.json().id}`,
        type: 'visit',
        message: 'logged a visit 12 Dec 2026 – 15 Dec 2026',
        userName: 'Kari Nordmann',
      },
    ]);
    // The timestamps are the rows' own: creation, or ticking for a bought item.
    const [stored] = await t.database.db
      .select()
      .from(shoppingItems)
      .where(eq(shoppingItems.cabinId, cabinId));
    expect(feed[1]?.timestamp).toBe(stored?.completedAt?.toISOString());
    expect(feed[2]?.timestamp).toBe(stored?.createdAt.toISOString());
    const times = feed.map((entry) => Date.parse(entry.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The same entries keep the same ids on every read.
    expect((await activity(kari, 'en')).map((entry) => entry.id)).toEqual(feed.map((entry) => entry.id));
  });

  it('speaks the language of Accept-Language, Norwegian by default', async () => {
    const cabinId = await cabinWith(kari, [ola]);
    const [visit] = await t.database.db
      .insert(visits)
      .values({
        cabinId,
        userId: kari.id,
        visitorName: 'Kari',
        startDate: '2026-12-12',
        endDate: '2026-12-15',
        createdAt: at(0),
      })
      .returning({ id: visits.id });
    await t.database.db
      .insert(shoppingItems)
      .values([{ cabinId, name: 'Ved', addedByUserId: ola.id, createdAt: at(1) }]);
    const [item] = await t.database.db
      .insert(shoppingItems)
      .values({
        cabinId,
        name: 'Melk',
        status: 'completed',
        addedByUserId: ola.id,
        completedByUserId: kari.id,
        createdAt: at(2),
        completedAt: at(3),
      })
      .returning({ id: shoppingItems.id });
    await t.database.db.insert(bookings).values({
      cabinId,
      userId: ola.id,
      startDate: '2027-01-02',
      endDate: '2027-01-05',
      createdAt: at(4),
    });

    const norwegian = [
      'ba om et opphold 2. jan. 2027 – 5. jan. 2027',
      'krysset av «Melk» på handlelisten',
      'la til «Melk» på handlelisten',
      'la til «Ved» på handlelisten',
      'logget et besøk 12. des. 2026 – 15. des. 2026',
    ];
    const english = [
      'requested a stay 2 Jan 2027 – 5 Jan 2027',
      'ticked off “Melk” on the shopping list',
      'added “Melk” to the shopping list',
      'added “Ved” to the shopping list',
      'logged a visit 12 Dec 2026 – 15 Dec 2026',
    ];
    expect((await activity(kari, 'no')).map((entry) => entry.message)).toEqual(norwegian);
    expect((await activity(kari, 'nb-NO,nb;q=0.9')).map((entry) => entry.message)).toEqual(norwegian);
    expect((await activity(kari)).map((entry) => entry.message)).toEqual(norwegian);
    expect((await activity(kari, 'en-GB,en;q=0.9')).map((entry) => entry.message)).toEqual(english);
    const feed = await activity(kari, 'en');
    expect(feed.map((entry) => entry.id)).toContain(`visit:${visit?.id}`);
    expect(feed.map((entry) => entry.id)).toContain(`item-completed:${item?.id}`);
    expect(feed.map((entry) => entry.timestamp)).toEqual(
      [4, 3, 2, 1, 0].map((minutes) => at(minutes).toISOString()),
    );
  });

  it('names someone whose account is gone "Former member" / "Tidligere medlem"', async () => {
    const gone = await signUp(t.app, { fullName: 'Gunnar Borte' });
    const cabinId = await cabinWith(kari, [gone]);
    await t.database.db.insert(visits).values({
      cabinId,
      userId: gone.id,
      visitorName: 'Gunnar',
      startDate: '2026-11-01',
      endDate: '2026-11-02',
      createdAt: at(0),
    });
    await t.database.db
      .insert(shoppingItems)
      .values({ cabinId, name: 'Ved', addedByUserId: gone.id, createdAt: at(1) });
    await t.database.db.insert(shoppingItems).values({
      cabinId,
      name: 'Salt',
      status: 'completed',
      addedByUserId: kari.id,
      completedByUserId: gone.id,
      createdAt: at(2),
      completedAt: at(3),
    });
    await t.database.db.delete(users).where(eq(users.id, gone.id));

    expect((await activity(kari, 'en')).map((entry) => [entry.message, entry.userName])).toEqual([
      ['ticked off “Salt” on the shopping list', 'Former member'],
      ['added “Salt” to the shopping list', 'Kari Nordmann'],
      ['added “Ved” to the shopping list', 'Former member'],
      ['logged a visit 1 Nov 2026 – 2 Nov 2026', 'Former member'],
    ]);
    expect((await activity(kari, 'no')).map((entry) => entry.userName)).toEqual([
      'Tidligere medlem',
      'Kari Nordmann',
      'Tidligere medlem',
      'Tidligere medlem',
    ]);
  });

  it(`answers at most ${ACTIVITY_FEED_LIMIT} entries, the newest of all kinds`, async () => {
    const cabinId = await cabinWith(kari, [ola]);
    // 4 x 8 rows of every kind at interleaved times; only the newest 20 of the 32 come back.
    const expected: { id: string; minutes: number }[] = [];
    for (let round = 0; round < 8; round += 1) {
      const base = round * 10;
      const [visit] = await t.database.db
        .insert(visits)
        .values({
          cabinId,
          userId: kari.id,
          visitorName: 'K',
          startDate: '2026-11-01',
          endDate: '2026-11-02',
          createdAt: at(base),
        })
        .returning({ id: visits.id });
      const [item] = await t.database.db
        .insert(shoppingItems)
        .values({
          cabinId,
          name: `Vare ${round}`,
          status: 'completed',
          addedByUserId: ola.id,
          completedByUserId: kari.id,
          createdAt: at(base + 1),
          completedAt: at(base + 3),
        })
        .returning({ id: shoppingItems.id });
      const [booking] = await t.database.db
        .insert(bookings)
        .values({
          cabinId,
          userId: ola.id,
          startDate: `2027-0${1 + (round % 9)}-01`,
          endDate: `2027-0${1 + (round % 9)}-03`,
          createdAt: at(base + 2),
        })
        .returning({ id: bookings.id });
      if (!visit || !item || !booking) throw new Error('arrangement failed');
      expected.push(
        { id: `visit:${visit.id}`, minutes: base },
        { id: `item-added:${item.id}`, minutes: base + 1 },
        { id: `booking:${booking.id}`, minutes: base + 2 },
        { id: `item-completed:${item.id}`, minutes: base + 3 },
      );
    }
    const newest = expected.sort((a, b) => b.minutes - a.minutes).slice(0, ACTIVITY_FEED_LIMIT);
    const feed = await activity(ola);
    expect(feed).toHaveLength(ACTIVITY_FEED_LIMIT);
    expect(feed.map((entry) => entry.id)).toEqual(newest.map((entry) => entry.id));
    expect(new Set(feed.map((entry) => entry.id)).size).toBe(ACTIVITY_FEED_LIMIT);
  });

  it("shows only the current cabin's entries, and switching cabin switches the feed", async () => {
    const mine = await cabinWith(kari, [ola], 'Kari-hytta');
    const theirs = await cabinWith(per, [], 'Per-hytta');
    await t.database.db.insert(shoppingItems).values([
      { cabinId: mine, name: 'Kari-vare', addedByUserId: kari.id, createdAt: at(0) },
      { cabinId: theirs, name: 'Per-vare', addedByUserId: per.id, createdAt: at(1) },
    ]);
    await t.database.db.insert(visits).values({
      cabinId: theirs,
      userId: per.id,
      visitorName: 'Per',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      createdAt: at(2),
    });
    await t.database.db.insert(bookings).values({
      cabinId: theirs,
      userId: per.id,
      startDate: '2027-03-01',
      endDate: '2027-03-04',
      createdAt: at(3),
    });

    const messages = async (user: TestUser) => (await activity(user, 'en')).map((entry) => entry.message);
    expect(await messages(kari)).toEqual(['added “Kari-vare” to the shopping list']);
    expect(await messages(ola)).toEqual(['added “Kari-vare” to the shopping list']);
    // Per's current cabin is his own: he sees only its entries, never Kari's.
    expect(await messages(per)).toEqual([
      'requested a stay 1 Mar 2027 – 4 Mar 2027',
      'logged a visit 1 Dec 2026 – 2 Dec 2026',
      'added “Per-vare” to the shopping list',
    ]);

    // Ola is in both cabins: the feed follows his current cabin.
    await t.database.db.insert(cabinMembers).values({ cabinId: theirs, userId: ola.id, role: 'member' });
    await switchTo(ola, theirs);
    expect(await messages(ola)).toEqual(await messages(per));
    await switchTo(ola, mine);
    expect(await messages(ola)).toEqual(['added “Kari-vare” to the shopping list']);
  });

  it('is 404 no_current_cabin without a current cabin and 401 signed out', async () => {
    for (const url of ['/api/dashboard/activity', '/api/dashboard/stats']) {
      const none = await injectAs(t.app, nobody, { method: 'GET', url });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ code: 'no_current_cabin' });
      const signedOut = await injectAs(t.app, null, { method: 'GET', url });
      expect(signedOut.statusCode).toBe(401);
    }
  });
});

describe('GET /api/dashboard/stats', () => {
  it.each([
    { label: 'ended 31 days ago', startDate: '2026-11-15', endDate: '2026-11-20', counts: false },
    { label: 'ended 30 days ago', startDate: '2026-11-18', endDate: '2026-11-21', counts: true },
    {
      label: 'began long before and ended in the window',
      startDate: '2026-10-01',
      endDate: '2026-12-01',
      counts: true,
    },
    { label: 'last week', startDate: '2026-12-10', endDate: '2026-12-12', counts: true },
    { label: 'starting today (still 20 December in UTC)', startDate: TODAY, endDate: TODAY, counts: true },
    { label: 'still going on', startDate: '2026-12-19', endDate: '2026-12-24', counts: true },
    { label: 'starting tomorrow', startDate: '2026-12-22', endDate: '2026-12-23', counts: false },
  ])(
    `a visit $label is recent: $counts (today is ${TODAY} in Oslo)`,
    async ({ startDate, endDate, counts }) => {
      const cabinId = await cabinWith(kari, [ola]);
      await t.database.db
        .insert(visits)
        .values({ cabinId, userId: ola.id, visitorName: 'Ola', startDate, endDate });
      expect(await stats(kari)).toEqual({ recentVisits: counts ? 1 : 0, shoppingItems: 0 });
    },
  );

  it("counts only the current cabin's recent visits", async () => {
    const cabinId = await cabinWith(kari, [ola]);
    const otherCabin = await cabinWith(per);
    const visit = (cabin: string, startDate: string, endDate: string) => ({
      cabinId: cabin,
      userId: kari.id,
      visitorName: 'Kari',
      startDate,
      endDate,
    });
    await t.database.db
      .insert(visits)
      .values([
        visit(cabinId, '2026-12-01', '2026-12-03'),
        visit(cabinId, '2026-12-10', '2026-12-12'),
        visit(cabinId, '2026-11-01', '2026-11-03'),
        visit(otherCabin, '2026-12-10', '2026-12-12'),
      ]);
    expect((await stats(kari)).recentVisits).toBe(2);
    expect((await stats(ola)).recentVisits).toBe(2);
    expect((await stats(per)).recentVisits).toBe(1);
  });

  it('counts only the needed items of the current cabin', async () => {
    const cabinId = await cabinWith(kari, [ola]);
    const otherCabin = await cabinWith(per);
    await t.database.db.insert(shoppingItems).values([
      { cabinId, name: 'Kaffe', addedByUserId: kari.id },
      { cabinId, name: 'Melk', addedByUserId: ola.id },
      {
        cabinId,
        name: 'Ved',
        status: 'completed',
        addedByUserId: ola.id,
        completedByUserId: kari.id,
        completedAt: NOW,
      },
      { cabinId: otherCabin, name: 'Salt', addedByUserId: per.id },
    ]);
    expect(await stats(ola)).toEqual({ recentVisits: 0, shoppingItems: 2 });
    expect(await stats(per)).toEqual({ recentVisits: 0, shoppingItems: 1 });
  });
});
