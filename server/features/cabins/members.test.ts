import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cabinMembers, calendarFeedTokens, notifications, users } from '../../db/schema';
import {
  addBooking,
  bookingOwners,
  createCabinAs,
  joinAs,
  ownerAdminAndMember,
  setRole,
} from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let cabin: { id: string; accessCode: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  ({ owner, admin, member, cabin } = await ownerAdminAndMember(t));
});

const roles = async () => {
  const rows = await t.database.db
    .select({ userId: cabinMembers.userId, role: cabinMembers.role })
    .from(cabinMembers)
    .where(eq(cabinMembers.cabinId, cabin.id));
  return Object.fromEntries(rows.map((row) => [row.userId, row.role]));
};

describe('the member list', () => {
  it('shows every member with name, username, picture and role, the owner first', async () => {
    const response = await injectAs(t.app, member, { method: 'GET', url: '/api/cabin/users' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: owner.id,
        fullName: 'Olav Eier',
        displayName: null,
        username: owner.username,
        profilePicture: null,
        isOwner: true,
        role: 'owner',
      },
      expect.objectContaining({ id: admin.id, fullName: 'Astrid Admin', isOwner: false, role: 'admin' }),
      expect.objectContaining({ id: member.id, fullName: 'Mona Medlem', isOwner: false, role: 'member' }),
    ]);
  });
});

describe('roles', () => {
  it('the owner makes a member admin and back', async () => {
    const promote = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: `/api/cabin/members/${member.id}`,
      payload: { role: 'admin' },
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json()).toMatchObject({ id: member.id, role: 'admin', isOwner: false });
    const demote = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: `/api/cabin/members/${admin.id}`,
      payload: { role: 'member' },
    });
    expect(demote.json()).toMatchObject({ role: 'member' });
    expect(await roles()).toEqual({ [owner.id]: 'owner', [admin.id]: 'member', [member.id]: 'admin' });
  });

  it('never makes a second owner or an ownerless cabin through a role change', async () => {
    const toOwner = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: `/api/cabin/members/${member.id}`,
      payload: { role: 'owner' },
    });
    expect(toOwner.statusCode).toBe(400);
    const demoteOwner = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: `/api/cabin/members/${owner.id}`,
      payload: { role: 'member' },
    });
    expect(demoteOwner.statusCode).toBe(400);
    expect(demoteOwner.json().code).toBe('cannot_change_owner_role');
    expect(await roles()).toEqual({ [owner.id]: 'owner', [admin.id]: 'admin', [member.id]: 'member' });
  });

  it('offers ownership; nothing changes until the member accepts, then the old owner is admin for good', async () => {
    const offer = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/cabin/transfer-ownership',
      payload: { newOwnerId: member.id },
    });
    expect(offer.statusCode).toBe(202);
    expect(offer.json()).toEqual({
      message: 'Mona Medlem has been asked to take over the cabin',
      offer: {
        cabin: { id: cabin.id, name: 'Felleshytta' },
        from: { id: owner.id, name: 'Olav Eier' },
        to: { id: member.id, name: 'Mona Medlem' },
        createdAt: expect.any(String),
      },
    });
    expect(await roles()).toEqual({ [owner.id]: 'owner', [admin.id]: 'admin', [member.id]: 'member' });
    const accept = await injectAs(t.app, member, {
      method: 'POST',
      url: '/api/cabin/ownership-offer/accept',
      payload: { cabinId: cabin.id },
    });
    expect(accept.statusCode).toBe(200);
    expect(await roles()).toEqual({ [owner.id]: 'admin', [admin.id]: 'admin', [member.id]: 'owner' });
    const back = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/cabin/transfer-ownership',
      payload: { newOwnerId: owner.id },
    });
    expect(back.statusCode).toBe(403);
    const meOld = await injectAs(t.app, owner, { method: 'GET', url: '/api/auth/me' });
    expect(meOld.json().user.isOwner).toBe(false);
    const meNew = await injectAs(t.app, member, { method: 'GET', url: '/api/auth/me' });
    expect(meNew.json().user.isOwner).toBe(true);
  });

  it('refuses a transfer to oneself or to someone outside the cabin', async () => {
    const self = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/cabin/transfer-ownership',
      payload: { newOwnerId: owner.id },
    });
    expect(self.statusCode).toBe(400);
    const outsider = await signUp(t.app);
    const away = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/cabin/transfer-ownership',
      payload: { newOwnerId: outsider.id },
    });
    expect(away.statusCode).toBe(404);
    expect(away.json()).toEqual({ message: 'Member not found', code: 'member_not_found' });
    expect((await roles())[owner.id]).toBe('owner');
  });
});

describe('removing members', () => {
  it('the owner removes an admin; their bookings here go, others stay', async () => {
    await addBooking(t.database.db, cabin.id, admin.id, '2027-01-01', '2027-01-05');
    await addBooking(t.database.db, cabin.id, member.id, '2027-02-01', '2027-02-05');
    const response = await injectAs(t.app, owner, {
      method: 'DELETE',
      url: `/api/cabin/members/${admin.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Astrid Admin was removed from the cabin' });
    expect(await roles()).toEqual({ [owner.id]: 'owner', [member.id]: 'member' });
    expect(await bookingOwners(t.database.db, cabin.id)).toEqual([member.id]);
    const gone = await injectAs(t.app, admin, { method: 'GET', url: '/api/cabin' });
    expect(gone.statusCode).toBe(404);
  });

  it('an admin removes members but not other admins or the owner', async () => {
    const other = await signUp(t.app);
    await joinAs(t.app, other, cabin.accessCode);
    await setRole(t.database.db, cabin.id, other.id, 'admin');
    const ownerTry = await injectAs(t.app, admin, {
      method: 'DELETE',
      url: `/api/cabin/members/${owner.id}`,
    });
    expect(ownerTry.statusCode).toBe(403);
    expect(ownerTry.json().code).toBe('cannot_remove_owner');
    const adminTry = await injectAs(t.app, admin, {
      method: 'DELETE',
      url: `/api/cabin/members/${other.id}`,
    });
    expect(adminTry.statusCode).toBe(403);
    expect(adminTry.json().code).toBe('cannot_remove_admin');
    const ok = await injectAs(t.app, admin, { method: 'DELETE', url: `/api/cabin/members/${member.id}` });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(await roles()).sort()).toEqual([owner.id, admin.id, other.id].sort());
  });

  it('a member removes nobody, and nobody removes themselves this way', async () => {
    const memberTry = await injectAs(t.app, member, {
      method: 'DELETE',
      url: `/api/cabin/members/${admin.id}`,
    });
    expect(memberTry.statusCode).toBe(403);
    const self = await injectAs(t.app, owner, { method: 'DELETE', url: `/api/cabin/members/${owner.id}` });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('cannot_remove_self');
    expect(Object.keys(await roles())).toHaveLength(3);
  });
});

describe('leaving', () => {
  it("removes the leaver's bookings, notifications and feed token here, and moves them to another cabin", async () => {
    const elsewhere = await createCabinAs(t.app, member, 'Min egen');
    await injectAs(t.app, member, {
      method: 'POST',
      url: '/api/user/switch-cabin',
      payload: { cabinId: cabin.id },
    });
    await addBooking(t.database.db, cabin.id, member.id, '2027-03-01', '2027-03-04');
    await addBooking(t.database.db, cabin.id, owner.id, '2027-03-10', '2027-03-12');
    await addBooking(t.database.db, elsewhere.id, member.id, '2027-03-01', '2027-03-04');
    const approved = {
      type: 'booking_approved',
      startDate: '2027-03-01',
      endDate: '2027-03-04',
      responseNotes: null,
    } as const;
    await t.database.db.insert(notifications).values([
      { userId: member.id, cabinId: cabin.id, type: 'booking_approved', data: approved },
      { userId: member.id, cabinId: elsewhere.id, type: 'booking_approved', data: approved },
    ]);
    await t.database.db
      .insert(calendarFeedTokens)
      .values({ cabinId: cabin.id, userId: member.id, tokenHash: 'hash-of-a-token', tokenSealed: 'sealed' });

    const response = await injectAs(t.app, member, { method: 'POST', url: '/api/cabin/leave' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You left the cabin' });
    expect(await bookingOwners(t.database.db, cabin.id)).toEqual([owner.id]);
    expect(await bookingOwners(t.database.db, elsewhere.id)).toEqual([member.id]);
    const left = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(left.map((row) => row.cabinId)).toEqual([elsewhere.id]);
    expect(await t.database.db.select().from(calendarFeedTokens)).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.currentCabinId).toBe(elsewhere.id);
  });

  it('leaves a user with no other cabin without a current cabin', async () => {
    await injectAs(t.app, admin, { method: 'POST', url: '/api/cabin/leave' });
    const me = await injectAs(t.app, admin, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().user).toMatchObject({ currentCabinId: null, isOwner: false });
    const again = await injectAs(t.app, admin, { method: 'POST', url: '/api/cabin/leave' });
    expect(again.statusCode).toBe(404);
  });

  it('refuses the owner, who must transfer ownership or delete the cabin', async () => {
    await addBooking(t.database.db, cabin.id, owner.id, '2027-04-01', '2027-04-03');
    const response = await injectAs(t.app, owner, { method: 'POST', url: '/api/cabin/leave' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('owner_cannot_leave');
    expect(await bookingOwners(t.database.db, cabin.id)).toEqual([owner.id]);
  });
});
