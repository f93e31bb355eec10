import { soloHouseholdId } from '@shared/schemas/households';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications } from '../../db/schema';
import { peakPeriods } from '../../db/schema-peak-periods';
import { addBooking, joinAs, ownerAdminAndMember } from '../../test/cabin-fixtures';
import { callAs, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';

// The draw of a peak period through the API (issue #16): households with fewer peak nights in the
// three years before choose first, the grants become approved bookings of whoever saved the
// wishes, everyone is told, the result stays on the period, and the revealed seed re-runs it.

const now = new Date('2026-12-01T10:00:00Z');
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let cousin: TestUser;
let cabinId: string;
let olasId: string;
let periodId: string;

type Allocation = {
  householdId: string;
  startDate: string;
  endDate: string;
  bookingId: string;
  rank: number;
  round: number;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  const made = await ownerAdminAndMember(t, 'Fjellro');
  ({ owner, admin, member } = made);
  cabinId = made.cabin.id;
  cousin = await signUp(t.app, { fullName: 'Kari Kusine' });
  await joinAs(t.app, cousin, made.cabin.accessCode);
  olasId = (
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Olas', memberIds: [owner.id, admin.id] },
      201,
    )
  ).id;
  // Last Easter, capped: Olas stayed five nights of it, the member one, the cousin none.
  await t.database.db.insert(peakPeriods).values({
    cabinId,
    name: 'Påske 2026',
    firstNight: '2026-03-28',
    lastNight: '2026-04-05',
    method: 'cap',
    capNights: 7,
  });
  await addBooking(t.database.db, cabinId, admin.id, '2026-03-28', '2026-04-02');
  await addBooking(t.database.db, cabinId, member.id, '2026-04-05', '2026-04-08');
  const period = await callAs(
    t.app,
    owner,
    'POST',
    '/api/peak-periods',
    {
      name: 'Påske',
      firstNight: '2027-03-20',
      lastNight: '2027-03-28',
      method: 'draw',
      wishDeadline: '2027-02-01',
    },
    201,
  );
  periodId = period.id;
  // A stay already in the cabin at the end of the period (made before the period closed it).
  await addBooking(t.database.db, cabinId, cousin.id, '2027-03-28', '2027-03-30');
  const wishes = `/api/peak-periods/${periodId}/wishes`;
  await callAs(t.app, admin, 'PUT', wishes, {
    wishes: [
      { startDate: '2027-03-20', endDate: '2027-03-25' },
      { startDate: '2027-03-25', endDate: '2027-03-28' },
      { startDate: '2027-03-20', endDate: '2027-03-21' },
    ],
  });
  await callAs(t.app, member, 'PUT', wishes, {
    wishes: [
      { startDate: '2027-03-20', endDate: '2027-03-25' },
      { startDate: '2027-03-23', endDate: '2027-03-25' },
    ],
  });
  await callAs(t.app, cousin, 'PUT', wishes, {
    wishes: [{ startDate: '2027-03-20', endDate: '2027-03-23' }],
  });
});
afterAll(async () => {
  await t.close();
});

const strip = (allocations: Allocation[]) => allocations.map(({ bookingId: _, ...rest }) => rest);

describe('the draw', () => {
  const mine = () => soloHouseholdId(member.id);
  const cousins = () => soloHouseholdId(cousin.id);

  it('is run by the owner or an admin only', async () => {
    const refused = await callAs(t.app, member, 'POST', `/api/peak-periods/${periodId}/draw`, {}, 403);
    expect(refused.code).toBe('owner_or_admin_only');
  });

  it('lets fewer past peak nights choose first, one grant per round, and books what it grants', async () => {
    const result = await callAs(t.app, owner, 'POST', `/api/peak-periods/${periodId}/draw`, {});
    // The seed committed to when the period was made (decision 043).
    const [row] = await t.database.db.select().from(peakPeriods).where(eq(peakPeriods.id, periodId));
    expect(result.seed).toBe(row?.drawSeed);
    expect(result.order).toEqual([cousins(), mine(), olasId]);
    expect(result.pastNights).toEqual({ [cousins()]: 0, [mine()]: 1, [olasId]: 5 });
    expect(strip(result.allocations)).toEqual([
      { householdId: cousins(), startDate: '2027-03-20', endDate: '2027-03-23', rank: 1, round: 1 },
      { householdId: mine(), startDate: '2027-03-23', endDate: '2027-03-25', rank: 2, round: 1 },
      { householdId: olasId, startDate: '2027-03-25', endDate: '2027-03-28', rank: 2, round: 1 },
    ]);
    expect(result.refused).toEqual([
      {
        householdId: mine(),
        startDate: '2027-03-20',
        endDate: '2027-03-25',
        rank: 1,
        reason: 'taken_in_draw',
      },
      {
        householdId: olasId,
        startDate: '2027-03-20',
        endDate: '2027-03-25',
        rank: 1,
        reason: 'taken_in_draw',
      },
      {
        householdId: olasId,
        startDate: '2027-03-20',
        endDate: '2027-03-21',
        rank: 3,
        reason: 'taken_in_draw',
      },
    ]);
    // Approved stays, booked by whoever saved the household's wishes.
    const booked = await t.database.db
      .select({ userId: bookings.userId, startDate: bookings.startDate, status: bookings.status })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          result.allocations.map((one: Allocation) => one.bookingId),
        ),
      )
      .orderBy(bookings.startDate);
    expect(booked).toEqual([
      { userId: cousin.id, startDate: '2027-03-20', status: 'approved' },
      { userId: member.id, startDate: '2027-03-23', status: 'approved' },
      { userId: admin.id, startDate: '2027-03-25', status: 'approved' },
    ]);
    // Everyone but the owner who drew is told, with a link to the peak weeks.
    const told = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.cabinId, cabinId), eq(notifications.type, 'peak_draw_done')));
    expect(told.map((row) => row.userId).sort()).toEqual([admin.id, member.id, cousin.id].sort());
    const bell = await callAs(t.app, member, 'GET', '/api/notifications');
    expect(bell[0]).toMatchObject({ type: 'peak_draw_done', title: 'Trekningen er gjort' });
  });

  it('happens once: the result stays on the period, the wishes and the dates are closed', async () => {
    const again = await callAs(t.app, owner, 'POST', `/api/peak-periods/${periodId}/draw`, {}, 409);
    expect(again.code).toBe('already_drawn');
    const [period] = (await callAs(t.app, member, 'GET', '/api/peak-periods')).peakPeriods.filter(
      (one: { id: string }) => one.id === periodId,
    );
    expect(period).toMatchObject({
      wishesOpen: false,
      draw: { order: [cousins(), mine(), olasId] },
    });
    const wishes = await callAs(
      t.app,
      member,
      'PUT',
      `/api/peak-periods/${periodId}/wishes`,
      { wishes: [] },
      409,
    );
    expect(wishes.code).toBe('wishes_closed');
    const moved = await callAs(
      t.app,
      owner,
      'PATCH',
      `/api/peak-periods/${periodId}`,
      { lastNight: '2027-03-29' },
      409,
    );
    expect(moved.code).toBe('already_drawn');
    await callAs(t.app, owner, 'PATCH', `/api/peak-periods/${periodId}`, { name: 'Påsken' });
  });

  it('gives the same result when re-run with the revealed seed in a dry run, and draws again with the committed seed', async () => {
    const [row] = await t.database.db.select().from(peakPeriods).where(eq(peakPeriods.id, periodId));
    const first = row?.draw;
    if (!first) throw new Error('no draw recorded');
    // Undo the draw: its bookings and its result; the wishes closed yesterday, so a dry run may run.
    await t.database.db.delete(bookings).where(
      inArray(
        bookings.id,
        first.allocations.map((one) => one.bookingId),
      ),
    );
    await t.database.db
      .update(peakPeriods)
      .set({ draw: null, wishDeadline: '2026-11-30' })
      .where(eq(peakPeriods.id, periodId));
    const rerun = await callAs(t.app, admin, 'POST', `/api/peak-periods/${periodId}/draw`, {
      dryRun: true,
      seed: first.seed,
    });
    expect(rerun.order).toEqual(first.order);
    expect(rerun.pastNights).toEqual(first.pastNights);
    expect(rerun.allocations).toEqual(strip(first.allocations));
    expect(rerun.refused).toEqual(first.refused);

    // No seed can be given to a real one: it draws with the committed seed, as the first did.
    const fresh = await callAs(t.app, admin, 'POST', `/api/peak-periods/${periodId}/draw`, {});
    expect(fresh.seed).toBe(first.seed);
    expect(fresh.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh.order).toEqual(first.order);
    expect(strip(fresh.allocations)).toEqual(strip(first.allocations));
  });
});
