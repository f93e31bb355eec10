import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/language';
import type { RouteContext } from '../../http/route-context';
import { dashboardStats, listActivity } from './dashboard-service';

/** The dashboard's recent-activity and stats widgets for the caller's current cabin (spec section 7). */
export async function dashboardRoutes(app: FastifyInstance, { db, requireUserId, now }: RouteContext) {
  app.get('/api/dashboard/activity', async (request) =>
    listActivity(db, await requireUserId(request), languageOf(request)),
  );
  app.get('/api/dashboard/stats', async (request) => dashboardStats(db, now(), await requireUserId(request)));
}
