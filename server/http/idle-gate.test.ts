import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { registerIdleGate } from './idle-gate';

// Background work (the job queue) waits for a moment without requests (decision 040). Nothing
// here waits on a clock: the long maxWaitMs never fires, except under fake timers.

/** An app with one route that answers when the test says so, listening on a free port. */
async function heldRouteApp(maxWaitMs = 60_000) {
  const app = Fastify();
  const gate = registerIdleGate(app, { maxWaitMs });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = () => {};
  const inHandler = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  app.get('/held', async () => {
    arrived();
    await held;
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, gate, release, inHandler, port };
}

/** The same, with a request to the held route on its way. */
async function appWithHeldRoute(maxWaitMs = 60_000) {
  const { app, gate, release, inHandler, port } = await heldRouteApp(maxWaitMs);
  const answered = new Promise<number>((resolve, reject) => {
    const outgoing = request({ port, host: '127.0.0.1', path: '/held' }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
  return { app, gate, release, inHandler, answered };
}

describe('the idle gate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets background work through at once when no request is being answered', async () => {
    const app = Fastify();
    const gate = registerIdleGate(app, { maxWaitMs: 60_000 });
    await app.ready();
    expect(gate.inFlight()).toBe(0);
    await gate.wait();
    await app.close();
  });

  it('holds background work while a request is answered, and lets it through when the answer is out', async () => {
    const { app, gate, release, inHandler, answered } = await appWithHeldRoute();
    await inHandler;
    expect(gate.inFlight()).toBe(1);
    let through = false;
    const waiting = gate.wait().then(() => {
      through = true;
    });
    // Everything already queued runs first; the request is still held, so the work still waits.
    await new Promise((resolve) => setImmediate(resolve));
    expect(through).toBe(false);
    release();
    expect(await answered).toBe(200);
    await waiting;
    expect(through).toBe(true);
    expect(gate.inFlight()).toBe(0);
    await app.close();
  });

  it('turns the event loop before each step, so a request arriving during a backlog is counted', async () => {
    const { app, gate, release, inHandler, port } = await heldRouteApp();
    const STEPS = 10_000;
    let steps = 0;
    // A backlog whose steps never wait on I/O of their own, as a chain of embedded-database
    // statements: without a turn of the event loop in between it would finish before the
    // request below is even read.
    const backlog = (async () => {
      while (steps < STEPS) {
        await gate.wait();
        steps += 1;
      }
    })();
    const outgoing = request({ port, host: '127.0.0.1', path: '/held' });
    outgoing.on('error', () => {});
    outgoing.end();
    await inHandler;
    const stepsWhenTheRequestArrived = steps;
    expect(stepsWhenTheRequestArrived).toBeLessThan(STEPS);
    expect(gate.inFlight()).toBe(1);
    // Held while the request is answered.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(steps).toBeLessThanOrEqual(stepsWhenTheRequestArrived + 1);
    release();
    await backlog;
    expect(steps).toBe(STEPS);
    outgoing.destroy();
    await app.close();
  });

  it('never holds background work longer than maxWaitMs, however long requests keep coming', async () => {
    const { app, gate, release, inHandler, answered } = await appWithHeldRoute(200);
    await inHandler;
    vi.useFakeTimers();
    let through = false;
    const waiting = gate.wait().then(() => {
      through = true;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(through).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(through).toBe(true);
    expect(gate.inFlight()).toBe(1);
    vi.useRealTimers();
    release();
    await answered;
    await app.close();
  });
});

describe('the background database', () => {
  it('runs its statements only after the gate opens, while requests use the database meanwhile', async () => {
    const database = await createTestDatabase();
    try {
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const background = database.lowPriority(() => gate);
      let ran = false;
      const backgroundWork = background.execute(sql`select 1`).then(() => {
        ran = true;
      });
      // A request's statement is not held behind the waiting background one.
      await database.db.execute(sql`select 1`);
      if (database.kind === 'pglite') expect(ran).toBe(false);
      open();
      await backgroundWork;
      expect(ran).toBe(true);
    } finally {
      await database.close();
    }
  });
});

// The response's 'close' event decrements the count; a socket cut mid-answer must too.
it('counts a request whose connection is cut as finished', async () => {
  const { app, gate, release, inHandler, port } = await heldRouteApp();
  const outgoing = request({ port, host: '127.0.0.1', path: '/held' });
  outgoing.on('error', () => {});
  outgoing.end();
  await inHandler;
  expect(gate.inFlight()).toBe(1);
  const waiting = gate.wait();
  outgoing.destroy();
  await waiting;
  expect(gate.inFlight()).toBe(0);
  release();
  await app.close();
});
