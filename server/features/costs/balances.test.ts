import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinAs, ownerAdminAndMember } from '../../test/cabin-fixtures';
import { expenseBody } from '../../test/cost-fixtures';
import { callAs, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Balances and settling up (issue #16): what each member paid against their share, over all
// time. The balances of a cabin always add up to zero, the suggested transfers are at most one
// fewer than the people with a balance and settle everyone, and a payment counts once its
// recipient confirms it.

type Balance = { userId: string; householdId: string; paidOre: number; shareOre: number; netOre: number };
type Transfer = { fromUserId: string; toUserId: string; amountOre: number };

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let per: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-08-01T10:00:00Z') });
  let cabin: { accessCode: string };
  ({ owner, admin, member, cabin } = await ownerAdminAndMember(t, 'Fjellro'));
  per = await signUp(t.app, { fullName: 'Per Alene' });
  await joinAs(t.app, per, cabin.accessCode);
  outsider = await signUp(t.app, { fullName: 'Ute Stående' });
});
afterAll(async () => {
  await t.close();
});

const balances = async (user: TestUser) =>
  (await callAs(t.app, user, 'GET', '/api/expenses/balances')) as {
    balances: Balance[];
    settlements: Transfer[];
    payments: { id: string; confirmedAt: string | null }[];
  };

function expectSettled(list: readonly Balance[], settlements: readonly Transfer[]) {
  const withBalance = list.filter((balance) => balance.netOre !== 0).length;
  expect(settlements.length).toBeLessThanOrEqual(Math.max(0, withBalance - 1));
  const left = new Map(list.map((balance) => [balance.userId, balance.netOre]));
  for (const transfer of settlements) {
    expect(transfer.amountOre).toBeGreaterThan(0);
    left.set(transfer.fromUserId, (left.get(transfer.fromUserId) ?? 0) + transfer.amountOre);
    left.set(transfer.toUserId, (left.get(transfer.toUserId) ?? 0) - transfer.amountOre);
  }
  expect([...left.values()].every((net) => net === 0)).toBe(true);
}

describe('balances', () => {
  it('list every member at zero before anything was spent', async () => {
    const { balances: list, settlements } = await balances(member);
    expect(list.map((balance) => balance.userId).sort()).toEqual(
      [owner.id, admin.id, member.id, per.id].sort(),
    );
    expect(list.every((balance) => balance.paidOre === 0 && balance.netOre === 0)).toBe(true);
    expect(list.find((balance) => balance.userId === per.id)?.householdId).toBe(`member:${per.id}`);
    expect(settlements).toEqual([]);
  });

  it('add up to zero and are settled by at most n-1 transfers', async () => {
    // 1000 øre among four people is 250 each; 101 øre is 26, 25, 25, 25.
    await callAs(t.app, owner, 'POST', '/api/expenses', expenseBody({ amountOre: 1000 }), 201);
    await callAs(t.app, member, 'POST', '/api/expenses', expenseBody({ amountOre: 101 }), 201);
    await callAs(t.app, admin, 'POST', '/api/expenses', expenseBody({ amountOre: 333_333 }), 201);
    const { balances: list, settlements } = await balances(per);
    expect(list.reduce((sum, balance) => sum + balance.netOre, 0)).toBe(0);
    for (const balance of list) expect(balance.netOre).toBe(balance.paidOre - balance.shareOre);
    expect(list.find((balance) => balance.userId === owner.id)?.paidOre).toBe(1000);
    expect(list.find((balance) => balance.userId === per.id)?.paidOre).toBe(0);
    expect(list.find((balance) => balance.userId === per.id)?.netOre).toBeLessThan(0);
    expectSettled(list, settlements);
  });

  it('count a payment once its recipient confirms it, and paying every suggested transfer settles everyone', async () => {
    const before = await balances(owner);
    const recorded: { id: string; recipient: TestUser }[] = [];
    for (const transfer of before.settlements) {
      const payer = [owner, admin, member, per].find((user) => user.id === transfer.fromUserId) as TestUser;
      const payment = await callAs(
        t.app,
        payer,
        'POST',
        '/api/expenses/payments',
        { toUserId: transfer.toUserId, amountOre: transfer.amountOre, date: '2026-08-01' },
        201,
      );
      expect(payment).toMatchObject({
        fromUserId: payer.id,
        toUserId: transfer.toUserId,
        date: '2026-08-01',
        confirmedAt: null,
        confirmedById: null,
      });
      const recipient = [owner, admin, member, per].find((user) => user.id === transfer.toUserId) as TestUser;
      recorded.push({ id: payment.id, recipient });
    }
    // Recorded is not received (issue #36, item 5): nothing moves until the recipient says so.
    const waiting = await balances(owner);
    expect(waiting.balances).toEqual(before.balances);
    expect(waiting.settlements).toEqual(before.settlements);
    expect(
      waiting.payments
        .filter((payment) => payment.confirmedAt === null)
        .map((payment) => payment.id)
        .sort(),
    ).toEqual(recorded.map((payment) => payment.id).sort());
    for (const { id, recipient } of recorded)
      expect(
        await callAs(t.app, recipient, 'POST', `/api/expenses/payments/${id}/confirm`, undefined, 200),
      ).toMatchObject({ id, confirmedAt: '2026-08-01T10:00:00.000Z', confirmedById: recipient.id });
    const after = await balances(owner);
    expect(after.balances.every((balance) => balance.netOre === 0)).toBe(true);
    expect(after.settlements).toEqual([]);
    expect(after.payments.every((payment) => payment.confirmedAt !== null)).toBe(true);
  });

  it('refuse a payment to oneself or to someone outside the cabin', async () => {
    const body = { amountOre: 100, date: '2026-08-01' };
    const self = await callAs(
      t.app,
      member,
      'POST',
      '/api/expenses/payments',
      { ...body, toUserId: member.id },
      400,
    );
    expect(self.code).toBe('payment_to_self');
    const stranger = await callAs(
      t.app,
      member,
      'POST',
      '/api/expenses/payments',
      { ...body, toUserId: outsider.id },
      400,
    );
    expect(stranger.code).toBe('member_not_found');
    await callAs(
      t.app,
      member,
      'POST',
      '/api/expenses/payments',
      { ...body, toUserId: owner.id, amountOre: 0 },
      400,
    );
  });

  it('keep someone who left while they still owe, so the cabin still adds up to zero', async () => {
    await callAs(t.app, owner, 'POST', '/api/expenses', expenseBody({ amountOre: 400 }), 201);
    await callAs(t.app, per, 'POST', '/api/cabin/leave');
    const { balances: list, settlements } = await balances(owner);
    const gone = list.find((balance) => balance.userId === per.id);
    expect(gone).toMatchObject({ netOre: -100, householdId: `member:${per.id}` });
    expect(list.reduce((sum, balance) => sum + balance.netOre, 0)).toBe(0);
    expectSettled(list, settlements);
    // Per is no member now: nobody can pay them, and they see no balances of the cabin.
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/expenses/payments',
      { toUserId: per.id, amountOre: 1, date: '2026-08-01' },
      400,
    );
    await callAs(t.app, per, 'GET', '/api/expenses/balances', undefined, 404);
  });
});
