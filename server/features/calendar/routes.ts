import { LANGUAGES } from '@shared/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { languageOf } from '../../http/language';
import type { RouteContext } from '../../http/route-context';
import { calendarFeed, matchesEtag } from './feed-service';
import type { FeedTokenSealer } from './feed-token';
import { calendarSubscription, regenerateCalendarSubscription } from './subscription-service';

export type CalendarRoutesOptions = Omit<RouteContext, 'now'> & {
  sealer: FeedTokenSealer;
  publicUrl: string;
};

const params = z.object({ cabinId: z.string() });
const feedQuery = z.object({
  // Repeated or odd parameters are not an error for a calendar app: they just find no feed.
  token: z.string().optional().catch(undefined),
  lang: z.enum(LANGUAGES).optional().catch(undefined),
});

/** The calendar subscription (spec sections 2 and 7; decision 012). */
export async function calendarRoutes(
  app: FastifyInstance,
  { db, requireUserId, sealer, publicUrl }: CalendarRoutesOptions,
) {
  const context = { db, sealer, publicUrl };

  app.get('/api/calendar/:cabinId/subscription', async (request) => {
    const userId = await requireUserId(request);
    const { cabinId } = params.parse(request.params);
    return calendarSubscription(context, { userId, cabinId, language: languageOf(request) });
  });

  app.post('/api/calendar/:cabinId/subscription/regenerate', async (request) => {
    const userId = await requireUserId(request);
    const { cabinId } = params.parse(request.params);
    return regenerateCalendarSubscription(context, { userId, cabinId, language: languageOf(request) });
  });

  // No session: calendar apps have no cookie. The token in the URL is the whole credential.
  app.get('/api/calendar/:cabinId/feed', async (request, reply) => {
    const { cabinId } = params.parse(request.params);
    const { token, lang } = feedQuery.parse(request.query ?? {});
    const feed = await calendarFeed(db, publicUrl, { cabinId, token, language: lang ?? languageOf(request) });
    reply
      .header('etag', feed.etag)
      // Personal data: no shared cache keeps it, and a calendar app asks again with If-None-Match.
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex');
    if (matchesEtag(request.headers['if-none-match'], feed.etag)) return reply.code(304).send();
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="hytta.ics"')
      .send(feed.body);
  });
}
