import type { FastifyInstance } from 'fastify';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { createBookingListCache } from './booking-list-cache';
import {
  createBooking,
  decideBooking,
  deleteBooking,
  listBookings,
  listPendingBookings,
  updateBooking,
} from './booking-service';

const JSON_TYPE = 'application/json; charset=utf-8';
const missing = { message: 'Booking not found', code: 'booking_not_found' } as const;

/** Bookings of the caller's current cabin (spec section 7); rules in the service and cabin policy. */
export async function bookingRoutes(
  app: FastifyInstance,
  { db, requireUserId, now, membershipChanges }: RouteContext & { membershipChanges?: () => number },
) {
  // The lists arrive as JSON text built by the database (decision 014): sent as they are.
  const listCache = createBookingListCache({ changes: membershipChanges });
  app.get('/api/bookings', async (request, reply) =>
    reply.type(JSON_TYPE).send(await listBookings(db, await requireUserId(request), listCache)),
  );
  app.get('/api/bookings/pending', async (request, reply) =>
    reply.type(JSON_TYPE).send(await listPendingBookings(db, await requireUserId(request))),
  );
  app.post('/api/bookings', async (request, reply) => {
    const userId = await requireUserId(request);
    return reply.status(201).send(await createBooking(db, now(), userId, request.body));
  });
  app.patch('/api/bookings/:id', async (request) => {
    const userId = await requireUserId(request);
    return updateBooking(db, now(), userId, rowIdFrom(request, missing), request.body);
  });
  app.delete('/api/bookings/:id', async (request) => {
    const userId = await requireUserId(request);
    return deleteBooking(db, userId, rowIdFrom(request, missing));
  });
  app.put('/api/bookings/:id/status', async (request) => {
    const userId = await requireUserId(request);
    return decideBooking(db, userId, rowIdFrom(request, missing), request.body);
  });
}
