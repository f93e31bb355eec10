import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors';
import type { Identity } from './identity';

/** The signed-in user's id from the session cookie, or null. Nothing from the body or query counts. */
export async function sessionUserId(identity: Identity, request: FastifyRequest): Promise<string | null> {
  return userIdFromHeaders(identity, request.headers);
}

/** The same from raw headers, for the WebSocket upgrade, which is not a Fastify request. */
export async function userIdFromHeaders(
  identity: Identity,
  headers: IncomingHttpHeaders,
): Promise<string | null> {
  if (!headers.cookie) return null;
  const session = await identity.api.getSession({ headers: fromNodeHeaders(headers) });
  return session?.user.id ?? null;
}

export async function requireUserId(identity: Identity, request: FastifyRequest): Promise<string> {
  const userId = await sessionUserId(identity, request);
  if (!userId) throw unauthorized();
  return userId;
}
