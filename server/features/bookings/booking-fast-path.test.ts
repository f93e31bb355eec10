import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { jobs } from '../../db/schema-messages';
import { LIVE_CHANNEL } from '../../live/publish';
import { ownerAdminAndMember } from '../../test/cabin-fixtures';
import { type CallArgs, callAs, createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// A request and a decision are one statement when every check passes, and the transaction
// otherwise (decision 040). A cabin with a peak period (far from the dates booked here, so no
// rule applies) always takes the transaction: the same writes in two such cabins must answer,
// notify, queue and publish the same, apart from ids.

const MARKER = 'the writes are all in';
const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let stopListening: () => Promise<void>;
const published: string[] = [];
let markerSeen: (() => void) | null = null;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  stopListening = await t.database.listen(LIVE_CHANNEL, {
    onPayload: (payload) => {
      if (payload === MARKER) markerSeen?.();
      else published.push(payload);
    },
  });
});
afterAll(async () => {
  await stopListening();
  await t.close();
});

const call = (...args: CallArgs) => callAs(t.app, ...args);

type Cabin = { cabinId: string; owner: TestUser; admin: TestUser; member: TestUser };

/**
 * NOTIFYs reach a listener in commit order (on PostgreSQL on a connection of its own): once a
 * marker sent now arrives, so has everything committed before.
 */
async function allPublished() {
  const seen = new Promise<void>((resolve) => {
    markerSeen = resolve;
  });
  await t.database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${MARKER})`);
  await seen;
}

/** Everything a cabin's writes left behind, with ids and the cabin's own names replaced. */
async function footprint({ cabinId, owner, admin, member }: Cabin, run: () => Promise<unknown[]>) {
  const names = new Map([
    [cabinId, 'cabin'],
    [owner.id, 'owner'],
    [admin.id, 'admin'],
    [member.id, 'member'],
  ]);
  const anonymous = (value: unknown) =>
    JSON.parse(
      JSON.stringify(value)
        .replace(/"[0-9a-zA-Z-]{16,}"/g, (quoted) => {
          const name = names.get(quoted.slice(1, -1));
          return name ? `"${name}"` : '"id"';
        })
        .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"time"'),
    ) as unknown;
  await allPublished();
  published.length = 0;
  const answers = await run();
  await allPublished();
  const written = await t.database.db
    .select({ id: notifications.id, userId: notifications.userId, data: notifications.data })
    .from(notifications)
    .where(eq(notifications.cabinId, cabinId))
    .orderBy(asc(notifications.createdAt), asc(notifications.userId));
  const queued = await t.database.db
    .select({ kind: jobs.kind, payload: jobs.payload })
    .from(jobs)
    .where(inArray(jobs.kind, ['deliver-notifications']))
    .orderBy(asc(jobs.createdAt));
  const ids = new Set(written.map((row) => row.id));
  const ownJobs = queued
    .map((job) => (job.payload as { notificationIds: string[] }).notificationIds)
    .filter((notificationIds) => notificationIds.some((id) => ids.has(id)))
    .map((notificationIds) => notificationIds.length);
  const anonymized = anonymous({
    answers,
    notifications: written.map(({ userId, data }) => ({ userId, data })),
    jobs: ownJobs,
    live: published.map((payload) => JSON.parse(payload) as unknown),
  }) as { notifications: unknown[]; live: { type: string }[] };
  // One write's recipients come in no particular order: sorted within each write.
  const byText = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));
  anonymized.notifications.sort(byText);
  const { live } = anonymized;
  for (let start = 0; start < live.length; start += 1) {
    let end = start;
    while (live[end]?.type === 'notification_created') end += 1;
    if (end > start) live.splice(start, end - start, ...live.slice(start, end).sort(byText));
  }
  return anonymized;
}

async function arrange(withPeakPeriod: boolean): Promise<Cabin> {
  const { cabin, owner, admin, member } = await ownerAdminAndMember(t);
  const cabinId = cabin.id;
  if (withPeakPeriod) {
    await call(
      owner,
      'POST',
      '/api/peak-periods',
      {
        name: 'Påske',
        firstNight: '2032-03-20',
        lastNight: '2032-03-28',
        method: 'draw',
        wishDeadline: '2032-02-01',
      },
      201,
    );
  }
  return { cabinId, owner, admin, member };
}

describe('a booking write in one statement', () => {
  it('answers, notifies, queues and publishes as the transaction does', async () => {
    const writes =
      ({ owner, admin, member }: Cabin) =>
      async () => {
        const asked = await call(
          member,
          'POST',
          '/api/bookings',
          { startDate: '2026-12-12', endDate: '2026-12-15' },
          201,
        );
        const approved = await call(owner, 'PUT', `/api/bookings/${asked.id}/status`, {
          status: 'approved',
          responseNotes: 'Velkommen',
        });
        const own = await call(
          owner,
          'POST',
          '/api/bookings',
          { startDate: '2027-01-02', endDate: '2027-01-05', adults: 3, notes: 'Jul' },
          201,
        );
        const adminAsks = await call(
          admin,
          'POST',
          '/api/bookings',
          { startDate: '2027-02-01', endDate: '2027-02-03', children: 2 },
          201,
        );
        const declined = await call(owner, 'PUT', `/api/bookings/${adminAsks.id}/status`, {
          status: 'declined',
        });
        const overlapping = await t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { cookie: member.cookie },
          payload: { startDate: '2026-12-14', endDate: '2026-12-16' },
        });
        const ownDecision = await t.app.inject({
          method: 'PUT',
          url: `/api/bookings/${adminAsks.id}/status`,
          headers: { cookie: admin.cookie },
          payload: { status: 'approved' },
        });
        return [
          asked,
          approved,
          own,
          adminAsks,
          declined,
          overlapping.statusCode,
          overlapping.json(),
          ownDecision.statusCode,
          ownDecision.json(),
        ];
      };
    const plain = await arrange(false);
    const withPeak = await arrange(true);
    const oneStatement = await footprint(plain, writes(plain));
    const transaction = await footprint(withPeak, writes(withPeak));
    expect(oneStatement).toEqual(transaction);
    expect(oneStatement).toMatchObject({
      // Two for the members joining, then one per write that notifies.
      jobs: [1, 1, 2, 1, 1, 1],
      live: [
        { type: 'booking_created', cabinId: 'cabin' },
        // The owner and the admin, told about the request in either order.
        { type: 'notification_created', userId: expect.stringMatching(/^(owner|admin)$/) },
        { type: 'notification_created', userId: expect.stringMatching(/^(owner|admin)$/) },
        { type: 'booking_updated', cabinId: 'cabin' },
        { type: 'notification_created', userId: 'member' },
        { type: 'booking_created', cabinId: 'cabin' },
        { type: 'booking_created', cabinId: 'cabin' },
        { type: 'notification_created', userId: 'owner' },
        { type: 'booking_updated', cabinId: 'cabin' },
        { type: 'notification_created', userId: 'admin' },
      ],
    });
  });
});
