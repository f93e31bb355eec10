import {
  householdBodySchema,
  householdListSchema,
  householdSchema,
  updateHouseholdBodySchema,
} from '@shared/schemas/households';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route-context';
import { registerRowRoutes } from '../../http/row-routes';
import { changeHousehold, createHousehold, listHouseholds, removeHousehold } from './household-service';

/** The households of the caller's current cabin (issue #16). */
export async function householdRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, now }: Pick<RouteContext, 'db' | 'requireUserId' | 'now'>,
) {
  registerRowRoutes(fastify, requireUserId, {
    path: '/api/households',
    tags: ['Households'],
    missing: { message: 'Household not found', code: 'household_not_found' },
    row: householdSchema,
    list: {
      summary: "The cabin's households with their members and shares (members in none are not listed)",
      response: householdListSchema,
      answer: (userId) => listHouseholds(db, userId),
    },
    create: {
      summary: 'Add a household: a name, its members (in no other household) and a share (owner, admins)',
      body: householdBodySchema,
      answer: (userId, body) => createHousehold(db, userId, body, now()),
    },
    change: {
      summary: "Change a household's name, members or share; members are replaced (owner, admins)",
      body: updateHouseholdBodySchema,
      answer: (userId, id, body) => changeHousehold(db, userId, id, body, now()),
    },
    remove: {
      summary: 'Delete a household; its members become households of their own (owner, admins)',
      answer: (userId, id) => removeHousehold(db, userId, id),
    },
  });
}
