import type { FastifyInstance } from 'fastify';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { addItem, listItems, removeItem, setItemStatus } from './shopping-service';

const missing = { message: 'Item not found', code: 'item_not_found' } as const;

/** The shared shopping list of the caller's current cabin (spec section 7). */
export async function shoppingRoutes(app: FastifyInstance, { db, requireUserId }: RouteContext) {
  app.get('/api/shopping-items', async (request) => listItems(db, await requireUserId(request)));
  app.post('/api/shopping-items', async (request, reply) => {
    const userId = await requireUserId(request);
    return reply.status(201).send(await addItem(db, userId, request.body));
  });
  app.put('/api/shopping-items/:id', async (request) => {
    const userId = await requireUserId(request);
    return setItemStatus(db, userId, rowIdFrom(request, missing), request.body);
  });
  app.delete('/api/shopping-items/:id', async (request) => {
    const userId = await requireUserId(request);
    return removeItem(db, userId, rowIdFrom(request, missing));
  });
}
