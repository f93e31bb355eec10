import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin of a Referer header, or 'null' when it is not a URL (which no allowed origin is). */
function refererOrigin(referer: string): string {
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Where a browser says a request comes from: its Origin (`null` for sandboxed frames, files and
 * some redirects, which is never allowed), else the Referer's origin, else unknown.
 */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin;
  return referer === undefined ? undefined : refererOrigin(referer);
}

/**
 * Cross-site request forgery guard for our own API. The session cookie is SameSite=Lax, and on
 * top of that a state-changing request that a browser marks as coming from another origin (by
 * Origin, by Referer when Origin is missing, or by Sec-Fetch-Site) is refused. Requests with
 * none of these (scripts, curl) carry no ambient browser credentials to abuse and pass. Better
 * Auth checks its own routes the same way.
 */
export function registerOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    // Every unsafe method whatever the path: a percent-encoded, dot-segment, double-slash or
    // upper-case spelling may still reach an API route (issue #13), and nothing else takes one.
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = claimedOrigin(request);
    if (origin !== undefined && !allowed.has(origin)) throw forbidden('Cross-origin request refused');
    if (origin === undefined && request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-origin request refused');
    }
  });
}
