import { bookingRulesBodySchema, bookingRulesSchema } from '@shared/schemas/booking-rules';
import type { FastifyInstance } from 'fastify';
import { refusals, withContract } from '../../http/contract';
import type { RouteContext } from '../../http/route-context';
import { readBookingRules, saveBookingRules } from './booking-rules-service';

const tags = ['Booking rules'];

/** The rules around the current cabin's ordinary stays (issue #40; decision 057). */
export async function bookingRuleRoutes(
  fastify: FastifyInstance,
  { db, requireUserId }: Pick<RouteContext, 'db' | 'requireUserId'>,
) {
  const app = withContract(fastify);
  app.get(
    '/api/cabin/booking-rules',
    {
      schema: {
        tags,
        summary: "The cabin's booking rules; a cabin without any has them all off (every member)",
        response: { 200: bookingRulesSchema, ...refusals },
      },
    },
    async (request) => readBookingRules(db, await requireUserId(request)),
  );
  app.put(
    '/api/cabin/booking-rules',
    {
      schema: {
        tags,
        summary: "Set the cabin's booking rules, the whole set; stays already made are kept (owner, admins)",
        body: bookingRulesBodySchema,
        response: { 200: bookingRulesSchema, ...refusals },
      },
    },
    async (request) => saveBookingRules(db, await requireUserId(request), request.body),
  );
}
