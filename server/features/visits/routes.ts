import type { FastifyInstance } from 'fastify';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { createVisit, deleteVisit, listVisits, updateVisit } from './visit-service';

const missing = { message: 'Visit not found', code: 'visit_not_found' } as const;

/** The visit log (guest book) of the caller's current cabin. */
export async function visitRoutes(app: FastifyInstance, { db, requireUserId, now }: RouteContext) {
  app.get('/api/visits', async (request) => listVisits(db, await requireUserId(request)));
  app.post('/api/visits', async (request, reply) => {
    const userId = await requireUserId(request);
    return reply.status(201).send(await createVisit(db, now(), userId, request.body));
  });
  app.patch('/api/visits/:id', async (request) => {
    const userId = await requireUserId(request);
    return updateVisit(db, now(), userId, rowIdFrom(request, missing), request.body);
  });
  app.delete('/api/visits/:id', async (request) => {
    const userId = await requireUserId(request);
    return deleteVisit(db, userId, rowIdFrom(request, missing));
  });
}
