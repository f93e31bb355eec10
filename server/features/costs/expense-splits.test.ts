import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { costSettings, expenses } from '../../db/schema-costs';
import { households } from '../../db/schema-households';
import { createCabinAs, joinAs, setRole } from '../../test/cabin-fixtures';
import { addHousehold, addStay, expenseBody, oreByUser, type Part, solo } from '../../test/cost-fixtures';
import { joinedSocket, liveUrlOf } from '../../test/live-client';
import { callAs, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';

// The four splits of an expense (issue #16), with odd amounts: the parts always add up to the
// amount, the leftover øre going by largest remainder (ties to the earlier household, then the
// earlier member), and a household's part is shared equally among its members.

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let per: TestUser;
let cabinId: string;
/** Olav's household (owner and admin) and Mona's (member); Per is in none. */
let olavs: string;
let monas: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-08-01T10:00:00Z') });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  admin = await signUp(t.app, { fullName: 'Astrid Admin' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  per = await signUp(t.app, { fullName: 'Per Alene' });
  const cabin = await createCabinAs(t.app, owner, 'Fjellro');
  cabinId = cabin.id;
  for (const user of [admin, member, per]) await joinAs(t.app, user, cabin.accessCode);
  await setRole(t.database.db, cabinId, admin.id, 'admin');
});
beforeEach(async () => {
  await t.database.db.delete(expenses);
  await t.database.db.delete(costSettings);
  await t.database.db.delete(bookings);
  await t.database.db.delete(households);
  olavs = await addHousehold(t.database.db, cabinId, 'Olavs', [owner.id, admin.id]);
  monas = await addHousehold(t.database.db, cabinId, 'Monas', [member.id]);
});
afterAll(async () => {
  await t.close();
});

const sum = (parts: readonly Part[]) => parts.reduce((total, part) => total + part.amountOre, 0);
/** Olavs' members in user-id order: a tied leftover øre goes to the first. */
const first = () => (owner.id < admin.id ? owner : admin);
const second = () => (owner.id < admin.id ? admin : owner);

describe('an equal split', () => {
  it('shares 100 øre among three households as 34, 33 and 33, and a household’s part among its members', async () => {
    const expense = await callAs(
      t.app,
      member,
      'POST',
      '/api/expenses',
      expenseBody({ amountOre: 100 }),
      201,
    );
    expect(expense).toMatchObject({
      amountOre: 100,
      paidById: member.id,
      paidByName: 'Mona Medlem',
      hasReceipt: false,
    });
    expect(sum(expense.parts)).toBe(100);
    expect(oreByUser(expense.parts)).toEqual({
      [owner.id]: 17,
      [admin.id]: 17,
      [member.id]: 33,
      [per.id]: 33,
    });
    expect(expense.parts.find((part: Part) => part.userId === per.id).householdId).toBe(solo(per.id));
    expect(expense.parts.find((part: Part) => part.userId === owner.id).householdId).toBe(olavs);
    // 104 øre: 35 to Olavs (18 to its earlier member, 17 to the other), 35 and 34.
    const odd = await callAs(t.app, member, 'POST', '/api/expenses', expenseBody({ amountOre: 104 }), 201);
    expect(oreByUser(odd.parts)).toEqual({
      [first().id]: 18,
      [second().id]: 17,
      [member.id]: 35,
      [per.id]: 34,
    });
    expect(sum(odd.parts)).toBe(104);
  });

  it('leaves out a household without members', async () => {
    await addHousehold(t.database.db, cabinId, 'Tomt hus', []);
    const expense = await callAs(t.app, per, 'POST', '/api/expenses', expenseBody({ amountOre: 3 }), 201);
    expect(new Set(expense.parts.map((part: Part) => part.householdId))).toEqual(
      new Set([olavs, monas, solo(per.id)]),
    );
    expect(sum(expense.parts)).toBe(3);
  });
});

describe('a split by shares', () => {
  it('is refused until the shares set add up to 100 %', async () => {
    const refused = await callAs(
      t.app,
      owner,
      'POST',
      '/api/expenses',
      expenseBody({ split: { kind: 'shares' } }),
      409,
    );
    expect(refused.code).toBe('no_shares_set');
    await t.database.db.update(households).set({ shareBasisPoints: 6000 }).where(eq(households.id, olavs));
    await t.database.db.update(households).set({ shareBasisPoints: 3000 }).where(eq(households.id, monas));
    expect(
      (await callAs(t.app, owner, 'POST', '/api/expenses', expenseBody({ split: { kind: 'shares' } }), 409))
        .code,
    ).toBe('no_shares_set');
  });

  it('splits by the households’ shares, then equally among members; a household without a share pays nothing', async () => {
    await t.database.db.update(households).set({ shareBasisPoints: 6000 }).where(eq(households.id, olavs));
    await t.database.db.update(households).set({ shareBasisPoints: 4000 }).where(eq(households.id, monas));
    // 101 øre: 60.6 and 40.4, so the leftover øre goes to Olavs (the larger remainder), 61 = 31 + 30.
    const expense = await callAs(
      t.app,
      owner,
      'POST',
      '/api/expenses',
      expenseBody({ amountOre: 101, split: { kind: 'shares' } }),
      201,
    );
    expect(oreByUser(expense.parts)).toEqual({ [first().id]: 31, [second().id]: 30, [member.id]: 40 });
    expect(sum(expense.parts)).toBe(101);
  });
});

describe('a split by nights', () => {
  it('weighs each booker by the person-nights of their approved stays in the range, a child as the set fraction', async () => {
    // Mona: nights 1 and 2 July with two adults and a child (250 each); Per: 3 and 4 July alone
    // (only the 3rd is in range); Astrid's stay was declined and Olav's ended before the range.
    const { db } = t.database;
    const people = { adults: 2, children: 1 };
    await addStay(db, cabinId, member.id, { startDate: '2026-07-01', endDate: '2026-07-03' }, people);
    await addStay(db, cabinId, per.id, { startDate: '2026-07-03', endDate: '2026-07-05' });
    const declined = { status: 'declined' } as const;
    await addStay(db, cabinId, admin.id, { startDate: '2026-07-02', endDate: '2026-07-03' }, declined);
    await addStay(db, cabinId, owner.id, { startDate: '2026-06-20', endDate: '2026-07-01' });
    const split = { kind: 'nights', from: '2026-07-01', to: '2026-07-03' };
    // Weights 500 and 100: 1000 øre is 833.33 and 166.67, so Per gets the leftover øre.
    const body = expenseBody({ amountOre: 1000, split });
    const expense = await callAs(t.app, admin, 'POST', '/api/expenses', body, 201);
    expect(oreByUser(expense.parts)).toEqual({ [member.id]: 833, [per.id]: 167 });
    expect(expense.parts.find((part: Part) => part.userId === member.id).householdId).toBe(monas);
    // Children count for nothing: 400 and 100.
    await callAs(t.app, owner, 'PUT', '/api/expenses/settings', {
      feePerAdultNightOre: 0,
      feePerChildNightOre: 0,
      childNightPercent: 0,
    });
    const again = await callAs(t.app, admin, 'PATCH', `/api/expenses/${expense.id}`, { amountOre: 700 });
    expect(oreByUser(again.parts)).toEqual({ [member.id]: 560, [per.id]: 140 });
  });

  it('is refused when nobody stayed in the range', async () => {
    const split = { kind: 'nights', from: '2027-01-01', to: '2027-01-31' };
    const refused = await callAs(t.app, owner, 'POST', '/api/expenses', expenseBody({ split }), 409);
    expect(refused.code).toBe('no_nights_in_range');
    const backwards = { kind: 'nights', from: '2026-07-03', to: '2026-07-01' };
    await callAs(t.app, owner, 'POST', '/api/expenses', expenseBody({ split: backwards }), 400);
  });
});

describe('a custom split', () => {
  it('takes an amount per household, shared equally among its members', async () => {
    const split = {
      kind: 'custom',
      parts: [
        { householdId: olavs, amountOre: 51 },
        { householdId: monas, amountOre: 0 },
        { householdId: solo(per.id), amountOre: 50 },
      ],
    };
    const expense = await callAs(
      t.app,
      per,
      'POST',
      '/api/expenses',
      expenseBody({ amountOre: 101, split }),
      201,
    );
    expect(oreByUser(expense.parts)).toEqual({
      [first().id]: 26,
      [second().id]: 25,
      [member.id]: 0,
      [per.id]: 50,
    });
    expect(expense.split).toEqual(split);
  });

  it('is refused when the parts do not add up or name a household the cabin does not have', async () => {
    const parts = [
      { householdId: olavs, amountOre: 50 },
      { householdId: monas, amountOre: 49 },
    ];
    const mismatch = await callAs(
      t.app,
      owner,
      'POST',
      '/api/expenses',
      expenseBody({ amountOre: 100, split: { kind: 'custom', parts } }),
      400,
    );
    expect(mismatch.code).toBe('split_mismatch');
    const stranger = [
      { householdId: olavs, amountOre: 50 },
      { householdId: solo('someone-else'), amountOre: 50 },
    ];
    const unknown = await callAs(
      t.app,
      owner,
      'POST',
      '/api/expenses',
      expenseBody({ amountOre: 100, split: { kind: 'custom', parts: stranger } }),
      400,
    );
    expect(unknown.code).toBe('household_not_found');
    // A change of amount alone that breaks the custom parts is refused the same way.
    const fine = await callAs(
      t.app,
      owner,
      'POST',
      '/api/expenses',
      expenseBody({ amountOre: 99, split: { kind: 'custom', parts } }),
      201,
    );
    expect(
      (await callAs(t.app, owner, 'PATCH', `/api/expenses/${fine.id}`, { amountOre: 100 }, 400)).code,
    ).toBe('split_mismatch');
  });
});

describe('live updates', () => {
  it('tells the cabin’s sockets when an expense is written', async () => {
    const socket = await joinedSocket(liveUrlOf(t.app), member.cookie, cabinId);
    await callAs(t.app, owner, 'POST', '/api/expenses', expenseBody(), 201);
    expect(await socket.nextOf('expenses_changed')).toMatchObject({ type: 'expenses_changed', cabinId });
    socket.close();
  });
});
