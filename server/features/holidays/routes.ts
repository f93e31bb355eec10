import { holidaysQuerySchema, holidaysSchema } from '@shared/schemas/holidays';
import type { FastifyInstance } from 'fastify';
import { refusals, withContract } from '../../http/contract';
import { languageOf } from '../../http/language';
import type { RouteContext } from '../../http/route-context';
import { holidaysOf } from './holidays-service';

/** Norway's public holidays and school breaks of a year, for the caller's current cabin (issue #40). */
export async function holidayRoutes(
  fastify: FastifyInstance,
  { db, requireUserId }: Pick<RouteContext, 'db' | 'requireUserId'>,
) {
  const app = withContract(fastify);
  app.get(
    '/api/holidays',
    {
      schema: {
        tags: ['Holidays'],
        summary:
          "A year's Norwegian public holidays and school breaks, named in the caller's language (every member)",
        querystring: holidaysQuerySchema,
        response: { 200: holidaysSchema, ...refusals },
      },
    },
    async (request) => holidaysOf(db, await requireUserId(request), request.query.year, languageOf(request)),
  );
}
