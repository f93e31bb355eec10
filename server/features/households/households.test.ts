import { soloHouseholdId } from '@shared/schemas/households';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { households } from '../../db/schema-households';
import { createCabinAs, joinAs, ownerAdminAndMember } from '../../test/cabin-fixtures';
import { callAs, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';
import { effectiveHouseholds } from './household-service';

// Households (issue #16): family branches of a cabin's members, managed by the owner and admins,
// read by everyone; a member is in at most one, and a member in none is a household of their own.

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let cousin: TestUser;
let outsider: TestUser;
let cabinId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-12-01T10:00:00Z') });
  const made = await ownerAdminAndMember(t, 'Fjellro');
  ({ owner, admin, member } = made);
  cabinId = made.cabin.id;
  cousin = await signUp(t.app, { fullName: 'Kari Kusine' });
  await joinAs(t.app, cousin, made.cabin.accessCode);
  await t.database.db.update(users).set({ displayName: 'Kari' }).where(eq(users.id, cousin.id));
  outsider = await signUp(t.app, { fullName: 'Ute Stående' });
  await createCabinAs(t.app, outsider, 'Naboen');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(households);
});

describe('households', () => {
  it('lets the owner and admins write them, in shares of hundredths, and every member read them', async () => {
    const created = await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Olas gren', memberIds: [owner.id, member.id], sharePercent: 33.33 },
      201,
    );
    expect(created).toMatchObject({ name: 'Olas gren', sharePercent: 33.33 });
    expect([...created.memberIds].sort()).toEqual([owner.id, member.id].sort());
    const [row] = await t.database.db.select().from(households);
    expect(row?.shareBasisPoints).toBe(3333);
    const changed = await callAs(t.app, admin, 'PATCH', `/api/households/${created.id}`, {
      name: 'Olas',
      memberIds: [owner.id],
      sharePercent: null,
    });
    expect(changed).toEqual({ id: created.id, name: 'Olas', memberIds: [owner.id], sharePercent: null });
    expect(await callAs(t.app, member, 'GET', '/api/households')).toEqual({ households: [changed] });
    await callAs(t.app, admin, 'DELETE', `/api/households/${created.id}`);
    expect(await callAs(t.app, member, 'GET', '/api/households')).toEqual({ households: [] });
  });

  it('refuses a plain member, and tells another cabin the household does not exist', async () => {
    const refused = await callAs(
      t.app,
      member,
      'POST',
      '/api/households',
      { name: 'Mine', memberIds: [] },
      403,
    );
    expect(refused.code).toBe('owner_or_admin_only');
    const created = await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Olas', memberIds: [] },
      201,
    );
    expect(
      (await callAs(t.app, member, 'PATCH', `/api/households/${created.id}`, { name: 'Mine' }, 403)).code,
    ).toBe('owner_or_admin_only');
    expect(
      (await callAs(t.app, outsider, 'DELETE', `/api/households/${created.id}`, undefined, 404)).code,
    ).toBe('household_not_found');
    expect(await callAs(t.app, outsider, 'GET', '/api/households')).toEqual({ households: [] });
  });

  it('takes only members of the cabin, each in one household at most', async () => {
    const unknown = await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Naboens', memberIds: [outsider.id] },
      400,
    );
    expect(unknown.code).toBe('household_member_unknown');
    const first = await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Olas', memberIds: [member.id] },
      201,
    );
    const taken = await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Karis', memberIds: [cousin.id, member.id] },
      409,
    );
    expect(taken.code).toBe('member_in_other_household');
    // Nothing of the refused household was kept.
    expect((await callAs(t.app, owner, 'GET', '/api/households')).households).toEqual([first]);
    const second = await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Karis', memberIds: [cousin.id] },
      201,
    );
    const moved = await callAs(
      t.app,
      owner,
      'PATCH',
      `/api/households/${second.id}`,
      { memberIds: [member.id] },
      409,
    );
    expect(moved.code).toBe('member_in_other_household');
    expect((await callAs(t.app, owner, 'GET', '/api/households')).households).toEqual([second, first]);
  });

  it('makes every member in none a household of their own, named by their display name', async () => {
    const olas = await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Olas', memberIds: [owner.id, admin.id], sharePercent: 60 },
      201,
    );
    const effective = await effectiveHouseholds(t.database.db, cabinId);
    expect(effective).toEqual([
      { householdId: olas.id, name: 'Olas', memberIds: olas.memberIds, shareBasisPoints: 6000 },
      {
        householdId: soloHouseholdId(cousin.id),
        name: 'Kari',
        memberIds: [cousin.id],
        shareBasisPoints: null,
      },
      {
        householdId: soloHouseholdId(member.id),
        name: 'Mona Medlem',
        memberIds: [member.id],
        shareBasisPoints: null,
      },
    ]);
    const fair = await callAs(t.app, member, 'GET', '/api/fair-share');
    expect(fair.myHouseholdId).toBe(soloHouseholdId(member.id));
    expect(fair.households.map((household: { name: string }) => household.name)).toEqual([
      'Olas',
      'Kari',
      'Mona Medlem',
    ]);
    // A member who leaves the cabin leaves their household too (it refers to the membership).
    await callAs(t.app, admin, 'POST', '/api/cabin/leave');
    expect((await callAs(t.app, owner, 'GET', '/api/households')).households[0].memberIds).toEqual([
      owner.id,
    ]);
  });
});
