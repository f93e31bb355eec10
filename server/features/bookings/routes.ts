import {
  bookingDecisionBodySchema,
  bookingSchema,
  createBookingBodySchema,
  updateBookingBodySchema,
} from '@shared/schemas/bookings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, refusals, sendAsIs, withContract } from '../../http/contract';
import { languageOf } from '../../http/language';
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
const tags = ['Bookings'];

/** Bookings of the caller's current cabin; the rules live in the service and the cabin policy. */
export async function bookingRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, now, membershipChanges }: RouteContext & { membershipChanges?: () => number },
) {
  const app = withContract(fastify);
  // The lists arrive as JSON text built by the database (decision 014): sent as they are.
  const listCache = createBookingListCache({ changes: membershipChanges });
  app.get(
    '/api/bookings',
    {
      schema: {
        tags,
        summary: 'Every booking of the current cabin',
        response: { 200: z.array(bookingSchema), ...refusals },
      },
    },
    async (request, reply) =>
      sendAsIs(reply.type(JSON_TYPE), await listBookings(db, await requireUserId(request), listCache)),
  );
  app.get(
    '/api/bookings/pending',
    {
      schema: {
        tags,
        summary: 'Pending requests, for the owner and admins',
        response: { 200: z.array(bookingSchema), ...refusals },
      },
    },
    async (request, reply) =>
      sendAsIs(reply.type(JSON_TYPE), await listPendingBookings(db, await requireUserId(request))),
  );
  app.post(
    '/api/bookings',
    {
      schema: {
        tags,
        summary:
          "Book a stay: approved for the owner, else a pending request; 409 when dates are taken or a member's stay breaks the cabin's booking rules",
        body: createBookingBodySchema,
        response: { 201: bookingSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      return reply
        .status(201)
        .send(await createBooking(db, now(), userId, request.body, languageOf(request)));
    },
  );
  app.patch(
    '/api/bookings/:id',
    {
      schema: {
        tags,
        summary: 'Change a booking (its maker or the owner)',
        params: idParamsSchema,
        body: updateBookingBodySchema,
        response: { 200: bookingSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return updateBooking(db, now(), userId, rowIdFrom(request, missing), request.body, languageOf(request));
    },
  );
  app.delete(
    '/api/bookings/:id',
    {
      schema: {
        tags,
        summary: 'Delete a booking (its maker or the owner)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return deleteBooking(db, now(), userId, rowIdFrom(request, missing));
    },
  );
  app.put(
    '/api/bookings/:id/status',
    {
      schema: {
        tags,
        summary: 'Approve or decline a pending request (owner or admin, never their own)',
        params: idParamsSchema,
        body: bookingDecisionBodySchema,
        response: { 200: bookingSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return decideBooking(db, now(), userId, rowIdFrom(request, missing), request.body);
    },
  );
}
