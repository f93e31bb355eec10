import { ADDRESS_SEARCH_MIN_CHARS, PLACE_SEARCHES_PER_MINUTE } from '@shared/constants';
import { type PlacesResponse, placesQuerySchema, placesResponseSchema } from '@shared/schemas/places';
import type { FastifyInstance } from 'fastify';
import { consumeAttempt } from '../../http/attempt-limit';
import { refusals, withContract } from '../../http/contract';
import { languageOf } from '../../http/language';
import type { RouteContext } from '../../http/route-context';
import { OutboundError, type OutboundServices } from '../../integrations';

export type PlacesRoutesOptions = Pick<RouteContext, 'db' | 'requireUserId'> & { services: OutboundServices };

/**
 * Address suggestions while an address is typed (product sections 5 and 7). Signed-in users only,
 * and rate-limited per user: every search may cost a call to a free public service. A failing
 * service answers an empty list, as the spec's address lookup fails silently.
 */
export async function placesRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, services }: PlacesRoutesOptions,
) {
  const app = withContract(fastify);
  app.get(
    '/api/places/autocomplete',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'Address suggestions; empty below 3 characters or when the address services fail',
        querystring: placesQuerySchema,
        response: { 200: placesResponseSchema, ...refusals },
      },
    },
    async (request): Promise<PlacesResponse> => {
      const userId = await requireUserId(request);
      const input = request.query.input.trim();
      if (input.length < ADDRESS_SEARCH_MIN_CHARS) return { predictions: [] };
      await consumeAttempt(
        db,
        `places:${userId}`,
        { limit: PLACE_SEARCHES_PER_MINUTE, windowMs: 60_000 },
        {
          message: 'Too many address searches. Wait a minute and try again.',
          code: 'too_many_place_searches',
        },
      );
      try {
        return { predictions: await services.geocoder.suggest(input, languageOf(request)) };
      } catch (error) {
        if (error instanceof OutboundError) return { predictions: [] };
        throw error;
      }
    },
  );
}
