import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long a shutdown may take before the process gives up on what is left and exits. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export type ShutdownSteps = {
  app: FastifyInstance;
  /** After the HTTP side is closed: the database, then the data directory's lock. */
  afterClose: () => Promise<void>;
  exit?: (code: number) => void;
  timeoutMs?: number;
};

/**
 * SIGTERM (a process manager, `docker stop`) and SIGINT (Ctrl+C) stop the server without
 * dropping anyone's write:
 * 1. the listener closes at once, so new connections are refused and a load balancer moves on;
 *    idle keep-alive connections are closed;
 * 2. requests already in flight finish, and their connections close after their answer (no
 *    keep-alive: a request on a kept connection would otherwise arrive after the listener closed);
 * 3. live sockets get close code 1001 "going away", which clients answer by reconnecting
 *    (to another process, or to this one's successor);
 * 4. the database closes (PGlite writes its last state), the lock is released, exit 0.
 * If that takes longer than 10 s (a request that never ends), the process exits with 1.
 */
export function installGracefulShutdown({
  app,
  afterClose,
  exit = (code) => process.exit(code),
  timeoutMs = SHUTDOWN_TIMEOUT_MS,
}: ShutdownSteps): (signal: string) => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  app.server.on('request', (_request, response: ServerResponse) => {
    if (closing) response.shouldKeepAlive = false;
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, inFlight: inFlight.size }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error({ inFlight: inFlight.size }, `shutdown took longer than ${timeoutMs} ms; exiting`);
      exit(1);
    }, timeoutMs);
    forceExit.unref();
    for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
    app.server.close();
    app.log.info('no longer accepting connections');
    let code = 0;
    try {
      await app.close();
      await afterClose();
      app.log.info('stopped');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      clearTimeout(forceExit);
      exit(code);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  return shutdown;
}
