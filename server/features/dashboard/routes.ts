import { activitySchema, statsSchema } from '@shared/schemas/notifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refusals, withContract } from '../../http/contract';
import { languageOf } from '../../http/language';
import type { RouteContext } from '../../http/route-context';
import { dashboardStats, listActivity } from './dashboard-service';

const tags = ['Dashboard'];

/** The dashboard's recent-activity and stats widgets for the caller's current cabin. */
export async function dashboardRoutes(fastify: FastifyInstance, { db, requireUserId, now }: RouteContext) {
  const app = withContract(fastify);
  app.get(
    '/api/dashboard/activity',
    {
      schema: {
        tags,
        summary: "The current cabin's latest 20 events, newest first",
        response: { 200: z.array(activitySchema), ...refusals },
      },
    },
    async (request) => listActivity(db, await requireUserId(request), languageOf(request)),
  );
  app.get(
    '/api/dashboard/stats',
    {
      schema: {
        tags,
        summary: 'Visits of the last 30 days and items still needed',
        response: { 200: statsSchema, ...refusals },
      },
    },
    async (request) => dashboardStats(db, now(), await requireUserId(request)),
  );
}
