import { INVITATIONS_PER_DAY } from '@shared/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cabinMembers, notifications } from '../../db/schema';
import { createCabinAs, joinAs, setRole } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Issue #13, item 3: inviting makes an invitation the invitee answers, never a membership.

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = new Date('2026-11-25T10:00:00Z');
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let guest: TestUser;
let cabin: { id: string; accessCode: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  clock = new Date(clock.getTime() + 2 * DAY_MS);
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  admin = await signUp(t.app, { fullName: 'Astrid Admin' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  guest = await signUp(t.app, { fullName: 'Gunnar Gjest' });
  cabin = await createCabinAs(t.app, owner, 'Felleshytta');
  await joinAs(t.app, admin, cabin.accessCode);
  await joinAs(t.app, member, cabin.accessCode);
  await setRole(t.database.db, cabin.id, admin.id, 'admin');
});

const invite = (by: TestUser, username: string) =>
  injectAs(t.app, by, { method: 'POST', url: '/api/cabin/invite', payload: { username } });

const myInvitations = async (user: TestUser) => {
  const response = await injectAs(t.app, user, { method: 'GET', url: '/api/invitations' });
  expect(response.statusCode).toBe(200);
  return response.json<{
    invitations: { id: string; cabin: { id: string } }[];
    ownershipOffers: unknown[];
  }>();
};

const isMember = async (user: TestUser) => {
  const rows = await t.database.db
    .select()
    .from(cabinMembers)
    .where(and(eq(cabinMembers.cabinId, cabin.id), eq(cabinMembers.userId, user.id)));
  return rows.length === 1;
};

describe('inviting by username', () => {
  it('creates an invitation, not a membership; the invitee is told and sees it', async () => {
    const response = await invite(admin, ` ${guest.username.toUpperCase()} `);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      invitation: {
        id: expect.any(String),
        cabin: { id: cabin.id, name: 'Felleshytta' },
        invitedBy: { id: admin.id, name: 'Astrid Admin' },
        createdAt: clock.toISOString(),
        expiresAt: new Date(clock.getTime() + 14 * DAY_MS).toISOString(),
      },
    });
    expect(await isMember(guest)).toBe(false);
    const outside = await injectAs(t.app, guest, { method: 'GET', url: '/api/cabin' });
    expect(outside.statusCode).toBe(404);
    expect((await myInvitations(guest)).invitations).toEqual([response.json().invitation]);
    const told = await t.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(eq(notifications.userId, guest.id));
    expect(told.map((row) => row.data)).toEqual([
      { type: 'cabin_invitation', cabinName: 'Felleshytta', byName: 'Astrid Admin' },
    ]);
  });

  it('accepting makes a member, and the cabin current when they had none', async () => {
    const { invitation } = (await invite(owner, guest.username)).json();
    const accept = await injectAs(t.app, guest, {
      method: 'POST',
      url: `/api/invitations/${invitation.id}/accept`,
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({
      message: 'Joined Felleshytta',
      cabin: { id: cabin.id, name: 'Felleshytta' },
    });
    expect(await isMember(guest)).toBe(true);
    const current = await injectAs(t.app, guest, { method: 'GET', url: '/api/cabin' });
    expect(current.json()).toMatchObject({ id: cabin.id, role: 'member', accessCode: null });
    expect((await myInvitations(guest)).invitations).toEqual([]);
    const again = await injectAs(t.app, guest, {
      method: 'POST',
      url: `/api/invitations/${invitation.id}/accept`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('invitation_not_found');
  });

  it('accepting keeps the current cabin of someone who already has one', async () => {
    const home = await createCabinAs(t.app, guest, 'Eget hus');
    const { invitation } = (await invite(owner, guest.username)).json();
    await injectAs(t.app, guest, { method: 'POST', url: `/api/invitations/${invitation.id}/accept` });
    expect(await isMember(guest)).toBe(true);
    const current = await injectAs(t.app, guest, { method: 'GET', url: '/api/cabin' });
    expect(current.json().id).toBe(home.id);
  });

  it('declining leaves them outside; only the invitee can answer', async () => {
    const { invitation } = (await invite(owner, guest.username)).json();
    const stranger = await signUp(t.app);
    for (const path of ['accept', 'decline']) {
      const notTheirs = await injectAs(t.app, stranger, {
        method: 'POST',
        url: `/api/invitations/${invitation.id}/${path}`,
      });
      expect(notTheirs.statusCode).toBe(404);
    }
    const decline = await injectAs(t.app, guest, {
      method: 'POST',
      url: `/api/invitations/${invitation.id}/decline`,
    });
    expect(decline.statusCode).toBe(200);
    expect(await isMember(guest)).toBe(false);
    const late = await injectAs(t.app, guest, {
      method: 'POST',
      url: `/api/invitations/${invitation.id}/accept`,
    });
    expect(late.statusCode).toBe(404);
    expect((await invite(owner, guest.username)).statusCode).toBe(201);
  });

  it('expires after 14 days; the same person can then be invited again', async () => {
    const { invitation } = (await invite(owner, guest.username)).json();
    expect((await invite(owner, guest.username)).json()).toEqual({
      message: 'This user already has an open invitation to the cabin',
      code: 'already_invited',
    });
    clock = new Date(clock.getTime() + 14 * DAY_MS);
    expect((await myInvitations(guest)).invitations).toEqual([]);
    const late = await injectAs(t.app, guest, {
      method: 'POST',
      url: `/api/invitations/${invitation.id}/accept`,
    });
    expect(late.statusCode).toBe(404);
    expect(await isMember(guest)).toBe(false);
    expect((await invite(owner, guest.username)).statusCode).toBe(201);
  });

  it(`allows ${INVITATIONS_PER_DAY} invitations per inviter per day, then 429 until the next day`, async () => {
    const people = await Promise.all(Array.from({ length: INVITATIONS_PER_DAY + 1 }, () => signUp(t.app)));
    for (const person of people.slice(0, INVITATIONS_PER_DAY)) {
      expect((await invite(admin, person.username)).statusCode).toBe(201);
    }
    const last = people[INVITATIONS_PER_DAY];
    if (!last) throw new Error('no last person');
    const refused = await invite(admin, last.username);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_invitations');
    // Another inviter has their own allowance.
    expect((await invite(owner, last.username)).statusCode).toBe(201);
    clock = new Date(clock.getTime() + DAY_MS);
    expect((await invite(admin, guest.username)).statusCode).toBe(201);
  });

  it('says "User not found", "already a member", and refuses plain members', async () => {
    const missing = await invite(owner, 'finnes_ikke');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found', code: 'user_not_found' });
    const existing = await invite(owner, member.username);
    expect(existing.statusCode).toBe(409);
    expect(existing.json()).toEqual({
      message: 'User is already a member of this cabin',
      code: 'user_already_member',
    });
    const byMember = await invite(member, guest.username);
    expect(byMember.statusCode).toBe(403);
    expect((await myInvitations(guest)).invitations).toEqual([]);
  });

  it('the owner and admins see open invitations and can withdraw them; members cannot', async () => {
    const { invitation } = (await invite(owner, guest.username)).json();
    const sent = await injectAs(t.app, admin, { method: 'GET', url: '/api/cabin/invitations' });
    expect(sent.json()).toEqual({
      invitations: [
        {
          id: invitation.id,
          invitee: { id: guest.id, name: 'Gunnar Gjest', username: guest.username },
          invitedBy: { id: owner.id, name: 'Olav Eier' },
          createdAt: invitation.createdAt,
          expiresAt: invitation.expiresAt,
        },
      ],
    });
    const memberList = await injectAs(t.app, member, { method: 'GET', url: '/api/cabin/invitations' });
    expect(memberList.statusCode).toBe(403);
    const memberWithdraw = await injectAs(t.app, member, {
      method: 'DELETE',
      url: `/api/cabin/invitations/${invitation.id}`,
    });
    expect(memberWithdraw.statusCode).toBe(403);
    const withdraw = await injectAs(t.app, admin, {
      method: 'DELETE',
      url: `/api/cabin/invitations/${invitation.id}`,
    });
    expect(withdraw.statusCode).toBe(200);
    expect((await myInvitations(guest)).invitations).toEqual([]);
    const late = await injectAs(t.app, guest, {
      method: 'POST',
      url: `/api/invitations/${invitation.id}/accept`,
    });
    expect(late.statusCode).toBe(404);
  });
});

describe('ownership offers', () => {
  const offer = (to: TestUser) =>
    injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/cabin/transfer-ownership',
      payload: { newOwnerId: to.id },
    });
  const answer = (user: TestUser, path: 'accept' | 'decline') =>
    injectAs(t.app, user, {
      method: 'POST',
      url: `/api/cabin/ownership-offer/${path}`,
      payload: { cabinId: cabin.id },
    });
  const ownerOf = async () => {
    const [row] = await t.database.db
      .select({ userId: cabinMembers.userId })
      .from(cabinMembers)
      .where(and(eq(cabinMembers.cabinId, cabin.id), eq(cabinMembers.role, 'owner')));
    return row?.userId;
  };

  it('the member sees the offer; declining keeps the owner and tells them', async () => {
    expect((await offer(member)).statusCode).toBe(202);
    const pending = await injectAs(t.app, owner, { method: 'GET', url: '/api/cabin' });
    expect(pending.json().ownershipOffer).toEqual({
      to: { id: member.id, name: 'Mona Medlem' },
      createdAt: clock.toISOString(),
    });
    expect((await myInvitations(member)).ownershipOffers).toEqual([
      {
        cabin: { id: cabin.id, name: 'Felleshytta' },
        from: { id: owner.id, name: 'Olav Eier' },
        to: { id: member.id, name: 'Mona Medlem' },
        createdAt: clock.toISOString(),
      },
    ]);
    expect((await answer(admin, 'accept')).statusCode).toBe(404);
    expect((await answer(member, 'decline')).statusCode).toBe(200);
    expect(await ownerOf()).toBe(owner.id);
    const after = await injectAs(t.app, owner, { method: 'GET', url: '/api/cabin' });
    expect(after.json().ownershipOffer).toBeNull();
    const told = await t.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(told.map((row) => row.data)).toContainEqual({
      type: 'ownership_offer_declined',
      cabinName: 'Felleshytta',
      byName: 'Mona Medlem',
    });
    expect((await answer(member, 'accept')).statusCode).toBe(404);
  });

  it('the owner withdraws the offer, or replaces it by offering to someone else', async () => {
    await offer(member);
    const withdraw = await injectAs(t.app, owner, { method: 'DELETE', url: '/api/cabin/ownership-offer' });
    expect(withdraw.statusCode).toBe(200);
    expect((await answer(member, 'accept')).statusCode).toBe(404);
    await offer(member);
    await offer(admin);
    expect((await myInvitations(member)).ownershipOffers).toEqual([]);
    expect((await answer(member, 'accept')).statusCode).toBe(404);
    expect((await answer(admin, 'accept')).statusCode).toBe(200);
    expect(await ownerOf()).toBe(admin.id);
  });

  it('only the owner offers or withdraws', async () => {
    const byAdmin = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/cabin/transfer-ownership',
      payload: { newOwnerId: member.id },
    });
    expect(byAdmin.statusCode).toBe(403);
    await offer(member);
    const adminWithdraw = await injectAs(t.app, admin, {
      method: 'DELETE',
      url: '/api/cabin/ownership-offer',
    });
    expect(adminWithdraw.statusCode).toBe(403);
    expect((await myInvitations(member)).ownershipOffers).toHaveLength(1);
  });
});
