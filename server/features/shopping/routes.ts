import {
  createShoppingItemBodySchema,
  shoppingItemSchema,
  updateShoppingItemBodySchema,
} from '@shared/schemas/shopping';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteContext } from '../../http/route-context';
import { registerRowRoutes } from '../../http/row-routes';
import { addItem, listItems, removeItem, setItemStatus } from './shopping-service';

/** The shared shopping list of the caller's current cabin (docs/product.md, Shopping list). */
export async function shoppingRoutes(fastify: FastifyInstance, { db, requireUserId }: RouteContext) {
  registerRowRoutes(fastify, requireUserId, {
    path: '/api/shopping-items',
    tags: ['Shopping list'],
    missing: { message: 'Item not found', code: 'item_not_found' },
    row: shoppingItemSchema,
    list: {
      summary: 'The shopping list: needed items first, then completed',
      response: z.array(shoppingItemSchema),
      answer: (userId) => listItems(db, userId),
    },
    create: {
      summary: 'Add an item; 409 when the same name is already needed',
      body: createShoppingItemBodySchema,
      answer: (userId, body) => addItem(db, userId, body),
    },
    change: {
      method: 'put',
      summary: 'Mark an item bought or needed again',
      body: updateShoppingItemBodySchema,
      answer: (userId, id, body) => setItemStatus(db, userId, id, body),
    },
    remove: { summary: 'Remove an item', answer: (userId, id) => removeItem(db, userId, id) },
  });
}
