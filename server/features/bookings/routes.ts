import type { FastifyInstance } from 'fastify';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import {
  createBooking,
  decideBooking,
  deleteBooking,
  listBookings,
  listPendingBookings,
  updateBooking,
} from './booking-service';

const missing = { message: 'Booking not found', code: 'booking_not_found' } as const;

/** Bookings of the caller's current cabin (spec section 7); rules in the service and cabin policy. */
export async function bookingRoutes(app: FastifyInstance, { db, requireUserId, now }: RouteContext) {
  app.get('/api/bookings', async (request) => listBookings(db, await requireUserId(request)));
  app.get('/api/bookings/pending', async (request) => listPendingBookings(db, await requireUserId(request)));
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
