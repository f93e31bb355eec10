import { createVisitBodySchema, updateVisitBodySchema, visitSchema } from '@shared/schemas/visits';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, refusals, withContract } from '../../http/contract';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { createVisit, deleteVisit, listVisits, updateVisit } from './visit-service';

const missing = { message: 'Visit not found', code: 'visit_not_found' } as const;
const tags = ['Visit log'];

/** The visit log (guest book) of the caller's current cabin. */
export async function visitRoutes(fastify: FastifyInstance, { db, requireUserId, now }: RouteContext) {
  const app = withContract(fastify);
  app.get(
    '/api/visits',
    {
      schema: {
        tags,
        summary: 'The guest book, newest first',
        response: { 200: z.array(visitSchema), ...refusals },
      },
    },
    async (request) => listVisits(db, await requireUserId(request)),
  );
  app.post(
    '/api/visits',
    {
      schema: {
        tags,
        summary: 'Log a visit',
        body: createVisitBodySchema,
        response: { 201: visitSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      return reply.status(201).send(await createVisit(db, now(), userId, request.body));
    },
  );
  app.patch(
    '/api/visits/:id',
    {
      schema: {
        tags,
        summary: 'Change a visit (its author or the owner)',
        params: idParamsSchema,
        body: updateVisitBodySchema,
        response: { 200: visitSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return updateVisit(db, now(), userId, rowIdFrom(request, missing), request.body);
    },
  );
  app.delete(
    '/api/visits/:id',
    {
      schema: {
        tags,
        summary: 'Delete a visit (its author or the owner)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return deleteVisit(db, userId, rowIdFrom(request, missing));
    },
  );
}
