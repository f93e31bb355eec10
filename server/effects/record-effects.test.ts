import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { notifications, users } from '../db/schema';
import { jobs } from '../db/schema-jobs';
import { JOBS_CHANNEL } from '../jobs/job-queue';
import { LIVE_CHANNEL } from '../live/live-channel';
import { createTestDatabase } from '../test/test-database';
import { recordEffects, writeWithEffects } from './record-effects';

// A change records its notifications, jobs and live events in one statement, on its own
// transaction: what the job runners and the sockets hear, in what order, and that a change that
// rolls back leaves nothing behind and tells nobody.

const MARKER = 'everything before this has arrived';
let database: DatabaseHandle;
const CHANNELS = [JOBS_CHANNEL, LIVE_CHANNEL] as const;
type Channel = (typeof CHANNELS)[number];
const heard = new Map<Channel, string[]>(CHANNELS.map((channel) => [channel, []]));
const markerHeard = new Map<Channel, () => void>();
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (const channel of CHANNELS) {
    const stop = await database.listen(channel, {
      onPayload: (payload) => {
        if (payload === MARKER) markerHeard.get(channel)?.();
        else heard.get(channel)?.push(payload);
      },
    });
    stops.push(stop);
  }
  await database.db
    .insert(users)
    .values(['ada', 'bo', 'cy'].map((id) => ({ id, name: id.toUpperCase(), email: `${id}@example.com` })));
});
afterAll(async () => {
  for (const stop of stops) await stop();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(notifications);
  await database.db.delete(jobs);
});

/**
 * What the listeners heard from `write`: how many times the job runners were woken, and the live
 * events in order. NOTIFYs on one channel arrive in commit order; on PostgreSQL each channel is
 * listened to on a connection of its own, so a marker is sent on each, and once both have
 * arrived, so has everything before them.
 */
async function heardFrom(write: () => Promise<unknown>): Promise<{ wakeUps: number; live: string[] }> {
  for (const list of heard.values()) list.length = 0;
  await write().catch(() => undefined);
  const arrived = CHANNELS.map(
    (channel) =>
      new Promise<void>((resolve) => {
        markerHeard.set(channel, resolve);
      }),
  );
  for (const channel of CHANNELS) {
    await database.db.execute(sql`select pg_notify(${channel}, ${MARKER})`);
  }
  await Promise.all(arrived);
  return {
    wakeUps: heard.get(JOBS_CHANNEL)?.length ?? 0,
    live: (heard.get(LIVE_CHANNEL) ?? []).map((payload) => (JSON.parse(payload) as { type: string }).type),
  };
}

describe('recordEffects', () => {
  it('writes one notification per recipient but the actor, one job that delivers them all, and tells the live events in order', async () => {
    const told = await heardFrom(() =>
      database.db.transaction((tx) =>
        recordEffects(tx, {
          live: [
            { type: 'booking_created', cabinId: '00000000-0000-4000-8000-000000000001' },
            { type: 'shopping_item_created', cabinId: '00000000-0000-4000-8000-000000000001' },
          ],
          notifications: [
            {
              cabinId: null,
              recipientIds: ['ada', 'bo', 'ada', 'cy'],
              actorId: 'cy',
              data: { type: 'member_joined', memberName: 'CY' },
            },
          ],
        }),
      ),
    );
    expect(told).toEqual({
      wakeUps: 1,
      live: ['booking_created', 'shopping_item_created', 'notification_created', 'notification_created'],
    });
    const written = await database.db
      .select({ id: notifications.id, userId: notifications.userId, data: notifications.data })
      .from(notifications)
      .orderBy(asc(notifications.userId));
    expect(written.map(({ userId, data }) => ({ userId, data }))).toEqual([
      { userId: 'ada', data: { type: 'member_joined', memberName: 'CY' } },
      { userId: 'bo', data: { type: 'member_joined', memberName: 'CY' } },
    ]);
    const queued = await database.db.select({ kind: jobs.kind, payload: jobs.payload }).from(jobs);
    expect(queued).toEqual([
      {
        kind: 'deliver-notifications',
        payload: { notificationIds: expect.arrayContaining(written.map((row) => row.id)) },
      },
    ]);
  });

  it('tells the job runners only when a job was added: a job that exists once is not added again', async () => {
    const job = {
      kind: 'weekly-digest',
      payload: { date: '2027-01-03' },
      uniqueKey: 'weekly-digest:2027-01-03',
    };
    expect(await heardFrom(() => recordEffects(database.db, { jobs: [job] }))).toEqual({
      wakeUps: 1,
      live: [],
    });
    expect(await heardFrom(() => recordEffects(database.db, { jobs: [job] }))).toEqual({
      wakeUps: 0,
      live: [],
    });
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, 'weekly-digest'));
    expect(queued).toHaveLength(1);
  });

  it('with nobody to notify but the actor, writes no notification and still tells the live events', async () => {
    const told = await heardFrom(() =>
      recordEffects(database.db, {
        live: [{ type: 'invitations_changed', userId: 'ada' }],
        notifications: [
          {
            cabinId: null,
            recipientIds: ['ada'],
            actorId: 'ada',
            data: { type: 'member_left', memberName: 'ADA' },
          },
        ],
      }),
    );
    expect(told).toEqual({ wakeUps: 0, live: ['invitations_changed'] });
    expect(await database.db.select().from(notifications)).toEqual([]);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('leaves nothing behind and tells nobody when the change rolls back', async () => {
    const told = await heardFrom(() =>
      database.db.transaction(async (tx) => {
        await recordEffects(tx, {
          live: [{ type: 'invitations_changed', userId: 'bo' }],
          notifications: [
            {
              cabinId: null,
              recipientIds: ['bo'],
              actorId: null,
              data: { type: 'member_left', memberName: 'ADA' },
            },
          ],
          jobs: [{ kind: 'weekly-digest', payload: { date: '2027-01-10' } }],
        });
        throw new Error('the change fails after its effects');
      }),
    );
    expect(told).toEqual({ wakeUps: 0, live: [] });
    expect(await database.db.select().from(notifications)).toEqual([]);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });
});

describe('writeWithEffects', () => {
  const renamed = (userId: string) => ({
    live: [{ type: 'member_updated' as const, cabinId: '00000000-0000-4000-8000-000000000001', userId }],
    notifications: [
      {
        cabinId: null,
        recipientIds: [userId],
        actorId: null,
        data: { type: 'member_joined' as const, memberName: 'X' },
      },
    ],
    jobs: [{ kind: 'weekly-digest', payload: { date: '2027-01-17' } }],
  });
  const rename = (userId: string) =>
    database.db
      .update(users)
      .set({ displayName: 'Nytt navn' })
      .where(eq(users.id, userId))
      .returning({ id: users.id, displayName: users.displayName });

  it('answers the rows the write returned and records its effects in the same statement', async () => {
    let rows: unknown[] = [];
    const told = await heardFrom(async () => {
      rows = await writeWithEffects(database.db, rename('bo'), renamed('bo'));
    });
    expect(rows).toEqual([{ id: 'bo', displayName: 'Nytt navn' }]);
    expect(told).toEqual({ wakeUps: 1, live: ['member_updated', 'notification_created'] });
    expect(await database.db.select({ userId: notifications.userId }).from(notifications)).toEqual([
      { userId: 'bo' },
    ]);
    expect(await database.db.select({ kind: jobs.kind }).from(jobs).orderBy(asc(jobs.kind))).toEqual([
      { kind: 'deliver-notifications' },
      { kind: 'weekly-digest' },
    ]);
  });

  it('records nothing when the write found nothing to change', async () => {
    let rows: unknown[] = [];
    const told = await heardFrom(async () => {
      rows = await writeWithEffects(database.db, rename('nobody'), renamed('ada'));
    });
    expect(rows).toEqual([]);
    expect(told).toEqual({ wakeUps: 0, live: [] });
    expect(await database.db.select().from(notifications)).toEqual([]);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });
});
