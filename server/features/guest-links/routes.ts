import {
  createdGuestLinkSchema,
  createGuestLinkBodySchema,
  guestItemParamsSchema,
  guestLinkListSchema,
  guestPageSchema,
  guestTickBodySchema,
  guestTokenParamsSchema,
} from '@shared/schemas/guest-links';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, refusals, withContract } from '../../http/contract';
import { languageOf } from '../../http/language';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { PUBLIC_ROUTE } from '../../http/session-gate';
import type { OutboundServices } from '../../integrations';
import { createGuestLink, endGuestLink, listGuestLinks } from './guest-link-service';
import { readGuestPage, tickGuestItem } from './guest-page-service';

export type GuestLinkRoutesOptions = RouteContext & { services: OutboundServices; publicUrl: string };

const missingBooking = { message: 'Booking not found', code: 'booking_not_found' } as const;
const missingLink = { message: 'Guest link not found', code: 'guest_link_not_found' } as const;

/**
 * The headers of every guest answer (decision 061): kept by no cache (the page holds a door code),
 * never indexed, and the token in its URL never sent on as a referrer.
 */
export const GUEST_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
} as const;

/** The guest's request: the token, the client address (behind the proxy, as Fastify trusts it). */
const guestRequestOf = (request: FastifyRequest<{ Params: { token: string } }>, now: Date) => ({
  token: request.params.token,
  address: request.ip,
  now,
});

/** Members' calls: make, list and end a stay's guest links (issue #41, part 2). */
async function memberRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, now, publicUrl }: GuestLinkRoutesOptions,
) {
  const app = withContract(fastify);
  const tags = ['Guest links'];
  app.post(
    '/api/bookings/:id/guest-links',
    {
      schema: {
        tags,
        summary:
          'A guest link for an approved stay (its booker, the owner, admins); the url holds the token and is shown once',
        params: idParamsSchema,
        body: createGuestLinkBodySchema,
        response: { 201: createdGuestLinkSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const bookingId = rowIdFrom(request, missingBooking);
      const created = await createGuestLink(
        db,
        { userId, bookingId, now: now(), language: languageOf(request), publicUrl },
        request.body,
      );
      return reply.status(201).send(created);
    },
  );
  app.get(
    '/api/bookings/:id/guest-links',
    {
      schema: {
        tags,
        summary: "A stay's live guest links, without their tokens (every member)",
        params: idParamsSchema,
        response: { 200: guestLinkListSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return listGuestLinks(db, { userId, bookingId: rowIdFrom(request, missingBooking), now: now() });
    },
  );
  app.delete(
    '/api/guest-links/:id',
    {
      schema: {
        tags,
        summary: 'End a guest link at once (its creator, the owner, admins)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return endGuestLink(db, { userId, linkId: rowIdFrom(request, missingLink), now: now() });
    },
  );
}

/** The guest's calls: no session, the token in the path is the whole credential. */
async function guestRoutes(fastify: FastifyInstance, { db, now, services }: GuestLinkRoutesOptions) {
  // Every answer here, refusals included, carries the guest headers; this plugin's routes only.
  fastify.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply, payload) => {
    reply.headers(GUEST_HEADERS);
    reply.removeHeader('set-cookie');
    return payload;
  });
  const app = withContract(fastify);
  const tags = ['Guest page'];
  app.get(
    '/api/guest/:token',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags,
        summary:
          "A guest link's page: the cabin, its key facts, manual, weather and the stay's checklists (no sign-in)",
        params: guestTokenParamsSchema,
        response: { 200: guestPageSchema, ...refusals },
      },
    },
    async (request) => readGuestPage(db, services, guestRequestOf(request, now())),
  );
  app.put(
    '/api/guest/:token/checklist-items/:itemId',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags,
        summary: "Tick or untick an item of the stay's arrival or departure checklists (no sign-in)",
        params: guestItemParamsSchema,
        body: guestTickBodySchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const { itemId } = request.params;
      // The token is checked (and a miss counted) before the item is looked at.
      const guest = guestRequestOf(request, now());
      const valid = z.uuid().safeParse(itemId).success;
      return tickGuestItem(db, guest, valid ? itemId : null, request.body.done);
    },
  );
}

/** A link for guests without an account (issue #41, part 2; decision 061). */
export async function guestLinkRoutes(fastify: FastifyInstance, options: GuestLinkRoutesOptions) {
  await fastify.register(memberRoutes, options);
  await fastify.register(guestRoutes, options);
}
