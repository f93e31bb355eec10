import {
  createShoppingItemBodySchema,
  shoppingItemSchema,
  updateShoppingItemBodySchema,
} from '@shared/schemas/shopping';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, refusals, withContract } from '../../http/contract';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { addItem, listItems, removeItem, setItemStatus } from './shopping-service';

const missing = { message: 'Item not found', code: 'item_not_found' } as const;
const tags = ['Shopping list'];

/** The shared shopping list of the caller's current cabin (docs/product.md, Shopping list). */
export async function shoppingRoutes(fastify: FastifyInstance, { db, requireUserId }: RouteContext) {
  const app = withContract(fastify);
  app.get(
    '/api/shopping-items',
    {
      schema: {
        tags,
        summary: 'The shopping list: needed items first, then completed',
        response: { 200: z.array(shoppingItemSchema), ...refusals },
      },
    },
    async (request) => listItems(db, await requireUserId(request)),
  );
  app.post(
    '/api/shopping-items',
    {
      schema: {
        tags,
        summary: 'Add an item; 409 when the same name is already needed',
        body: createShoppingItemBodySchema,
        response: { 201: shoppingItemSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      return reply.status(201).send(await addItem(db, userId, request.body));
    },
  );
  app.put(
    '/api/shopping-items/:id',
    {
      schema: {
        tags,
        summary: 'Mark an item bought or needed again',
        params: idParamsSchema,
        body: updateShoppingItemBodySchema,
        response: { 200: shoppingItemSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return setItemStatus(db, userId, rowIdFrom(request, missing), request.body);
    },
  );
  app.delete(
    '/api/shopping-items/:id',
    {
      schema: {
        tags,
        summary: 'Remove an item',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return removeItem(db, userId, rowIdFrom(request, missing));
    },
  );
}
