import { weatherResponseSchema } from '@shared/schemas/weather';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refusals, withContract } from '../../http/contract';
import { languageOf } from '../../http/language';
import type { RouteContext } from '../../http/route-context';
import type { OutboundServices } from '../../integrations';
import { cabinWeather } from './weather-service';

export type WeatherRoutesOptions = RouteContext & { services: OutboundServices };

const params = z.object({ cabinId: z.string().max(200) });

/** The weather widget's call (product section 7): each cabin of the caller's, not only the current one. */
export async function weatherRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, now, services }: WeatherRoutesOptions,
) {
  const app = withContract(fastify);
  app.get(
    '/api/weather/:cabinId',
    {
      schema: {
        tags: ['Weather'],
        summary: "MET's weather at one of the caller's cabins: now and three days (Europe/Oslo)",
        params,
        response: { 200: weatherResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { cabinId } = request.params;
      return cabinWeather(db, services, { userId, cabinId, now: now(), language: languageOf(request) });
    },
  );
}
