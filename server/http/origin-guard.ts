import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for our own API. The session cookie is SameSite=Lax, and on
 * top of that a state-changing request that a browser marks as coming from another origin is
 * refused. Requests without an Origin header (scripts, curl) carry no ambient browser
 * credentials to abuse and pass. Better Auth checks its own routes the same way.
 */
export function registerOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) throw forbidden('Cross-origin request refused');
    if (origin === undefined && request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-origin request refused');
    }
  });
}
