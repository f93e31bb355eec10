import type { CalendarSubscription } from '@shared/schemas/calendar';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { parseFeed } from '../../test/parse-feed';
import { callAs, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';

// The feed through the API: which bookings a subscriber's calendar shows after each change, and
// the caching a calendar app relies on. Today is 23 November 2026.

const NOW = new Date('2026-11-23T10:00:00Z');

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let subscription: CalendarSubscription;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  const cabin = await createCabinAs(t.app, owner, 'Fjellhytta');
  await joinAs(t.app, member, cabin.accessCode);
  subscription = await callAs(t.app, member, 'GET', `/api/calendar/${cabin.id}/subscription`);
});

/** The feed as a calendar app fetches it: no cookie, no Origin, just the URL. */
function fetchFeed(url = subscription.url, headers: Record<string, string> = {}) {
  const { pathname, search } = new URL(url);
  return t.app.inject({ method: 'GET', url: `${pathname}${search}`, headers });
}

async function feedEvents() {
  const response = await fetchFeed();
  expect(response.statusCode, response.body).toBe(200);
  return parseFeed(response.body).events;
}

const book = (user: TestUser, startDate: string, endDate: string, more: Record<string, unknown> = {}) =>
  callAs(t.app, user, 'POST', '/api/bookings', { startDate, endDate, ...more }, 201);

describe('the calendar feed of a cabin', () => {
  it('is an RFC 5545 calendar named after the cabin, for a caller with no cookie', async () => {
    await book(owner, '2026-12-24', '2026-12-27', { adults: 2, children: 1 });
    const response = await fetchFeed();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const feed = parseFeed(response.body);
    expect(feed.name).toBe('Fjellhytta');
    expect(feed.timezone).toBe('Europe/Oslo');
    expect(feed.events).toEqual([
      expect.objectContaining({
        summary: 'Olav Eier (2 voksne, 1 barn)',
        start: '2026-12-24',
        end: '2026-12-27',
        status: 'CONFIRMED',
        url: 'http://localhost:3000/calendar',
      }),
    ]);
  });

  it('shows approved stays once, pending ones as tentative, and drops declined and deleted ones', async () => {
    const approved = await book(owner, '2026-12-24', '2026-12-27');
    const pending = await book(member, '2027-01-08', '2027-01-10', { notes: 'Skitur; med venner, 4 stk' });
    const declined = await book(member, '2027-02-01', '2027-02-03');
    const deleted = await book(owner, '2027-03-01', '2027-03-05');
    await callAs(t.app, owner, 'PUT', `/api/bookings/${declined.id}/status`, { status: 'declined' });
    await callAs(t.app, owner, 'DELETE', `/api/bookings/${deleted.id}`);

    const events = await feedEvents();
    expect(
      events.map(({ uid, status, start, end, description }) => ({ uid, status, start, end, description })),
    ).toEqual([
      {
        uid: `booking-${approved.id}@hytta`,
        status: 'CONFIRMED',
        start: '2026-12-24',
        end: '2026-12-27',
        description: null,
      },
      {
        uid: `booking-${pending.id}@hytta`,
        status: 'TENTATIVE',
        start: '2027-01-08',
        end: '2027-01-10',
        description: 'Skitur; med venner, 4 stk',
      },
    ]);
  });

  it('keeps the UID and raises SEQUENCE when a stay is approved or moved, so calendars replace it', async () => {
    const stay = await book(member, '2027-01-08', '2027-01-10');
    const [asked] = await feedEvents();
    await callAs(t.app, owner, 'PUT', `/api/bookings/${stay.id}/status`, { status: 'approved' });
    const [approved] = await feedEvents();
    await callAs(t.app, member, 'PATCH', `/api/bookings/${stay.id}`, {
      startDate: '2027-01-09',
      endDate: '2027-01-12',
    });
    const [moved] = await feedEvents();

    expect([asked, approved, moved].map((event) => event?.uid)).toEqual(
      Array(3).fill(`booking-${stay.id}@hytta`),
    );
    expect([asked, approved, moved].map((event) => event?.sequence)).toEqual([0, 1, 2]);
    // A member who moves a decided stay asks again: it is tentative until decided anew.
    expect([asked, approved, moved].map((event) => event?.status)).toEqual([
      'TENTATIVE',
      'CONFIRMED',
      'TENTATIVE',
    ]);
    expect(moved).toMatchObject({ start: '2027-01-09', end: '2027-01-12' });
  });

  it('answers 304 to If-None-Match while nothing changed, and a new ETag after a change', async () => {
    await book(owner, '2026-12-24', '2026-12-27');
    const first = await fetchFeed();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await fetchFeed(subscription.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Calendar apps may send a weak validator or several.
    expect((await fetchFeed(subscription.url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(
      304,
    );

    await book(owner, '2027-01-08', '2027-01-10');
    const changed = await fetchFeed(subscription.url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parseFeed(changed.body).events).toHaveLength(2);
  });

  it('changes the ETag when a name in it changes, though no booking did', async () => {
    await book(owner, '2026-12-24', '2026-12-27');
    const before = await fetchFeed();
    await callAs(t.app, owner, 'PATCH', '/api/user/profile', { displayName: 'Bestefar' });
    const after = await fetchFeed(subscription.url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(parseFeed(after.body).events[0]?.summary).toBe('Bestefar (1 voksen)');
  });

  it('is written in the language the subscription was made in', async () => {
    await book(owner, '2026-12-24', '2026-12-27', { adults: 3 });
    const english: CalendarSubscription = await t.app
      .inject({
        method: 'GET',
        url: `${new URL(subscription.url).pathname.replace('/feed', '/subscription')}`,
        headers: { cookie: member.cookie, 'accept-language': 'en-GB,en;q=0.9' },
      })
      .then((response) => response.json());
    expect(new URL(english.url).searchParams.get('lang')).toBe('en');
    expect(new URL(english.url).searchParams.get('token')).toBe(
      new URL(subscription.url).searchParams.get('token'),
    );
    const response = await fetchFeed(english.url);
    expect(parseFeed(response.body).events[0]?.summary).toBe('Olav Eier (3 adults)');
  });
});
