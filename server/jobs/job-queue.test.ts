import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema-jobs';
import { recordEffects } from '../effects/record-effects';
import { createTestDatabase } from '../test/test-database';
import { claimDueJobs } from './job-queue';
import { createJobRunner, type JobHandler, PermanentJobError } from './job-runner';
import { latestOccurrence, zonedInstant } from './schedules';

// The durable job queue (issue #14) with a fixed clock: each job runs once however many runners
// look, a job whose runner died runs again after its lease, and schedules run at Oslo's wall time.

let database: DatabaseHandle;
let now = new Date('2026-12-01T10:00:00Z');
// Fastify's logger when logging is off: a silent one of the right type.
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
  now = new Date('2026-12-01T10:00:00Z');
});

function runner(
  handlers: Record<string, JobHandler>,
  schedules = [] as Parameters<typeof createJobRunner>[0]['schedules'],
) {
  return createJobRunner({ database, handlers, schedules, now: () => now, log, leaseMs: 60_000 });
}

describe('the job queue', () => {
  it('runs each job exactly once when two runners race for them', async () => {
    const ran: number[] = [];
    const count: JobHandler = async (payload) => {
      ran.push((payload as { n: number }).n);
      return undefined;
    };
    await recordEffects(database.db, {
      jobs: Array.from({ length: 30 }, (_, n) => ({ kind: 'count', payload: { n } })),
    });
    const [first, second] = [runner({ count }), runner({ count })];
    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
    expect(a + b).toBe(30);
    expect(ran.toSorted((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(await first.runDue()).toBe(0);
  });

  it('runs a job added within the millisecond its clock reads (the database keeps microseconds)', async () => {
    await recordEffects(database.db, { jobs: [{ kind: 'count', payload: { n: 1 } }] });
    // Added half a millisecond into the millisecond the runner's clock reads.
    await database.db
      .update(jobs)
      .set({ runAt: sql`${now.toISOString()}::timestamptz + interval '500 microseconds'` });
    let ran = 0;
    const count: JobHandler = async () => {
      ran += 1;
      return undefined;
    };
    expect(await runner({ count }).runDue()).toBe(1);
    expect(ran).toBe(1);
  });

  it('runs a job again when its runner died holding it, once the lease is over', async () => {
    await recordEffects(database.db, { jobs: [{ kind: 'count', payload: { n: 1 } }] });
    // A runner claims it and dies before finishing.
    expect(await claimDueJobs(database.db, { now, limit: 10, leaseMs: 60_000 })).toHaveLength(1);
    let ran = 0;
    const survivor = runner({
      count: async () => {
        ran += 1;
        return undefined;
      },
    });
    expect(await survivor.runDue()).toBe(0);
    now = new Date(now.getTime() + 60_000);
    expect(await survivor.runDue()).toBe(1);
    expect(ran).toBe(1);
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
  });

  it("commits a job's writes with its completion: a failure leaves neither", async () => {
    let fail = true;
    const fanOut: JobHandler = async () => async (tx) => {
      await recordEffects(tx, { jobs: [{ kind: 'child', payload: {} }] });
      if (fail) throw new Error('the database went away mid-commit');
    };
    await recordEffects(database.db, { jobs: [{ kind: 'fan-out', payload: {} }] });
    const queue = runner({ 'fan-out': fanOut, child: async () => undefined });
    await queue.runDue();
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, 'child'))).toEqual([]);
    fail = false;
    now = new Date(now.getTime() + 60 * 60_000);
    await queue.runDue();
    const children = await database.db.select().from(jobs).where(eq(jobs.kind, 'child'));
    expect(children).toHaveLength(1);
    expect(children[0]?.state).toBe('done');
  });

  it("finishes a batch together; one job's failing writes fail only that job, and no handler runs twice", async () => {
    const handled: string[] = [];
    const note =
      (failing: boolean): JobHandler =>
      async (payload) => {
        const { n } = payload as { n: number };
        handled.push(`${failing ? 'bad' : 'good'} ${n}`);
        return async (tx) => {
          await recordEffects(tx, { jobs: [{ kind: 'child', payload: { n } }] });
          if (failing) throw new Error('a write that cannot be done');
        };
      };
    const send: JobHandler = async (payload) => {
      handled.push(`send ${(payload as { n: number }).n}`);
      return undefined;
    };
    const refuse: JobHandler = async () => {
      throw new Error('the mail server said no');
    };
    await recordEffects(database.db, {
      jobs: [
        { kind: 'good', payload: { n: 1 } },
        { kind: 'bad', payload: { n: 2 } },
        { kind: 'send', payload: { n: 3 } },
        { kind: 'refuse', payload: { n: 4 } },
        { kind: 'good', payload: { n: 5 } },
      ],
    });
    const queue = runner({ good: note(false), bad: note(true), send, refuse, child: async () => undefined });
    // The children of the good jobs run in the same pass (their writes added jobs).
    expect(await queue.runDue()).toBe(7);
    expect(handled.toSorted()).toEqual(['bad 2', 'good 1', 'good 5', 'send 3']);
    const rows = await database.db.select().from(jobs);
    const stateOf = (kind: string, n: number) =>
      rows.find((row) => row.kind === kind && (row.payload as { n: number }).n === n);
    expect(stateOf('good', 1)).toMatchObject({ state: 'done', attempts: 1 });
    expect(stateOf('good', 5)).toMatchObject({ state: 'done', attempts: 1 });
    expect(stateOf('send', 3)).toMatchObject({ state: 'done', attempts: 1 });
    expect(stateOf('bad', 2)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'a write that cannot be done',
    });
    expect(stateOf('refuse', 4)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'the mail server said no',
    });
    expect(rows.filter((row) => row.kind === 'child').map((row) => [row.payload, row.state])).toEqual(
      expect.arrayContaining([
        [{ n: 1 }, 'done'],
        [{ n: 5 }, 'done'],
      ]),
    );
    expect(rows.filter((row) => row.kind === 'child')).toHaveLength(2);
    // Nothing is due until the backoff is over; then only the two failed jobs run again.
    handled.length = 0;
    expect(await queue.runDue()).toBe(0);
    now = new Date(now.getTime() + 60 * 60_000);
    expect(await queue.runDue()).toBe(2);
    expect(handled).toEqual(['bad 2']);
  });

  it('fails a malformed job at once instead of retrying it', async () => {
    await recordEffects(database.db, { jobs: [{ kind: 'strict', payload: { wrong: true } }] });
    await runner({
      strict: async () => {
        throw new PermanentJobError('malformed payload');
      },
    }).runDue();
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ state: 'failed', attempts: 1, lastError: 'malformed payload' });
  });

  it('keeps a queued job for a new runner (a restart)', async () => {
    await recordEffects(database.db, { jobs: [{ kind: 'count', payload: {} }] });
    let ran = 0;
    await runner({
      count: async () => {
        ran += 1;
        return undefined;
      },
    }).runDue();
    expect(ran).toBe(1);
  });
});

describe('schedules in Europe/Oslo', () => {
  it('finds 08:00 Oslo time in winter and in summer, and the last Sunday 18:00', () => {
    expect(zonedInstant('2026-12-01', 8, 0).toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(zonedInstant('2026-07-01', 8, 0).toISOString()).toBe('2026-07-01T06:00:00.000Z');
    const daily = { kind: 'daily', hour: 8, minute: 0 };
    expect(latestOccurrence(daily, new Date('2026-12-01T06:59:00Z')).date).toBe('2026-11-30');
    expect(latestOccurrence(daily, new Date('2026-12-01T07:00:00Z')).date).toBe('2026-12-01');
    const sunday = { kind: 'weekly', hour: 18, minute: 0, weekday: 6 };
    // Tuesday 1 December: the last Sunday evening was 29 November.
    expect(latestOccurrence(sunday, new Date('2026-12-01T10:00:00Z'))).toEqual({
      date: '2026-11-29',
      at: new Date('2026-11-29T17:00:00Z'),
    });
  });

  it('runs a missed occurrence at start, once, however often and by however many it is looked at', async () => {
    const ran: string[] = [];
    const schedules = [{ kind: 'morning', hour: 8, minute: 0 }];
    const morning: JobHandler = async (payload) => {
      ran.push((payload as { date: string }).date);
      return undefined;
    };
    // Started at 11:00 Oslo time: today's 08:00 was missed.
    await Promise.all([runner({ morning }, schedules).runDue(), runner({ morning }, schedules).runDue()]);
    await runner({ morning }, schedules).runDue();
    expect(ran).toEqual(['2026-12-01']);
    now = new Date('2026-12-02T06:59:00Z');
    await runner({ morning }, schedules).runDue();
    expect(ran).toEqual(['2026-12-01']);
    now = new Date('2026-12-02T07:00:00Z');
    await runner({ morning }, schedules).runDue();
    expect(ran).toEqual(['2026-12-01', '2026-12-02']);
  });
});
