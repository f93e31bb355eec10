import { PAYMENT_AMOUNT_ORE_MAX } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { payments } from '../../db/schema-costs';
import { joinAs, ownerAdminAndMember } from '../../test/cabin-fixtures';
import { expenseBody } from '../../test/cost-fixtures';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Payments are confirmed by whoever received them, and can be deleted (issue #36, item 5): anyone
// may record that they paid someone any amount, so a payment counts in the balances only once its
// recipient (or the owner or an admin) confirms it, and it has an upper bound.

type Payment = { id: string; confirmedAt: string | null; confirmedById: string | null };
type Balances = {
  balances: { userId: string; netOre: number }[];
  settlements: unknown[];
  payments: Payment[];
};

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let kari: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-08-01T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  let cabin: { accessCode: string };
  ({ owner, admin, member, cabin } = await ownerAdminAndMember(t, 'Fjellro'));
  kari = await signUp(t.app, { fullName: 'Kari Kusine' });
  await joinAs(t.app, kari, cabin.accessCode);
  outsider = await signUp(t.app, { fullName: 'Ute Stående' });
  await callAs(t.app, outsider, 'POST', '/api/cabin/create', { name: 'Annenhytta' }, 201);
});

const pay = async (from: TestUser, to: TestUser, amountOre = 10_000): Promise<Payment> =>
  callAs(
    t.app,
    from,
    'POST',
    '/api/expenses/payments',
    { toUserId: to.id, amountOre, date: '2026-07-30' },
    201,
  );
const balances = async (user: TestUser): Promise<Balances> =>
  callAs(t.app, user, 'GET', '/api/expenses/balances');
const netOf = (list: Balances, user: TestUser) => list.balances.find((row) => row.userId === user.id)?.netOre;
const confirm = (user: TestUser, id: string) =>
  injectAs(t.app, user, { method: 'POST', url: `/api/expenses/payments/${id}/confirm` });
const remove = (user: TestUser, id: string) =>
  injectAs(t.app, user, { method: 'DELETE', url: `/api/expenses/payments/${id}` });

describe('a payment', () => {
  it('counts nowhere until its recipient confirms it, however large the claim', async () => {
    // The member says they paid Kari NOK 1 million: until Kari says so, nothing moves.
    const claim = await pay(member, kari, PAYMENT_AMOUNT_ORE_MAX);
    expect(claim.confirmedAt).toBeNull();
    const waiting = await balances(kari);
    expect(netOf(waiting, member)).toBe(0);
    expect(netOf(waiting, kari)).toBe(0);
    expect(waiting.settlements).toEqual([]);
    expect(waiting.payments).toEqual([
      expect.objectContaining({ id: claim.id, fromUserId: member.id, toUserId: kari.id, confirmedAt: null }),
    ]);

    const confirmed = await confirm(kari, claim.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      id: claim.id,
      confirmedAt: '2026-08-01T10:00:00.000Z',
      confirmedById: kari.id,
    });
    const counted = await balances(member);
    expect(netOf(counted, member)).toBe(PAYMENT_AMOUNT_ORE_MAX);
    expect(netOf(counted, kari)).toBe(-PAYMENT_AMOUNT_ORE_MAX);
    // Confirming again changes nothing.
    expect((await confirm(owner, claim.id)).json()).toMatchObject({ confirmedById: kari.id });
  });

  it('is confirmed by its recipient, the owner or an admin, and by nobody else', async () => {
    const byOwner = await pay(member, kari);
    const byAdmin = await pay(member, kari);
    const refused = await pay(member, kari);
    // The payer cannot vouch for their own payment.
    const byPayer = await confirm(member, refused.id);
    expect(byPayer.statusCode).toBe(403);
    expect(byPayer.json().code).toBe('not_your_payment');
    // Someone else in the cabin: the payer is no confirmer, nor is a bystander.
    const toAdmin = await pay(kari, admin);
    expect((await confirm(member, toAdmin.id)).statusCode).toBe(403);
    expect((await confirm(kari, toAdmin.id)).statusCode).toBe(403);
    // Another cabin's member is told it does not exist; signed out is 401; a bad id is not found.
    expect((await confirm(outsider, refused.id)).json().code).toBe('payment_not_found');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/expenses/payments/${refused.id}/confirm` }))
        .statusCode,
    ).toBe(401);
    expect((await confirm(kari, 'not-a-uuid')).statusCode).toBe(404);
    expect((await confirm(owner, byOwner.id)).statusCode).toBe(200);
    expect((await confirm(admin, byAdmin.id)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(payments).where(eq(payments.fromUserId, member.id));
    expect(rows.filter((row) => row.confirmedAt !== null)).toHaveLength(2);
    expect(netOf(await balances(owner), member)).toBe(20_000);
  });

  it('is deleted by its payer, its recipient, the owner or an admin, confirmed or not', async () => {
    const byPayer = await pay(member, kari);
    const byRecipient = await pay(member, kari);
    const byOwner = await pay(member, kari);
    const byAdmin = await pay(kari, member);
    expect((await confirm(kari, byRecipient.id)).statusCode).toBe(200);
    expect((await confirm(member, byAdmin.id)).statusCode).toBe(200);
    const between = await pay(kari, owner);
    const refusedDelete = await remove(member, between.id);
    expect(refusedDelete.statusCode).toBe(403);
    expect(refusedDelete.json().code).toBe('not_your_payment');
    expect((await remove(outsider, between.id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/expenses/payments/${between.id}` })).statusCode,
    ).toBe(401);

    expect((await remove(member, byPayer.id)).json()).toEqual({ message: 'Payment deleted' });
    expect((await remove(kari, byRecipient.id)).statusCode).toBe(200);
    expect((await remove(owner, byOwner.id)).statusCode).toBe(200);
    expect((await remove(admin, byAdmin.id)).statusCode).toBe(200);
    expect((await remove(admin, byAdmin.id)).statusCode).toBe(404);
    const after = await balances(owner);
    expect(after.payments.map((payment) => payment.id)).toEqual([between.id]);
    // The confirmed ones are gone from the balances with them.
    expect(netOf(after, member)).toBe(0);
    expect(netOf(after, kari)).toBe(0);
  });

  it(`is at most ${PAYMENT_AMOUNT_ORE_MAX} øre (NOK 1 million)`, async () => {
    const tooMuch = await injectAs(t.app, member, {
      method: 'POST',
      url: '/api/expenses/payments',
      payload: { toUserId: kari.id, amountOre: PAYMENT_AMOUNT_ORE_MAX + 1, date: '2026-07-30' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe('validation');
    // The 10,000,000 kr of the issue.
    const claim = await injectAs(t.app, member, {
      method: 'POST',
      url: '/api/expenses/payments',
      payload: { toUserId: kari.id, amountOre: 1_000_000_000, date: '2026-07-30' },
    });
    expect(claim.statusCode).toBe(400);
    expect((await balances(kari)).payments).toEqual([]);
  });

  it('asks its recipient to confirm it, in their notifications', async () => {
    const payment = await pay(member, kari, 123_450);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, kari.id));
    expect(rows.map((row) => row.type)).toContain('payment_to_confirm');
    const bell = await callAs(t.app, kari, 'GET', '/api/notifications');
    expect(JSON.stringify(bell)).toContain(
      'Mona Medlem har registrert en betaling på 1\u00a0234,50 kr til deg den 30. juli 2026.',
    );
    // Nobody else hears of it, the payer included.
    for (const user of [member, owner, admin]) {
      const others = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id));
      expect(others.map((row) => row.type)).not.toContain('payment_to_confirm');
    }
    expect(payment.confirmedAt).toBeNull();
  });

  it('leaves the expenses alone: an expense still counts at once', async () => {
    await callAs(t.app, owner, 'POST', '/api/expenses', expenseBody({ amountOre: 400 }), 201);
    expect(netOf(await balances(member), owner)).toBe(300);
  });
});
