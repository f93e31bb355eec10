import { LIVE_CLOSE_UNAUTHORIZED } from '@shared/live-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../test/cabin-fixtures';
import { joinedSocket, liveUrlOf, openSocket, upgradeStatus } from '../test/live-client';
import { createTestApp, injectAs, signUp, TEST_ORIGIN, type TestApp, type TestUser } from '../test/test-app';

// The live connection at /ws against a listening app: who may connect, who may join which
// cabin, and which sockets hear which writes.

let t: TestApp;
let url: string;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let cabinA: string;
let cabinB: string;

beforeAll(async () => {
  // A short heartbeat so a signed-out socket is closed within the test, not after 30 s; not
  // shorter, because a socket whose pong is not back by the next beat is dropped, and on a busy
  // machine a 100 ms beat dropped live sockets in the middle of a test.
  t = await createTestApp({ live: { heartbeatMs: 2_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = liveUrlOf(t.app);
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  outsider = await signUp(t.app, { fullName: 'Ute Stående' });
  const a = await createCabinAs(t.app, owner, 'Hytte A');
  cabinA = a.id;
  await joinAs(t.app, member, a.accessCode);
  cabinB = (await createCabinAs(t.app, outsider, 'Hytte B')).id;
});
afterAll(async () => {
  await t.close();
});

const addItem = (user: TestUser, name: string) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/shopping-items', payload: { name } });

describe('the /ws upgrade', () => {
  it('refuses a signed-out caller, a forged cookie and a foreign origin, and accepts a session', async () => {
    expect(await upgradeStatus(url, {})).toBe(401);
    expect(await upgradeStatus(url, { cookie: 'better-auth.session_token=forged.value' })).toBe(401);
    expect(await upgradeStatus(url, { cookie: owner.cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(url, { cookie: owner.cookie, origin: TEST_ORIGIN })).toBe(101);
    expect(await upgradeStatus(url.replace('/ws', '/other'), { cookie: owner.cookie })).toBe(404);
  });
});

describe('joining a cabin', () => {
  it('refuses a cabin the user is not a member of, and a malformed id, and closes the socket', async () => {
    for (const cabinId of [cabinB, 'not-a-uuid']) {
      const socket = await openSocket(url, member.cookie);
      socket.send({ type: 'join', cabinId });
      expect(await socket.next()).toMatchObject({ type: 'error', code: 'not_member' });
      expect((await socket.closed).code).toBe(4403);
    }
  });

  it('answers an unparsable or unknown message with an error and keeps the socket usable', async () => {
    const socket = await openSocket(url, member.cookie);
    socket.send('{not json');
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'bad_message' });
    socket.send({ type: 'subscribe', cabinId: cabinA });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'bad_message' });
    socket.send({ type: 'join', cabinId: cabinA });
    expect(await socket.next()).toEqual({ type: 'joined', cabinId: cabinA });
    socket.close();
  });
});

describe('delivering events', () => {
  it("sends a cabin's writes to its members' sockets and never to another cabin's", async () => {
    const ownerSocket = await joinedSocket(url, owner.cookie, cabinA);
    const memberSocket = await joinedSocket(url, member.cookie, cabinA);
    const outsiderSocket = await joinedSocket(url, outsider.cookie, cabinB);

    expect((await addItem(member, 'Ved')).statusCode).toBe(201);
    expect(await ownerSocket.next()).toEqual({ type: 'shopping_item_created', cabinId: cabinA });
    expect(await memberSocket.next()).toEqual({ type: 'shopping_item_created', cabinId: cabinA });
    // Events reach a process in commit order, so the outsider's first event being cabin B's
    // own later write proves cabin A's never reached it.
    expect((await addItem(outsider, 'Kaffe')).statusCode).toBe(201);
    expect(await outsiderSocket.next()).toEqual({ type: 'shopping_item_created', cabinId: cabinB });
    for (const socket of [ownerSocket, memberSocket, outsiderSocket]) socket.close();
  });

  it('sends nothing for a write that failed', async () => {
    const socket = await joinedSocket(url, owner.cookie, cabinA);
    await addItem(owner, 'Melk');
    expect(await socket.next()).toMatchObject({ type: 'shopping_item_created' });
    expect((await addItem(member, 'melk')).statusCode).toBe(409);
    await injectAs(t.app, owner, { method: 'PATCH', url: '/api/cabin', payload: { name: 'Hytte A2' } });
    expect(await socket.next()).toEqual({ type: 'cabin_updated', cabinId: cabinA });
    socket.close();
  });

  it('a removed member stops hearing the cabin at once', async () => {
    const leaver = await signUp(t.app, { fullName: 'Lars Går' });
    const cabin = await createCabinAs(t.app, leaver, 'Lars sin hytte');
    const code = (await injectAs(t.app, owner, { method: 'GET', url: '/api/cabin' })).json<{
      accessCode: string;
    }>().accessCode;
    await joinAs(t.app, leaver, code);
    const leaverSocket = await joinedSocket(url, leaver.cookie, cabinA);
    const ownerSocket = await joinedSocket(url, owner.cookie, cabinA);
    const removed = await injectAs(t.app, owner, {
      method: 'DELETE',
      url: `/api/cabin/members/${leaver.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await leaverSocket.nextOf('member_removed')).toEqual({ type: 'member_removed', cabinId: cabinA });
    await addItem(owner, 'Fyrstikker');
    expect(await ownerSocket.nextOf('shopping_item_created')).toMatchObject({ cabinId: cabinA });
    // The leaver's socket hears its own cabin next; cabin A's item never reached it.
    await injectAs(t.app, leaver, {
      method: 'POST',
      url: '/api/user/switch-cabin',
      payload: { cabinId: cabin.id },
    });
    await addItem(leaver, 'Tau');
    const next = await leaverSocket.next();
    expect(next.cabinId).not.toBe(cabinA);
    leaverSocket.close();
    ownerSocket.close();
  });

  it('tells only the recipient about a new notification', async () => {
    const ownerSocket = await joinedSocket(url, owner.cookie, cabinA);
    const memberSocket = await joinedSocket(url, member.cookie, cabinA);
    const requested = await injectAs(t.app, member, {
      method: 'POST',
      url: '/api/bookings',
      payload: { startDate: '2030-02-01', endDate: '2030-02-03', adults: 2, children: 0, notes: '' },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const ownerHeard = [await ownerSocket.next(), await ownerSocket.next()].map((message) => message.type);
    expect(ownerHeard.sort()).toEqual(['booking_created', 'notification_created']);
    expect(await memberSocket.next()).toEqual({ type: 'booking_created', cabinId: cabinA });
    // The member's next event is the next cabin write, not a notification of their own request.
    await addItem(owner, 'Lys');
    expect(await memberSocket.next()).toEqual({ type: 'shopping_item_created', cabinId: cabinA });
    ownerSocket.close();
    memberSocket.close();
  });

  it('closes a socket whose session has ended', async () => {
    const user = await signUp(t.app);
    await createCabinAs(t.app, user, 'Kortvarig');
    const socket = await openSocket(url, user.cookie);
    const signedOut = await injectAs(t.app, user, { method: 'POST', url: '/api/auth/logout' });
    expect(signedOut.statusCode, signedOut.body).toBeLessThan(300);
    expect((await socket.closed).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
  });

  it('checks many sessions a few at a time, closing only the sockets whose session ended', async () => {
    const users = await Promise.all(Array.from({ length: 9 }, () => signUp(t.app)));
    // Two devices of the first user share one session check; the others have one socket each.
    const sockets = await Promise.all(
      [users[0], ...users].map((user) => openSocket(url, user?.cookie ?? '')),
    );
    const ending = [users[0], users[4], users[8]];
    for (const user of ending) {
      await injectAs(t.app, user ?? null, { method: 'POST', url: '/api/auth/logout' });
    }
    const closedCodes = await Promise.all(
      [sockets[0], sockets[1], sockets[5], sockets[9]].map(async (socket) => (await socket?.closed)?.code),
    );
    expect(closedCodes).toEqual([
      LIVE_CLOSE_UNAUTHORIZED,
      LIVE_CLOSE_UNAUTHORIZED,
      LIVE_CLOSE_UNAUTHORIZED,
      LIVE_CLOSE_UNAUTHORIZED,
    ]);
    // The next beat comes after that one's checks were all done: the others are still open.
    const staying = [sockets[2], sockets[3], sockets[4], sockets[6], sockets[7], sockets[8]];
    await staying[0]?.nextPing();
    expect(staying.map((socket) => socket?.isClosed())).toEqual([false, false, false, false, false, false]);
    for (const socket of staying) socket?.close();
  });
});
