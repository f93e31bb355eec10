import { WRONG_JOIN_CODES_PER_ADDRESS } from '@shared/constants';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ownerAdminAndMember } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Issue #13, items 1, 2 and 8: removed members stay out, the access code can be changed and is
// the managers' to share, and wrong codes are limited per client address.

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

const join = (user: TestUser, accessCode: string, remoteAddress?: string) =>
  injectAs(t.app, user, {
    method: 'POST',
    url: '/api/user/join-cabin',
    payload: { accessCode },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const remove = (by: TestUser, target: TestUser) =>
  injectAs(t.app, by, { method: 'DELETE', url: `/api/cabin/members/${target.id}` });

describe('a removed member', () => {
  it('cannot rejoin with the access code until allowed back', async () => {
    expect((await remove(admin, member)).statusCode).toBe(200);
    const refused = await join(member, cabin.accessCode);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'You were removed from this cabin. Ask the owner to invite you again.',
      code: 'removed_from_cabin',
    });
    const listed = await injectAs(t.app, owner, { method: 'GET', url: '/api/cabin/removed-members' });
    expect(listed.json()).toEqual({
      removedMembers: [
        {
          id: member.id,
          fullName: 'Mona Medlem',
          username: member.username,
          removedAt: expect.any(String),
          removedBy: { id: admin.id, name: 'Astrid Admin' },
        },
      ],
    });
    const byMember = await injectAs(t.app, member, { method: 'GET', url: '/api/cabin/removed-members' });
    expect(byMember.statusCode).toBe(404);
    const allow = await injectAs(t.app, owner, {
      method: 'DELETE',
      url: `/api/cabin/removed-members/${member.id}`,
    });
    expect(allow.statusCode).toBe(200);
    expect((await join(member, cabin.accessCode)).statusCode).toBe(200);
  });

  const invite = (by: TestUser, target: TestUser) =>
    injectAs(t.app, by, { method: 'POST', url: '/api/cabin/invite', payload: { username: target.username } });
  const removedIds = async () =>
    (await injectAs(t.app, owner, { method: 'GET', url: '/api/cabin/removed-members' }))
      .json<{ removedMembers: { id: string }[] }>()
      .removedMembers.map((removed) => removed.id);

  it('is let back in by a new invitation once they accept it', async () => {
    await remove(owner, member);
    const invited = await invite(owner, member);
    expect(invited.statusCode).toBe(201);
    // Still removed while the invitation is only open: the code keeps them out.
    expect(await removedIds()).toEqual([member.id]);
    expect((await join(member, cabin.accessCode)).statusCode).toBe(403);
    const accept = await injectAs(t.app, member, {
      method: 'POST',
      url: `/api/invitations/${invited.json().invitation.id}/accept`,
    });
    expect(accept.statusCode).toBe(200);
    expect(await removedIds()).toEqual([]);
  });

  it('stays removed when an invitation is withdrawn or declined (issue #36, item 7)', async () => {
    await remove(owner, member);
    const invited = await invite(admin, member);
    expect(invited.statusCode).toBe(201);
    const withdrawn = await injectAs(t.app, admin, {
      method: 'DELETE',
      url: `/api/cabin/invitations/${invited.json().invitation.id}`,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await removedIds()).toEqual([member.id]);
    const refused = await join(member, cabin.accessCode);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('removed_from_cabin');

    const again = await invite(owner, member);
    expect(again.statusCode).toBe(201);
    const declined = await injectAs(t.app, member, {
      method: 'POST',
      url: `/api/invitations/${again.json().invitation.id}/decline`,
    });
    expect(declined.statusCode).toBe(200);
    expect(await removedIds()).toEqual([member.id]);
    expect((await join(member, cabin.accessCode)).statusCode).toBe(403);
  });

  it("a plain member cannot see or clear the removed list; leaving on one's own keeps the door open", async () => {
    await remove(owner, admin);
    const list = await injectAs(t.app, member, { method: 'GET', url: '/api/cabin/removed-members' });
    expect(list.statusCode).toBe(403);
    const allow = await injectAs(t.app, member, {
      method: 'DELETE',
      url: `/api/cabin/removed-members/${admin.id}`,
    });
    expect(allow.statusCode).toBe(403);
    expect((await join(admin, cabin.accessCode)).statusCode).toBe(403);
    const leave = await injectAs(t.app, member, { method: 'POST', url: '/api/cabin/leave' });
    expect(leave.statusCode).toBe(200);
    expect((await join(member, cabin.accessCode)).statusCode).toBe(200);
  });
});

describe('the access code', () => {
  it('owner and admins rotate it; the old code stops working at once', async () => {
    for (const manager of [owner, admin]) {
      const before = (await injectAs(t.app, manager, { method: 'GET', url: '/api/cabin' })).json().accessCode;
      const rotated = await injectAs(t.app, manager, {
        method: 'POST',
        url: '/api/cabin/access-code/rotate',
      });
      expect(rotated.statusCode).toBe(200);
      const { accessCode } = rotated.json();
      expect(accessCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
      expect(accessCode).not.toBe(before);
      const newcomer = await signUp(t.app);
      const old = await join(newcomer, before);
      expect(old.statusCode).toBe(404);
      expect(old.json().code).toBe('invalid_access_code');
      expect((await join(newcomer, accessCode)).statusCode).toBe(200);
    }
  });

  it('plain members neither see nor rotate it', async () => {
    const seen = await injectAs(t.app, member, { method: 'GET', url: '/api/cabin' });
    expect(seen.json().accessCode).toBeNull();
    const adminSees = await injectAs(t.app, admin, { method: 'GET', url: '/api/cabin' });
    expect(adminSees.json().accessCode).toBe(cabin.accessCode);
    const rotate = await injectAs(t.app, member, { method: 'POST', url: '/api/cabin/access-code/rotate' });
    expect(rotate.statusCode).toBe(403);
    expect((await join(await signUp(t.app), cabin.accessCode)).statusCode).toBe(200);
  });
});

describe('guessing access codes', () => {
  it(`refuses a client address after ${WRONG_JOIN_CODES_PER_ADDRESS} wrong codes, whatever the account`, async () => {
    const address = '203.0.113.7';
    let tried = 0;
    while (tried < WRONG_JOIN_CODES_PER_ADDRESS) {
      // A fresh account every few tries: the per-account limit is never what stops them.
      const guesser = await signUp(t.app);
      for (let index = 0; index < 5 && tried < WRONG_JOIN_CODES_PER_ADDRESS; index += 1, tried += 1) {
        expect((await join(guesser, 'ZZZZZZZZ', address)).statusCode).toBe(404);
      }
    }
    const lucky = await signUp(t.app);
    const refused = await join(lucky, cabin.accessCode, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_join_attempts');
    // Another address (another family) is not held up.
    expect((await join(lucky, cabin.accessCode, '198.51.100.4')).statusCode).toBe(200);
  });
});
