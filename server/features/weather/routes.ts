import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { languageOf } from '../../http/language';
import type { RouteContext } from '../../http/route-context';
import type { OutboundServices } from '../../integrations';
import { cabinWeather } from './weather-service';

export type WeatherRoutesOptions = RouteContext & { services: OutboundServices };

const params = z.object({ cabinId: z.string() });

/** The weather widget's call (spec section 7): each cabin of the caller's, not only the current one. */
export async function weatherRoutes(
  app: FastifyInstance,
  { db, requireUserId, now, services }: WeatherRoutesOptions,
) {
  app.get('/api/weather/:cabinId', async (request) => {
    const userId = await requireUserId(request);
    const { cabinId } = params.parse(request.params);
    return cabinWeather(db, services, { userId, cabinId, now: now(), language: languageOf(request) });
  });
}
