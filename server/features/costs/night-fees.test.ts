import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { nightFeeCharges } from '../../db/schema-costs';
import { ownerAdminAndMember } from '../../test/cabin-fixtures';
import { addStay } from '../../test/cost-fixtures';
import { callAs, createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// The night fee (issue #16), with a fixed clock: when an approved stay's departure day comes
// (Europe/Oslo), its booker is charged nights x people at the rates in force when that day began,
// credited to the owner, once however often the job runs. A stay that ended before any fee was
// set, a pending one, the owner's own and one deleted before it ended are never charged.

let now = new Date('2026-06-15T10:00:00Z');
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let cabinId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  let cabin: { id: string };
  ({ owner, admin, member, cabin } = await ownerAdminAndMember(t, 'Fjellro'));
  cabinId = cabin.id;
});
afterAll(async () => {
  await t.close();
});

const rates = (feePerAdultNightOre: number, feePerChildNightOre = 0) => ({
  feePerAdultNightOre,
  feePerChildNightOre,
  childNightPercent: 50,
});

async function runJobsAt(instant: string) {
  now = new Date(instant);
  await t.app.jobs.runDue();
}

const charges = () =>
  t.database.db
    .select({
      userId: nightFeeCharges.userId,
      ownerId: nightFeeCharges.ownerId,
      amountOre: nightFeeCharges.amountOre,
    })
    .from(nightFeeCharges)
    .where(eq(nightFeeCharges.cabinId, cabinId))
    .orderBy(nightFeeCharges.endDate);

describe('the night fee', () => {
  it('is read by every member and set by the owner and admins only', async () => {
    expect(await callAs(t.app, member, 'GET', '/api/expenses/settings')).toEqual({
      feePerAdultNightOre: 0,
      feePerChildNightOre: 0,
      childNightPercent: 50,
    });
    const refused = await callAs(t.app, member, 'PUT', '/api/expenses/settings', rates(100), 403);
    expect(refused.code).toBe('owner_or_admin_only');
    await callAs(
      t.app,
      admin,
      'PUT',
      '/api/expenses/settings',
      { ...rates(100), childNightPercent: 101 },
      400,
    );
    await callAs(t.app, owner, 'PUT', '/api/expenses/settings', rates(10_000, 5_000));
    expect(await callAs(t.app, member, 'GET', '/api/expenses/settings')).toEqual(rates(10_000, 5_000));
  });

  it('charges the booker once when the stay ends, at the rates in force then, credited to the owner', async () => {
    const { db } = t.database;
    // Ended before any fee was set: free.
    await addStay(db, cabinId, member.id, { startDate: '2026-06-10', endDate: '2026-06-12' });
    // Three nights, two adults and a child: 3 x (2 x 100 + 50) kr.
    await addStay(
      db,
      cabinId,
      member.id,
      { startDate: '2026-06-20', endDate: '2026-06-23' },
      { adults: 2, children: 1 },
    );
    const cancelled = await addStay(db, cabinId, admin.id, {
      startDate: '2026-06-24',
      endDate: '2026-06-26',
    });
    await addStay(db, cabinId, owner.id, { startDate: '2026-06-26', endDate: '2026-06-28' });
    await addStay(
      db,
      cabinId,
      admin.id,
      { startDate: '2026-06-28', endDate: '2026-07-01' },
      { status: 'pending' },
    );
    await addStay(db, cabinId, admin.id, { startDate: '2026-07-05', endDate: '2026-07-07' });

    // 00:04 in Oslo on the departure day: not yet.
    await runJobsAt('2026-06-22T22:04:00Z');
    expect(await charges()).toEqual([]);
    await runJobsAt('2026-06-22T22:05:00Z');
    await runJobsAt('2026-06-23T12:00:00Z');
    expect(await charges()).toEqual([{ userId: member.id, ownerId: owner.id, amountOre: 75_000 }]);

    // Deleted before it ended: never charged.
    await db.delete(bookings).where(eq(bookings.id, cancelled));
    // The rates change while Astrid is there, and again after she left.
    now = new Date('2026-07-06T10:00:00Z');
    await callAs(t.app, owner, 'PUT', '/api/expenses/settings', rates(20_000));
    now = new Date('2026-07-08T10:00:00Z');
    await callAs(t.app, owner, 'PUT', '/api/expenses/settings', rates(99_900));
    // No run since 23 June: the next one catches up, at the rates of 7 July.
    await runJobsAt('2026-07-10T10:00:00Z');
    expect(await charges()).toEqual([
      { userId: member.id, ownerId: owner.id, amountOre: 75_000 },
      { userId: admin.id, ownerId: owner.id, amountOre: 40_000 },
    ]);
    await runJobsAt('2026-07-11T10:00:00Z');
    expect(await charges()).toHaveLength(2);
  });

  it('shows in the balances: the booker owes it, the owner is owed it', async () => {
    const { balances, settlements } = await callAs(t.app, member, 'GET', '/api/expenses/balances');
    const of = (user: TestUser) => balances.find((balance: { userId: string }) => balance.userId === user.id);
    expect(of(owner)).toMatchObject({ paidOre: 115_000, shareOre: 0, netOre: 115_000 });
    expect(of(member)).toMatchObject({ paidOre: 0, shareOre: 75_000, netOre: -75_000 });
    expect(of(admin)).toMatchObject({ netOre: -40_000 });
    expect(settlements).toEqual([
      { fromUserId: member.id, toUserId: owner.id, amountOre: 75_000 },
      { fromUserId: admin.id, toUserId: owner.id, amountOre: 40_000 },
    ]);
  });
});
