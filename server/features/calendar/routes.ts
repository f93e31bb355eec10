import { LANGUAGES } from '@shared/constants';
import { calendarSubscriptionSchema } from '@shared/schemas/calendar';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refusals, sendAsIs, withContract } from '../../http/contract';
import { languageOf } from '../../http/language';
import type { RouteContext } from '../../http/route-context';
import { PUBLIC_ROUTE } from '../../http/session-gate';
import { calendarFeed, matchesEtag } from './feed-service';
import type { FeedTokenSealer } from './feed-token';
import { calendarSubscription, regenerateCalendarSubscription } from './subscription-service';

export type CalendarRoutesOptions = Omit<RouteContext, 'now'> & {
  sealer: FeedTokenSealer;
  publicUrl: string;
};

const params = z.object({ cabinId: z.string().max(200) });
const tags = ['Calendar'];
const feedQuery = z.object({
  // Repeated or odd parameters are not an error for a calendar app: they just find no feed.
  token: z.string().optional().catch(undefined),
  lang: z.enum(LANGUAGES).optional().catch(undefined),
});

/** The calendar subscription (product sections 2 and 7; decision 012). */
export async function calendarRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, sealer, publicUrl }: CalendarRoutesOptions,
) {
  const app = withContract(fastify);
  const context = { db, sealer, publicUrl };

  app.get(
    '/api/calendar/:cabinId/subscription',
    {
      schema: {
        tags,
        summary: "The caller's personal feed URLs for one of their cabins (made on first use)",
        params,
        response: { 200: calendarSubscriptionSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { cabinId } = request.params;
      return calendarSubscription(context, { userId, cabinId, language: languageOf(request) });
    },
  );

  app.post(
    '/api/calendar/:cabinId/subscription/regenerate',
    {
      schema: {
        tags,
        summary: 'A new feed URL; the old one stops working at once',
        params,
        response: { 200: calendarSubscriptionSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { cabinId } = request.params;
      return regenerateCalendarSubscription(context, { userId, cabinId, language: languageOf(request) });
    },
  );

  // No session: calendar apps have no cookie. The token in the URL is the whole credential.
  app.get(
    '/api/calendar/:cabinId/feed',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'The iCalendar feed (text/calendar); no cookie, the token decides',
        params,
        querystring: feedQuery,
        response: {
          200: z.string().describe('text/calendar; charset=utf-8 (RFC 5545)'),
          304: z.null().describe('Not modified (If-None-Match)'),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { cabinId } = request.params;
      const { token, lang } = request.query;
      const feed = await calendarFeed(db, publicUrl, {
        cabinId,
        token,
        language: lang ?? languageOf(request),
      });
      reply
        .header('etag', feed.etag)
        // Personal data: no shared cache keeps it, and a calendar app asks again with If-None-Match.
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex');
      if (matchesEtag(request.headers['if-none-match'], feed.etag)) return reply.code(304).send(null);
      return sendAsIs(
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="hytta.ics"'),
        feed.body,
      );
    },
  );
}
