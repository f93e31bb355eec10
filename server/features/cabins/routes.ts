import { switchCabinBodySchema } from '@shared/schemas/cabins';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteContext } from '../../http/route-context';
import type { CabinGeocoder } from './cabin-location';
import {
  createCabin,
  deleteCabin,
  getCurrentCabin,
  joinCabin,
  listUserCabins,
  switchCabin,
  updateCabin,
} from './cabin-service';
import {
  changeRole,
  inviteByUsername,
  leaveCabin,
  listMembers,
  removeMember,
  transferOwnership,
} from './member-service';

export type CabinRoutesOptions = Pick<RouteContext, 'db' | 'requireUserId'> & {
  /** Finds a saved address on the map for the weather. */
  geocoder: CabinGeocoder;
};

const memberParams = z.object({ id: z.string().min(1).max(200) });

/**
 * Cabins and membership (spec section 7). Thin: each route takes the user from the session and
 * hands the raw body to a service, which validates it and applies the policy inside a
 * transaction. The cabin is always the caller's current cabin, never one named in the request.
 */
export async function cabinRoutes(app: FastifyInstance, { db, requireUserId, geocoder }: CabinRoutesOptions) {
  app.post('/api/cabin/create', async (request, reply) => {
    const userId = await requireUserId(request);
    return reply.status(201).send(await createCabin(db, geocoder, userId, request.body));
  });

  const join = async (request: FastifyRequest) => joinCabin(db, await requireUserId(request), request.body);
  app.post('/api/auth/join-cabin', join);
  app.post('/api/user/join-cabin', join);

  app.get('/api/user/cabins', async (request) => ({
    cabins: await listUserCabins(db, await requireUserId(request)),
  }));

  app.post('/api/user/switch-cabin', async (request) => {
    const userId = await requireUserId(request);
    const { cabinId } = switchCabinBodySchema.parse(request.body);
    return switchCabin(db, userId, cabinId);
  });

  app.get('/api/cabin', async (request) => getCurrentCabin(db, await requireUserId(request)));
  app.patch('/api/cabin', async (request) =>
    updateCabin(db, geocoder, await requireUserId(request), request.body),
  );
  app.delete('/api/cabin', async (request) => deleteCabin(db, await requireUserId(request)));

  app.get('/api/cabin/users', async (request) => listMembers(db, await requireUserId(request)));
  app.patch('/api/cabin/members/:id', async (request) => {
    const userId = await requireUserId(request);
    return changeRole(db, userId, memberParams.parse(request.params).id, request.body);
  });
  app.delete('/api/cabin/members/:id', async (request) => {
    const userId = await requireUserId(request);
    return removeMember(db, userId, memberParams.parse(request.params).id);
  });
  app.post('/api/cabin/transfer-ownership', async (request) =>
    transferOwnership(db, await requireUserId(request), request.body),
  );
  app.post('/api/cabin/leave', async (request) => leaveCabin(db, await requireUserId(request)));
  app.post('/api/cabin/invite', async (request, reply) => {
    const userId = await requireUserId(request);
    return reply.status(201).send(await inviteByUsername(db, userId, request.body));
  });
}
