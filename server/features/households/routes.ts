import {
  householdBodySchema,
  householdListSchema,
  householdSchema,
  updateHouseholdBodySchema,
} from '@shared/schemas/households';
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, messageSchema, refusals, withContract } from '../../http/contract';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { changeHousehold, createHousehold, listHouseholds, removeHousehold } from './household-service';

const missingHousehold = { message: 'Household not found', code: 'household_not_found' } as const;
const tags = ['Households'];

/** The households of the caller's current cabin (issue #16). */
export async function householdRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, now }: Pick<RouteContext, 'db' | 'requireUserId' | 'now'>,
) {
  const app = withContract(fastify);
  app.get(
    '/api/households',
    {
      schema: {
        tags,
        summary: "The cabin's households with their members and shares (members in none are not listed)",
        response: { 200: householdListSchema, ...refusals },
      },
    },
    async (request) => listHouseholds(db, await requireUserId(request)),
  );
  app.post(
    '/api/households',
    {
      schema: {
        tags,
        summary: 'Add a household: a name, its members (in no other household) and a share (owner, admins)',
        body: householdBodySchema,
        response: { 201: householdSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createHousehold(db, await requireUserId(request), request.body, now())),
  );
  app.patch(
    '/api/households/:id',
    {
      schema: {
        tags,
        summary: "Change a household's name, members or share; members are replaced (owner, admins)",
        params: idParamsSchema,
        body: updateHouseholdBodySchema,
        response: { 200: householdSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return changeHousehold(db, userId, rowIdFrom(request, missingHousehold), request.body, now());
    },
  );
  app.delete(
    '/api/households/:id',
    {
      schema: {
        tags,
        summary: 'Delete a household; its members become households of their own (owner, admins)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return removeHousehold(db, userId, rowIdFrom(request, missingHousehold));
    },
  );
}
