import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAdminAndMember } from '../../test/cabin-fixtures';
import { expenseBody } from '../../test/cost-fixtures';
import { callAs, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Who may do what with expenses (issue #16; decision 036): every member adds what they paid and
// sees everything; the owner and admins also record what another member paid; the payer, the
// owner and admins change and delete an expense, and a change computes the parts again.

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-08-01T10:00:00Z') });
  ({ owner, admin, member } = await ownerAdminAndMember(t, 'Fjellro'));
  outsider = await signUp(t.app, { fullName: 'Ute Stående' });
});
afterAll(async () => {
  await t.close();
});

describe('adding an expense', () => {
  it('records the caller as payer; a member may not say someone else paid', async () => {
    const own = await callAs(
      t.app,
      member,
      'POST',
      '/api/expenses',
      expenseBody({ description: 'Ved' }),
      201,
    );
    expect(own).toMatchObject({ paidById: member.id, createdById: member.id, paidByName: 'Mona Medlem' });
    const refused = await callAs(
      t.app,
      member,
      'POST',
      '/api/expenses',
      expenseBody({ paidById: owner.id }),
      403,
    );
    expect(refused.code).toBe('owner_or_admin_only');
  });

  it('lets the owner and admins record what another member paid, but only a member', async () => {
    const recorded = await callAs(
      t.app,
      admin,
      'POST',
      '/api/expenses',
      expenseBody({ paidById: member.id }),
      201,
    );
    expect(recorded).toMatchObject({ paidById: member.id, createdById: admin.id });
    const stranger = await callAs(
      t.app,
      owner,
      'POST',
      '/api/expenses',
      expenseBody({ paidById: outsider.id }),
      400,
    );
    expect(stranger.code).toBe('member_not_found');
  });

  it('refuses amounts that are not whole øre above 0 and unknown categories', async () => {
    for (const fields of [{ amountOre: 0 }, { amountOre: 12.5 }, { amountOre: -100 }, { category: 'boat' }])
      await callAs(t.app, member, 'POST', '/api/expenses', expenseBody(fields), 400);
  });
});

describe('changing and deleting an expense', () => {
  it('is for the payer, the owner and admins; another member is told it is not theirs', async () => {
    const expense = await callAs(
      t.app,
      member,
      'POST',
      '/api/expenses',
      expenseBody({ amountOre: 300 }),
      201,
    );
    const byOwner = await callAs(t.app, owner, 'PATCH', `/api/expenses/${expense.id}`, { amountOre: 301 });
    expect(byOwner.amountOre).toBe(301);
    expect(byOwner.parts.reduce((sum: number, part: { amountOre: number }) => sum + part.amountOre, 0)).toBe(
      301,
    );
    const theirs = await callAs(t.app, admin, 'POST', '/api/expenses', expenseBody(), 201);
    const refused = await callAs(
      t.app,
      member,
      'PATCH',
      `/api/expenses/${theirs.id}`,
      { description: 'Min' },
      403,
    );
    expect(refused.code).toBe('not_your_expense');
    expect((await callAs(t.app, member, 'DELETE', `/api/expenses/${theirs.id}`, undefined, 403)).code).toBe(
      'not_your_expense',
    );
    const changed = await callAs(t.app, member, 'PATCH', `/api/expenses/${expense.id}`, {
      description: 'Ny takrenne',
      category: 'maintenance',
      date: '2026-07-15',
    });
    expect(changed).toMatchObject({
      description: 'Ny takrenne',
      category: 'maintenance',
      date: '2026-07-15',
    });
    await callAs(t.app, member, 'DELETE', `/api/expenses/${expense.id}`);
    expect(
      (await callAs(t.app, member, 'PATCH', `/api/expenses/${expense.id}`, { amountOre: 5 }, 404)).code,
    ).toBe('expense_not_found');
    await callAs(t.app, admin, 'DELETE', `/api/expenses/${theirs.id}`);
  });

  it('lets only the owner and admins move an expense to another payer', async () => {
    const expense = await callAs(t.app, member, 'POST', '/api/expenses', expenseBody(), 201);
    await callAs(t.app, member, 'PATCH', `/api/expenses/${expense.id}`, { paidById: admin.id }, 403);
    const moved = await callAs(t.app, owner, 'PATCH', `/api/expenses/${expense.id}`, { paidById: admin.id });
    expect(moved.paidById).toBe(admin.id);
    // Now it is Astrid's: Mona can no longer change it.
    await callAs(t.app, member, 'PATCH', `/api/expenses/${expense.id}`, { amountOre: 5 }, 403);
  });

  it('answers an id that is not one of the cabin’s expenses as not found', async () => {
    await callAs(t.app, owner, 'PATCH', '/api/expenses/not-a-uuid', { amountOre: 5 }, 404);
    await callAs(
      t.app,
      owner,
      'DELETE',
      '/api/expenses/0a0a0a0a-0000-4000-8000-00000000000a',
      undefined,
      404,
    );
  });
});

describe('the list', () => {
  it('shows every member all expenses, newest first, of one year when asked', async () => {
    const older = await callAs(
      t.app,
      owner,
      'POST',
      '/api/expenses',
      expenseBody({ date: '2025-12-31' }),
      201,
    );
    const newer = await callAs(
      t.app,
      admin,
      'POST',
      '/api/expenses',
      expenseBody({ date: '2026-12-30' }),
      201,
    );
    const { expenses } = await callAs(t.app, member, 'GET', '/api/expenses');
    const ids = expenses.map((expense: { id: string }) => expense.id);
    expect(ids[0]).toBe(newer.id);
    expect(ids.at(-1)).toBe(older.id);
    const lastYear = await callAs(t.app, member, 'GET', '/api/expenses?year=2025');
    expect(lastYear.expenses.map((expense: { id: string }) => expense.id)).toEqual([older.id]);
    await callAs(t.app, member, 'GET', '/api/expenses?year=1999', undefined, 400);
  });
});
