import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** Liveness and readiness for process managers and load balancers: no auth, no secrets. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await database.ping().catch(() => false);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable' });
  });
}
