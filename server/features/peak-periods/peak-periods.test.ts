import { soloHouseholdId } from '@shared/schemas/households';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { households } from '../../db/schema-households';
import { peakPeriods } from '../../db/schema-peak-periods';
import { addBooking, createCabinAs, ownerAdminAndMember } from '../../test/cabin-fixtures';
import { callAs, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Peak periods (issue #16): the owner and admins define them, with a cap, a draw or a rotation;
// they never overlap (a rotation's later years included); a member enters their household's
// wishes for a draw while they are open. The clock is fixed and moved by the tests.

let now = new Date('2026-12-01T10:00:00Z');
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let cabinId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  ({ owner, admin, member } = await ownerAdminAndMember(t, 'Fjellro').then((made) => {
    cabinId = made.cabin.id;
    return made;
  }));
  outsider = await signUp(t.app, { fullName: 'Ute Stående' });
  await createCabinAs(t.app, outsider, 'Naboen');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  now = new Date('2026-12-01T10:00:00Z');
  await t.database.db.delete(peakPeriods);
  await t.database.db.delete(households);
  await t.database.db.delete(bookings);
});

const easter = {
  name: 'Påske',
  firstNight: '2027-03-20',
  lastNight: '2027-03-28',
  method: 'draw',
  wishDeadline: '2027-02-01',
};
const christmas = (rotationOrder: string[]) => ({
  name: 'Jul',
  firstNight: '2026-12-22',
  lastNight: '2027-01-01',
  method: 'rotation',
  rotationOrder,
});

describe('peak periods', () => {
  it('lets the owner and admins define them and every member read them, earliest first', async () => {
    const summer = await callAs(
      t.app,
      admin,
      'POST',
      '/api/peak-periods',
      { name: 'Fellesferie', firstNight: '2027-07-05', lastNight: '2027-08-01', method: 'cap', capNights: 7 },
      201,
    );
    expect(summer).toEqual({
      id: summer.id,
      name: 'Fellesferie',
      firstNight: '2027-07-05',
      lastNight: '2027-08-01',
      method: 'cap',
      capNights: 7,
      wishDeadline: null,
      rotationOrder: null,
      rotation: null,
      wishesOpen: false,
      seedCommitment: null,
      draw: null,
    });
    const draw = await callAs(t.app, owner, 'POST', '/api/peak-periods', easter, 201);
    expect(draw).toMatchObject({ method: 'draw', wishDeadline: '2027-02-01', wishesOpen: true, draw: null });
    expect(draw.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    const list = await callAs(t.app, member, 'GET', '/api/peak-periods');
    expect(list.peakPeriods.map((period: { name: string }) => period.name)).toEqual(['Påske', 'Fellesferie']);
    expect((await callAs(t.app, outsider, 'GET', '/api/peak-periods')).peakPeriods).toEqual([]);
    const refused = await callAs(t.app, member, 'POST', '/api/peak-periods', easter, 403);
    expect(refused.code).toBe('owner_or_admin_only');
    expect(
      (await callAs(t.app, outsider, 'DELETE', `/api/peak-periods/${draw.id}`, undefined, 404)).code,
    ).toBe('peak_period_not_found');
    await callAs(t.app, admin, 'DELETE', `/api/peak-periods/${draw.id}`);
    expect((await callAs(t.app, member, 'GET', '/api/peak-periods')).peakPeriods).toEqual([summer]);
  });

  it('checks the period as it would be after a change, and drops the fields of a method left', async () => {
    const draw = await callAs(t.app, owner, 'POST', '/api/peak-periods', easter, 201);
    const noCap = await callAs(t.app, owner, 'PATCH', `/api/peak-periods/${draw.id}`, { method: 'cap' }, 400);
    expect(noCap.message).toBe('A capped period needs the most nights per household');
    const lateDeadline = await callAs(
      t.app,
      owner,
      'PATCH',
      `/api/peak-periods/${draw.id}`,
      { firstNight: '2027-01-20' },
      400,
    );
    expect(lateDeadline.message).toBe('The wish deadline must be before the first night');
    const capped = await callAs(t.app, owner, 'PATCH', `/api/peak-periods/${draw.id}`, {
      method: 'cap',
      capNights: 4,
    });
    expect(capped).toMatchObject({ method: 'cap', capNights: 4, wishDeadline: null, wishesOpen: false });
  });

  it('refuses overlapping periods, a rotation recurring every year from its first', async () => {
    await callAs(t.app, owner, 'POST', '/api/peak-periods', christmas([soloHouseholdId(owner.id)]), 201);
    const newYear2029 = {
      name: 'Nyttår',
      firstNight: '2029-12-31',
      lastNight: '2030-01-02',
      method: 'cap',
      capNights: 2,
    };
    const clash = await callAs(t.app, owner, 'POST', '/api/peak-periods', newYear2029, 409);
    expect(clash).toEqual({
      code: 'peak_periods_overlap',
      message: 'The nights overlap the peak period “Jul”',
    });
    // The year before the rotation's first is free.
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/peak-periods',
      { ...newYear2029, firstNight: '2025-12-31', lastNight: '2026-01-02' },
      201,
    );
    const draw = await callAs(t.app, owner, 'POST', '/api/peak-periods', easter, 201);
    const moved = await callAs(
      t.app,
      owner,
      'PATCH',
      `/api/peak-periods/${draw.id}`,
      { firstNight: '2027-12-30', lastNight: '2028-01-03', wishDeadline: '2027-12-01' },
      409,
    );
    expect(moved.code).toBe('peak_periods_overlap');
  });

  it('shows who holds a rotation this year and the next four, of households of this cabin only', async () => {
    const olas = await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Olas', memberIds: [owner.id, admin.id] },
      201,
    );
    const mine = soloHouseholdId(member.id);
    const rotation = await callAs(t.app, owner, 'POST', '/api/peak-periods', christmas([olas.id, mine]), 201);
    expect(rotation.rotation).toEqual([
      { year: 2026, householdId: olas.id },
      { year: 2027, householdId: mine },
      { year: 2028, householdId: olas.id },
      { year: 2029, householdId: mine },
      { year: 2030, householdId: olas.id },
    ]);
    const stranger = await callAs(
      t.app,
      owner,
      'PATCH',
      `/api/peak-periods/${rotation.id}`,
      { rotationOrder: [olas.id, soloHouseholdId(outsider.id)] },
      400,
    );
    expect(stranger.message).toBe('The rotation names a household that is not in this cabin');
    const yearLong = await callAs(
      t.app,
      owner,
      'PATCH',
      `/api/peak-periods/${rotation.id}`,
      { lastNight: '2027-12-22' },
      400,
    );
    expect(yearLong.message).toBe('A rotating period must be shorter than a year');
  });
});

describe('wishes', () => {
  it("are the household's, best first, entered by any of its members while open", async () => {
    const olas = await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Olas', memberIds: [owner.id, member.id] },
      201,
    );
    const draw = await callAs(t.app, owner, 'POST', '/api/peak-periods', easter, 201);
    const url = `/api/peak-periods/${draw.id}/wishes`;
    expect(await callAs(t.app, owner, 'GET', url)).toEqual({
      householdId: olas.id,
      wishes: [],
      updatedBy: null,
      wishesOpen: true,
    });
    const wishes = [
      { startDate: '2027-03-20', endDate: '2027-03-25' },
      { startDate: '2027-03-25', endDate: '2027-03-29' },
    ];
    const saved = await callAs(t.app, member, 'PUT', url, { wishes });
    expect(saved).toEqual({ householdId: olas.id, wishes, updatedBy: 'Mona Medlem', wishesOpen: true });
    expect(await callAs(t.app, owner, 'GET', url)).toEqual(saved);
    // The admin is a household of their own, with wishes of their own.
    expect(await callAs(t.app, admin, 'GET', url)).toMatchObject({
      householdId: soloHouseholdId(admin.id),
      wishes: [],
    });
  });

  it('must be inside the period, three at most, for a draw period, before the deadline', async () => {
    const draw = await callAs(t.app, owner, 'POST', '/api/peak-periods', easter, 201);
    const url = `/api/peak-periods/${draw.id}/wishes`;
    const outside = await callAs(
      t.app,
      member,
      'PUT',
      url,
      { wishes: [{ startDate: '2027-03-27', endDate: '2027-03-30' }] },
      400,
    );
    expect(outside.code).toBe('wish_outside_period');
    // Leaving the day after the last night is inside.
    await callAs(t.app, member, 'PUT', url, { wishes: [{ startDate: '2027-03-27', endDate: '2027-03-29' }] });
    const wish = { startDate: '2027-03-20', endDate: '2027-03-22' };
    const four = await callAs(t.app, member, 'PUT', url, { wishes: [wish, wish, wish, wish] }, 400);
    expect(four).toEqual({ code: 'validation', message: 'At most 3 wishes' });
    const capped = await callAs(
      t.app,
      owner,
      'POST',
      '/api/peak-periods',
      { name: 'Sommer', firstNight: '2027-07-01', lastNight: '2027-07-31', method: 'cap', capNights: 7 },
      201,
    );
    const notDraw = await callAs(
      t.app,
      member,
      'PUT',
      `/api/peak-periods/${capped.id}/wishes`,
      { wishes: [] },
      409,
    );
    expect(notDraw.code).toBe('not_a_draw_period');
    // The deadline day itself is open; the day after is not.
    now = new Date('2027-02-01T22:30:00Z');
    await callAs(t.app, member, 'PUT', url, { wishes: [wish] });
    now = new Date('2027-02-01T23:30:00Z');
    const closed = await callAs(t.app, member, 'PUT', url, { wishes: [] }, 409);
    expect(closed.code).toBe('wishes_closed');
    expect(await callAs(t.app, member, 'GET', url)).toMatchObject({ wishes: [wish], wishesOpen: false });
  });
});

describe('fair share', () => {
  it("counts each household's approved nights inside peak periods, per year of the night", async () => {
    now = new Date('2027-06-01T10:00:00Z');
    const olas = await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Olas', memberIds: [owner.id, admin.id] },
      201,
    );
    await t.database.db.insert(peakPeriods).values({
      cabinId,
      name: 'Jul',
      firstNight: '2024-12-22',
      lastNight: '2025-01-01',
      method: 'rotation',
      rotationOrder: [olas.id],
    });
    // Olas: Christmas 2024 has a night in 2024 and one in 2025, Christmas 2025 two in 2025 and one
    // in 2026; the nights outside the period are not peak nights.
    await addBooking(t.database.db, cabinId, admin.id, '2025-12-30', '2026-01-02');
    await addBooking(t.database.db, cabinId, owner.id, '2024-12-31', '2025-01-05');
    await addBooking(t.database.db, cabinId, member.id, '2026-12-20', '2026-12-24');
    // Waiting for approval: not counted.
    await t.database.db.insert(bookings).values({
      cabinId,
      userId: member.id,
      startDate: '2027-01-01',
      endDate: '2027-01-02',
      status: 'pending',
    });
    const fair = await callAs(t.app, member, 'GET', '/api/fair-share');
    expect(fair).toEqual({
      year: 2027,
      myHouseholdId: soloHouseholdId(member.id),
      households: [
        {
          householdId: olas.id,
          name: 'Olas',
          memberIds: olas.memberIds,
          nightsByYear: [
            { year: 2027, nights: 0 },
            { year: 2026, nights: 1 },
            { year: 2025, nights: 3 },
            { year: 2024, nights: 1 },
          ],
        },
        {
          householdId: soloHouseholdId(member.id),
          name: 'Mona Medlem',
          memberIds: [member.id],
          nightsByYear: [
            { year: 2027, nights: 0 },
            { year: 2026, nights: 2 },
            { year: 2025, nights: 0 },
            { year: 2024, nights: 0 },
          ],
        },
      ],
    });
  });
});
