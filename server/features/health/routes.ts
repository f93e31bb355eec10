import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { missingMigrationCount } from '../../db/migration-status';

/**
 * Liveness and readiness for process managers and load balancers: no auth, no secrets.
 * `/healthz` says the process answers; `/readyz` that it can serve: the database answers and has
 * every migration this code expects (a process started on a database another version migrated
 * halfway, or one whose migration failed, must not get traffic).
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  // Migrations are never undone, so once they were all there only the connection is checked.
  let migrated = false;
  const ready = async (): Promise<boolean> => {
    if (!(await database.ping())) return false;
    if (!migrated) migrated = (await missingMigrationCount(database.query)) === 0;
    return migrated;
  };

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const isReady = await ready().catch((error: unknown) => {
      request.log.warn({ err: error }, 'readiness check failed');
      return false;
    });
    if (isReady) return { status: 'ready' };
    return reply.status(503).send({ status: 'unavailable', message: 'The database is not ready' });
  });
}
