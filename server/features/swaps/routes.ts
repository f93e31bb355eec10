import { createSwapOfferBodySchema, swapOfferListSchema, swapOfferSchema } from '@shared/schemas/swaps';
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, refusals, withContract } from '../../http/contract';
import { languageOf } from '../../http/language';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { acceptSwapOffer, closeSwapOffer, listSwapOffers, offerSwap } from './swap-service';

const tags = ['Swaps'];
const missingBooking = { message: 'Booking not found', code: 'booking_not_found' } as const;
const missingOffer = { message: 'Swap offer not found', code: 'swap_offer_not_found' } as const;

/** Swapping two approved stays between households (issue #40; decision 059). */
export async function swapRoutes(fastify: FastifyInstance, { db, requireUserId, now }: RouteContext) {
  const app = withContract(fastify);
  app.get(
    '/api/swap-offers',
    {
      schema: {
        tags,
        summary: "The caller's open swap offers in the current cabin, made and received",
        response: { 200: swapOfferListSchema, ...refusals },
      },
    },
    async (request) => listSwapOffers(db, now(), await requireUserId(request)),
  );
  app.post(
    '/api/bookings/:id/swap-offers',
    {
      schema: {
        tags,
        summary: "Offer one's approved future stay for another household's (409 when it cannot be)",
        params: idParamsSchema,
        body: createSwapOfferBodySchema,
        response: { 201: swapOfferSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const bookingId = rowIdFrom(request, missingBooking);
      return reply
        .status(201)
        .send(await offerSwap(db, now(), userId, bookingId, request.body.withBookingId));
    },
  );
  app.post(
    '/api/swap-offers/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a swap offer made to you: the two stays exchange their dates',
        params: idParamsSchema,
        response: { 200: swapOfferSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return acceptSwapOffer(db, now(), userId, rowIdFrom(request, missingOffer), languageOf(request));
    },
  );
  app.post(
    '/api/swap-offers/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline a swap offer made to you',
        params: idParamsSchema,
        response: { 200: swapOfferSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return closeSwapOffer(db, now(), userId, rowIdFrom(request, missingOffer), 'decline');
    },
  );
  app.delete(
    '/api/swap-offers/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw a swap offer you made, while it is open',
        params: idParamsSchema,
        response: { 200: swapOfferSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return closeSwapOffer(db, now(), userId, rowIdFrom(request, missingOffer), 'withdraw');
    },
  );
}
