import { LIVE_CLOSE_NOT_MEMBER } from '@shared/live-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../test/cabin-fixtures';
import { liveUrlOf, openSocket } from '../test/live-client';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../test/test-app';

// Issue #13, item 9: a member removed while their socket's join is being checked is not let in
// on the strength of the first answer.

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let cabinId: string;
/** Set by the test: runs once, right after the next membership check answered. */
let betweenChecks: (() => Promise<void>) | null = null;

beforeAll(async () => {
  t = await createTestApp({
    live: {
      aroundMembershipCheck: async (check) => {
        const answer = await check();
        const write = betweenChecks;
        betweenChecks = null;
        await write?.();
        return answer;
      },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  const cabin = await createCabinAs(t.app, owner, 'Hytte A');
  cabinId = cabin.id;
  await joinAs(t.app, member, cabin.accessCode);
});
afterAll(async () => {
  await t.close();
});

describe('joining a cabin while being removed from it', () => {
  it('refuses and closes the socket when the removal lands between the check and the join', async () => {
    const socket = await openSocket(liveUrlOf(t.app), member.cookie);
    betweenChecks = async () => {
      const removed = await injectAs(t.app, owner, {
        method: 'DELETE',
        url: `/api/cabin/members/${member.id}`,
      });
      expect(removed.statusCode).toBe(200);
    };
    socket.send({ type: 'join', cabinId });
    expect(await socket.nextOf('error')).toMatchObject({ type: 'error', code: 'not_member' });
    expect(await socket.closed).toEqual({ code: LIVE_CLOSE_NOT_MEMBER });
    expect(betweenChecks).toBeNull();
  });
});
