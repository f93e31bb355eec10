import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/api(\/|$|\?)/;

/**
 * API answers are private to the signed-in user: no browser cache, proxy or service worker may
 * keep one (issue #10), so an answer can never outlive a sign-out or reach another user. A route
 * that sets its own policy keeps it (the calendar feed revalidates with its ETag).
 */
export function registerApiCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
