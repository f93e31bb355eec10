import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Whether the answer comes from an API route, read from the route the router matched, never from
 * the raw URL: `/%61pi/manual` reaches the manual's route (wifi password, door code) while its
 * URL does not start with `/api` (issue #36). A request no route matched gets a 404, which is no
 * use to any cache either.
 */
function apiOrUnmatched(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route === undefined || route === '/api' || route.startsWith('/api/');
}

/**
 * API answers are private to the signed-in user: no browser cache, proxy or service worker may
 * keep one (issue #10), so an answer can never outlive a sign-out or reach another user. A route
 * that sets its own policy keeps it (the calendar feed revalidates with its ETag; the client's
 * files and pages set theirs).
 */
export function registerApiCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (apiOrUnmatched(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
