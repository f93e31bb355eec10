import { joinWaitlistBodySchema, waitlistEntrySchema, waitlistSchema } from '@shared/schemas/waitlist';
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, messageSchema, refusals, withContract } from '../../http/contract';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist-service';

const missing = { message: 'Waitlist entry not found', code: 'waitlist_entry_not_found' } as const;
const tags = ['Waitlist'];

/** The waitlist for taken nights of the caller's current cabin (issue #40, decision 058). */
export async function waitlistRoutes(fastify: FastifyInstance, { db, requireUserId, now }: RouteContext) {
  const app = withContract(fastify);
  app.get(
    '/api/waitlist',
    {
      schema: {
        tags,
        summary: "The cabin's live waitlist entries, oldest first (every member)",
        response: { 200: waitlistSchema, ...refusals },
      },
    },
    async (request) => listWaitlist(db, now(), await requireUserId(request)),
  );
  app.post(
    '/api/waitlist',
    {
      schema: {
        tags,
        summary:
          'Wait for taken nights: 409 when they are free, already waited for, or the member waits for 5 stays',
        body: joinWaitlistBodySchema,
        response: { 201: waitlistEntrySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      return reply.status(201).send(await joinWaitlist(db, now(), userId, request.body));
    },
  );
  app.delete(
    '/api/waitlist/:id',
    {
      schema: {
        tags,
        summary: 'Take an entry off the waitlist (its member, the owner or an admin)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return leaveWaitlist(db, userId, rowIdFrom(request, missing));
    },
  );
}
