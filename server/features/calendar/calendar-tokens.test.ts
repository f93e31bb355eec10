import type { CalendarSubscription } from '@shared/schemas/calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarFeedTokens } from '../../db/schema';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';
import { createFeedTokenSealer } from './feed-token';

// Each member's personal feed token: made once, shown again, replaced on demand, gone with the
// membership, and useless for every other cabin. A refused feed never says whether the cabin exists.

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let cabinA: { id: string; accessCode: string };
let cabinB: { id: string; accessCode: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-23T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  cabinB = await createCabinAs(t.app, owner, 'Sjøhytta');
  cabinA = await createCabinAs(t.app, owner, 'Fjellhytta');
  await joinAs(t.app, member, cabinA.accessCode);
});

const subscribe = (user: TestUser, cabinId: string, expected = 200): Promise<CalendarSubscription> =>
  callAs(t.app, user, 'GET', `/api/calendar/${cabinId}/subscription`, undefined, expected);
const regenerate = (user: TestUser, cabinId: string): Promise<CalendarSubscription> =>
  callAs(t.app, user, 'POST', `/api/calendar/${cabinId}/subscription/regenerate`);
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

function fetchFeed(path: string) {
  return t.app.inject({ method: 'GET', url: path });
}
const feedPath = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};
const NOT_FOUND = { message: 'Calendar feed not found', code: 'calendar_feed_not_found' };

describe('a member’s calendar subscription', () => {
  it('gives the feed URL, the webcal link and the Google and Outlook links, the same every time', async () => {
    const first = await subscribe(member, cabinA.id);
    const token = tokenOf(first.url);
    // 256 bits, base64url: at least the 128 the feed needs.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.url).toBe(`http://localhost:3000/api/calendar/${cabinA.id}/feed?token=${token}&lang=no`);
    expect(first.webcalUrl).toBe(
      `webcal://localhost:3000/api/calendar/${cabinA.id}/feed?token=${token}&lang=no`,
    );
    const google = new URL(first.googleUrl);
    expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/r');
    expect(google.searchParams.get('cid')).toBe(first.webcalUrl);
    const outlook = new URL(first.outlookUrl);
    expect(`${outlook.origin}${outlook.pathname}`).toBe('https://outlook.live.com/calendar/0/addfromweb');
    expect(outlook.searchParams.get('url')).toBe(first.url);
    expect(outlook.searchParams.get('name')).toBe('Fjellhytta');

    expect(await subscribe(member, cabinA.id)).toEqual(first);
    expect(tokenOf((await subscribe(owner, cabinA.id)).url)).not.toBe(token);
  });

  it('stores only a hash and a sealed copy of the token', async () => {
    const token = tokenOf((await subscribe(member, cabinA.id)).url);
    const rows = await t.database.db
      .select()
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('agrees on one token when the dialog asks twice at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe(member, cabinA.id)));
    expect(new Set(answers.map((answer) => answer.url)).size).toBe(1);
    expect((await fetchFeed(feedPath(answers[0]?.url ?? ''))).statusCode).toBe(200);
  });

  it('regenerates: the new URL works and the old one stops at once', async () => {
    const old = await subscribe(member, cabinA.id);
    expect((await fetchFeed(feedPath(old.url))).statusCode).toBe(200);
    const fresh = await regenerate(member, cabinA.id);
    expect(tokenOf(fresh.url)).not.toBe(tokenOf(old.url));
    const refused = await fetchFeed(feedPath(old.url));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(NOT_FOUND);
    expect((await fetchFeed(feedPath(fresh.url))).statusCode).toBe(200);
    expect(await subscribe(member, cabinA.id)).toEqual(fresh);
  });

  it('dies when the member is removed or leaves', async () => {
    const removedUrl = (await subscribe(member, cabinA.id)).url;
    await callAs(t.app, owner, 'DELETE', `/api/cabin/members/${member.id}`);
    expect((await fetchFeed(feedPath(removedUrl))).statusCode).toBe(404);

    await callAs(t.app, owner, 'DELETE', `/api/cabin/removed-members/${member.id}`);
    await joinAs(t.app, member, cabinA.accessCode);
    const leftUrl = (await subscribe(member, cabinA.id)).url;
    expect(tokenOf(leftUrl)).not.toBe(tokenOf(removedUrl));
    await callAs(t.app, member, 'POST', '/api/cabin/leave');
    expect((await fetchFeed(feedPath(leftUrl))).statusCode).toBe(404);
    // And the routes refuse them like anyone outside the cabin.
    await subscribe(member, cabinA.id, 404);
  });

  it('dies with the cabin', async () => {
    const url = (await subscribe(owner, cabinA.id)).url;
    await callAs(t.app, owner, 'DELETE', '/api/cabin');
    expect((await fetchFeed(feedPath(url))).statusCode).toBe(404);
  });

  it('does not open another cabin, not even one its holder belongs to', async () => {
    const token = tokenOf((await subscribe(owner, cabinA.id)).url);
    const response = await fetchFeed(`/api/calendar/${cabinB.id}/feed?token=${token}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('answers a wrong, missing or malformed token, or an unknown cabin, the same 404', async () => {
    const token = tokenOf((await subscribe(member, cabinA.id)).url);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const paths = [
      `/api/calendar/${cabinA.id}/feed?token=${wrong}`,
      `/api/calendar/${cabinA.id}/feed`,
      `/api/calendar/${cabinA.id}/feed?token=`,
      `/api/calendar/${cabinA.id}/feed?token=${'x'.repeat(5000)}`,
      `/api/calendar/${cabinA.id}/feed?token=${token}&token=${token}`,
      `/api/calendar/00000000-0000-4000-8000-000000000000/feed?token=${token}`,
      `/api/calendar/not-a-uuid/feed?token=${token}`,
    ];
    for (const path of paths) {
      const response = await fetchFeed(path);
      expect({ path, status: response.statusCode, body: response.json() }).toEqual({
        path,
        status: 404,
        body: NOT_FOUND,
      });
    }
  });

  it('gives a new URL when the server secret changed and the stored copy cannot be opened', async () => {
    const before = await subscribe(member, cabinA.id);
    // What a row sealed under another secret looks like to this server.
    const otherServer = createFeedTokenSealer('another-secret-that-is-long-enough-for-tests');
    await t.database.db
      .update(calendarFeedTokens)
      .set({ tokenSealed: otherServer.seal(tokenOf(before.url), `${cabinA.id}:${member.id}`) })
      .where(eq(calendarFeedTokens.userId, member.id));
    const after = await subscribe(member, cabinA.id);
    expect(tokenOf(after.url)).not.toBe(tokenOf(before.url));
    expect((await fetchFeed(feedPath(after.url))).statusCode).toBe(200);
    expect((await fetchFeed(feedPath(before.url))).statusCode).toBe(404);
  });
});

describe('the subscription routes', () => {
  it('refuse a signed-out caller and an unknown or malformed cabin', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const path = method === 'GET' ? 'subscription' : 'subscription/regenerate';
      const signedOut = await injectAs(t.app, null, { method, url: `/api/calendar/${cabinA.id}/${path}` });
      expect(signedOut.statusCode).toBe(401);
      for (const cabinId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const response = await injectAs(t.app, member, { method, url: `/api/calendar/${cabinId}/${path}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Cabin not found', code: 'cabin_not_found' });
      }
    }
    expect(
      await t.database.db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, member.id)),
    ).toEqual([]);
  });
});
