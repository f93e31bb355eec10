import { IDENTITY_BASE_PATH } from '@shared/constants';
import { clerkSyncBodySchema } from '@shared/schemas/auth';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { badRequest, UNEXPECTED_ERROR_MESSAGE, unauthorized } from '../../http/errors';
import { CLIENT_IP_HEADER, type Identity } from './identity';
import { findUser } from './service';
import { requireUserId, type SessionCache } from './session';

const REFUSALS: Record<number, string> = {
  401: 'Not signed in',
  404: 'Not found',
  405: 'Method not allowed',
  429: 'Too many requests. Please try again later.',
};

/** The error body as `{message, ...}`: Better Auth answers some refusals (404, 405) with `null`. */
function errorBody(status: number, text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return text;
    }
  } catch {
    // Not JSON: replaced below like an empty answer.
  }
  return JSON.stringify({ message: REFUSALS[status] ?? 'Request refused' });
}

/** Copies a Fetch API response from Better Auth onto Fastify's reply, every Set-Cookie kept. */
async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = response.body ? await response.text() : '';
  if (response.status >= 500) {
    // Better Auth's own failure: its text may name tables or queries, so none of it goes out.
    reply.log.error({ status: response.status, body: text.slice(0, 2000) }, 'identity call failed');
    return reply.header('content-type', 'application/json').send({ message: UNEXPECTED_ERROR_MESSAGE });
  }
  if (response.status >= 400) {
    return reply.header('content-type', 'application/json').send(errorBody(response.status, text));
  }
  return reply.send(response.body ? text : null);
}

/**
 * The JSON body Better Auth gets: its calls take an object, and it fails with a 500 on a missing
 * one (sign-up without a body) or a non-object, so those never reach it.
 */
function identityBody(request: FastifyRequest): string | undefined {
  if (request.method !== 'POST') return undefined;
  if (request.body === undefined) return '{}';
  if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
    throw badRequest('Request body must be a JSON object', 'validation');
  }
  return JSON.stringify(request.body);
}

function toFetchRequest(request: FastifyRequest): Request {
  const headers = fromNodeHeaders(request.headers);
  // Better Auth's rate limits key on this header; it is always ours, never the client's.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body = identityBody(request);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  return new Request(url, { method: request.method, headers, body });
}

const hasImageField = (body: unknown) => typeof body === 'object' && body !== null && 'image' in body;

export async function authRoutes(
  app: FastifyInstance,
  { db, identity, sessions }: { db: Database; identity: Identity; sessions: SessionCache },
) {
  // Better Auth's own calls (sign-up, sign-in by e-mail or username, sign-out, password change,
  // session) stay reachable under their prefix for the app and for scripts.
  app.route({
    method: ['GET', 'POST'],
    url: `${IDENTITY_BASE_PATH}/*`,
    handler: async (request, reply) => {
      // The picture is only set through PATCH /api/user/profile, which checks its bytes and
      // stores it; Better Auth's own update call would take any string as the image.
      if (request.url.startsWith(`${IDENTITY_BASE_PATH}/update-user`) && hasImageField(request.body)) {
        throw badRequest('Change the profile picture with PATCH /api/user/profile', 'invalid_image');
      }
      // Sign-out, revoking sessions, a new password, deleting the account: any such call may
      // end sessions, so this process forgets the users it knew by cookie (decision 014).
      if (request.method !== 'GET') sessions.clear();
      const response = await identity.handler(toFetchRequest(request));
      if (request.method !== 'GET') sessions.clear();
      return sendFetchResponse(reply, response);
    },
  });

  // The spec's provider flow on top: sync, me and logout. Identity comes from the session only.
  app.post('/api/auth/clerk-sync', async (request) => {
    const userId = await requireUserId(identity, request, sessions);
    // Validated for shape; nothing in it can choose or change who the user is.
    clerkSyncBodySchema.parse(request.body ?? {});
    const user = await findUser(db, userId);
    if (!user) throw unauthorized();
    return user;
  });

  app.get('/api/auth/me', async (request) => {
    const userId = await requireUserId(identity, request, sessions);
    const user = await findUser(db, userId);
    if (!user) throw unauthorized();
    return { user };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    sessions.clear();
    if (request.headers.cookie) {
      const result = await identity.api
        .signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
        .catch(() => null);
      sessions.clear();
      const cookies = result?.headers.getSetCookie() ?? [];
      if (cookies.length > 0) reply.header('set-cookie', cookies);
    }
    return { message: 'Signed out' };
  });
}
