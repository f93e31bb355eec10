import type { FastifyInstance } from 'fastify';

/**
 * Background work (the job queue: push, e-mail, reminders) waits for a moment when no request is
 * being answered, for at most `maxWaitMs`. The embedded database answers one statement at a time
 * (decision 003): a delivery job's statements queued between a booking's statements made the
 * booking wait for them, and under load the queue's work took as much of the one core as the
 * requests did (decision 040). Deliveries lag behind while the server is saturated and catch up
 * as soon as it is not; `maxWaitMs` bounds how long one step of a job can be held back.
 */
export type IdleGate = {
  /** Resolves when no request is in flight, or after `maxWaitMs`, whichever is first. */
  wait: () => Promise<void>;
  /** Requests being answered now. */
  inFlight: () => number;
};

export function registerIdleGate(app: FastifyInstance, { maxWaitMs }: { maxWaitMs: number }): IdleGate {
  let inFlight = 0;
  let waiters: (() => void)[] = [];

  const release = () => {
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve();
  };

  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    // 'close' comes once for every response, answered, failed or cut off: the count cannot leak.
    // (Live sockets are upgraded outside Fastify's hooks and are not counted.)
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) release();
    });
  });

  return {
    inFlight: () => inFlight,
    wait: () =>
      new Promise<void>((resolve) => {
        // A turn of the event loop first. The embedded database answers in microtasks, so a
        // chain of background statements that found no request in flight never let the event
        // loop read the requests arriving meanwhile: they stayed uncounted, and a backlog of a
        // thousand jobs ran as one 1.5 s block while ten callers waited (decision 040).
        setImmediate(() => {
          if (inFlight === 0) {
            resolve();
            return;
          }
          let done = false;
          const finish = () => {
            if (done) return;
            done = true;
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(finish, maxWaitMs);
          waiters.push(finish);
        });
      }),
  };
}
