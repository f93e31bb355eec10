import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers without a session (signing in, the one-click unsubscribe link, the
     * calendar feed with its token, the push key, the API's own document). Every other `/api/`
     * route needs one, checked before anything else is looked at (issue #36, item 12). A route
     * that serves several calls (Better Auth's) answers per request.
     */
    public?: true | ((request: FastifyRequest) => boolean);
  }
}

/** Declares a route public: `{ config: PUBLIC_ROUTE, ... }`. */
export const PUBLIC_ROUTE = { public: true } as const;

/** Whether a matched route needs a signed-in user: an API route not declared public. */
export function needsSession(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route?.startsWith('/api/') !== true) return false;
  const open = request.routeOptions.config.public;
  return open === undefined || (typeof open === 'function' && !open(request));
}

/**
 * The session check of every signed-in route, in one place: an `onRequest` hook, so it runs
 * before the body is read or validated. A signed-out caller gets 401 whatever they send, and a
 * stranger learns nothing of a call's schema from its 400s (issue #36, item 12); an upload from
 * one is refused before its bytes are read. Returns the `requireUserId` handlers call: the user
 * the hook found, without a second lookup.
 */
export function registerSessionGate(
  app: FastifyInstance,
  lookUp: (request: FastifyRequest) => Promise<string>,
): (request: FastifyRequest) => Promise<string> {
  const found = new WeakMap<FastifyRequest, Promise<string>>();
  const requireUserId = (request: FastifyRequest) => {
    let userId = found.get(request);
    if (!userId) {
      userId = lookUp(request);
      found.set(request, userId);
    }
    return userId;
  };
  app.addHook('onRequest', async (request) => {
    if (needsSession(request)) await requireUserId(request);
  });
  return requireUserId;
}
