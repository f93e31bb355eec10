import { IDENTITY_BASE_PATH } from '@shared/constants';
import { clerkSyncBodySchema, meResponseSchema, userSchema } from '@shared/schemas/auth';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { messageSchema, refusals, withContract } from '../../http/contract';
import { badRequest, notFound, UNEXPECTED_ERROR_MESSAGE, unauthorized } from '../../http/errors';
import { PUBLIC_ROUTE } from '../../http/session-gate';
import { type MailOldAddress, requestEmailChange } from './change-email';
import { CLIENT_IP_HEADER, type Identity } from './identity';
import { declaredAnswerText } from './identity-answers';
import type { PublicOidcProvider } from './oidc-providers';
import {
  checkOwnPasskey,
  deletePasskey,
  PASSKEY_CALLS,
  passkeyAnswer,
  passkeyBody,
  SIGNED_IN_PASSKEY_CALLS,
} from './passkeys';
import { findUser } from './service';
import { requireUserId, type SessionCache } from './session';
import { type SignInChecks, signInChecks } from './sign-in-checks';
import { signInMethodsRoutes } from './sign-in-methods-routes';

const tags = ['Session'];

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

/**
 * Copies a Fetch API response from Better Auth onto Fastify's reply, every Set-Cookie kept; a
 * success's body is exactly its declared answer (no session token, issue #36).
 */
async function sendFetchResponse(reply: FastifyReply, response: Response, method: string, call: string) {
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
  if (!response.body || !String(response.headers.get('content-type')).includes('json')) {
    return reply.send(response.body ? text : null);
  }
  return reply.send(declaredAnswerText(method, call, text, reply.log));
}

/**
 * The body of an identity call as the mount reads it: a JSON object, its fields checked by each
 * call (Better Auth's own schemas, or ours for change-email). Better Auth fails with a 500 on a
 * missing body (sign-up without one) or a non-object, so those never reach it.
 */
const identityRequestBodySchema = z.record(z.string(), z.unknown());
export type IdentityRequestBody = z.infer<typeof identityRequestBodySchema>;

function identityBody(request: FastifyRequest): IdentityRequestBody | undefined {
  if (request.method !== 'POST') return undefined;
  if (request.body === undefined) return {};
  const parsed = identityRequestBodySchema.safeParse(request.body);
  if (!parsed.success) throw badRequest('Request body must be a JSON object', 'validation');
  return parsed.data;
}

/**
 * The identity calls Hytta uses or documents (README, Identity). Better Auth has many more
 * (verify-password, is-username-available, list-accounts, ...) that nobody here needs and that
 * would only be more doors to guess at, so they are switched off (issue #13).
 */
const IDENTITY_CALLS = new Set([
  'POST /sign-up/email',
  'POST /sign-in/username',
  'POST /sign-in/email',
  // OpenID Connect providers (issue #39): start a sign-in or a link; the provider's answer comes
  // back to /callback/{id} (matched against the configured providers in identityCallOf).
  'POST /sign-in/social',
  'POST /link-social',
  'POST /sign-out',
  'GET /get-session',
  'POST /change-password',
  'POST /update-user',
  // Getting back in (issue #14).
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /change-email',
  'GET /verify-email',
  'POST /send-verification-email',
  // Passkeys (issue #39).
  ...PASSKEY_CALLS,
]);

/** The identity calls that act on the signed-in user (the others sign in, out, or use a token). */
const SIGNED_IN_IDENTITY_CALLS = new Set([
  '/change-password',
  '/update-user',
  '/change-email',
  '/link-social',
  ...SIGNED_IN_PASSKEY_CALLS,
]);

/**
 * The identity call a request names, read the way a server resolving it would: percent-escapes
 * decoded, dot segments resolved, repeated slashes collapsed. Null when it is no call we serve.
 */
function identityCallOf(request: FastifyRequest, providers: ProviderRoutes): string | null {
  let path: string;
  try {
    const raw = new URL(request.url, 'http://identity.invalid').pathname;
    path = new URL(decodeURIComponent(raw).replace(/\/{2,}/g, '/'), 'http://identity.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(`${IDENTITY_BASE_PATH}/`)) return null;
  const call = path.slice(IDENTITY_BASE_PATH.length);
  if (request.method === 'GET' && providers.callbacks.has(call)) return call;
  return IDENTITY_CALLS.has(`${request.method} ${call}`) ? call : null;
}

/** Better Auth gets the canonical path of the call checked above, never the client's spelling. */
function toFetchRequest(
  request: FastifyRequest,
  call: string,
  json: IdentityRequestBody | undefined,
): Request {
  const headers = fromNodeHeaders(request.headers);
  // Better Auth's rate limits key on this header; it is always ours, never the client's.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body = json === undefined ? undefined : JSON.stringify(json);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const search = new URL(request.url, 'http://identity.invalid').search;
  const url = new URL(
    `${IDENTITY_BASE_PATH}${call}${search}`,
    `http://${request.headers.host ?? 'localhost'}`,
  );
  return new Request(url, { method: request.method, headers, body });
}

/** The configured providers as the mount needs them: their ids, names and callback calls. */
type ProviderRoutes = { names: Map<string, string>; callbacks: Set<string> };

function providerRoutes(providers: readonly PublicOidcProvider[]): ProviderRoutes {
  return {
    names: new Map(providers.map((provider) => [provider.id, provider.name])),
    callbacks: new Set(providers.map((provider) => `/callback/${provider.id}`)),
  };
}

/**
 * Where the browser goes after a provider's sign-in or link: always the mount's choice, never the
 * caller's (no caller picks a URL the server acts on). Signed in, /auth enters the app as after a
 * password; a failure comes back with `?error=` for the page to explain.
 */
const PROVIDER_RETURNS = {
  '/sign-in/social': { callbackURL: '/auth', newUserCallbackURL: '/auth', errorCallbackURL: '/auth' },
  '/link-social': { callbackURL: '/settings?linked=1', errorCallbackURL: '/settings' },
} as const;

/** A provider call's body as Better Auth gets it: the provider named, and nothing else chosen by the caller. */
function providerCallBody(
  call: keyof typeof PROVIDER_RETURNS,
  body: IdentityRequestBody | undefined,
  providers: ProviderRoutes,
): IdentityRequestBody {
  const provider = body?.provider;
  if (typeof provider !== 'string' || !providers.names.has(provider)) {
    throw badRequest('Unknown sign-in provider', 'unknown_provider');
  }
  return { provider, ...PROVIDER_RETURNS[call], disableRedirect: true };
}

const isProviderCall = (call: string): call is keyof typeof PROVIDER_RETURNS => call in PROVIDER_RETURNS;

const hasField = (body: IdentityRequestBody | undefined, field: string) =>
  body !== undefined && field in body;

export type AuthRoutesOptions = {
  db: Database;
  identity: Identity;
  sessions: SessionCache;
  now: () => Date;
  publicUrl: string;
  /** Queues the e-mail that asks the current address to confirm a change of address. */
  mailOldAddress: MailOldAddress;
  /** The OpenID Connect providers of OIDC_PROVIDERS (issue #39). */
  oidcProviders: readonly PublicOidcProvider[];
};

export async function authRoutes(
  fastify: FastifyInstance,
  { db, identity, sessions, now, publicUrl, mailOldAddress, oidcProviders }: AuthRoutesOptions,
) {
  const app = withContract(fastify);
  const providers = providerRoutes(oidcProviders);
  await signInMethodsRoutes(fastify, {
    db,
    identity,
    requireUserId: (request) => requireUserId(identity, request, sessions),
    oidcProviders,
  });
  const checks: SignInChecks = signInChecks(db, now);
  // Better Auth's own calls (sign-up, sign-in by e-mail or username, sign-out, password change,
  // session) stay reachable under their prefix for the app and for scripts.
  app.route({
    method: ['GET', 'POST'],
    url: `${IDENTITY_BASE_PATH}/*`,
    // Signing up and in needs no session; the calls on the signed-in user do, checked before
    // Better Auth reads their bodies.
    config: {
      public: (request) => !SIGNED_IN_IDENTITY_CALLS.has(identityCallOf(request, providers) ?? ''),
    },
    // Documented call by call in server/http/identity-openapi.ts.
    schema: { hide: true },
    handler: async (request, reply) => {
      const call = identityCallOf(request, providers);
      if (call === null) throw notFound('Not found');
      const read = passkeyBody(call, identityBody(request));
      const body = isProviderCall(call) ? providerCallBody(call, read, providers) : read;
      // The picture is only set through PATCH /api/user/profile, which checks its bytes and
      // stores it; Better Auth's own update call would take any string as the image (the
      // database hook drops it too, should any other call carry one).
      if (call === '/update-user' && hasField(body, 'image')) {
        throw badRequest('Change the profile picture with PATCH /api/user/profile', 'invalid_image');
      }
      // Hytta has no way to change a username: one that changed here would leave its shown
      // form (displayUsername) behind, another person's name in every list (issue #36).
      if (call === '/update-user' && (hasField(body, 'username') || hasField(body, 'displayUsername'))) {
        throw badRequest('The username cannot be changed', 'invalid_display_username');
      }
      if (call === '/change-email') {
        const userId = await requireUserId(identity, request, sessions);
        return requestEmailChange({ db, identity, publicUrl, mailOldAddress, now }, userId, body);
      }
      // A passkey is named or removed by its owner only, and never the last way in (issue #39).
      if (call === '/passkey/delete-passkey') {
        return deletePasskey(db, await requireUserId(identity, request, sessions), body);
      }
      if (call === '/passkey/update-passkey') {
        await checkOwnPasskey(db, await requireUserId(identity, request, sessions), body);
      }
      // Sign-out, revoking sessions, a new password, deleting the account: any such call may
      // end sessions, so this process forgets the users it knew by cookie (decision 014).
      if (request.method !== 'GET') sessions.clear();
      const before = await checks.before(call, body);
      const response = await passkeyAnswer(call, await identity.handler(toFetchRequest(request, call, body)));
      await checks.after(before, response.status);
      if (isProviderCall(call) && response.status === 404) {
        // Better Auth has no such provider when its discovery document could not be fetched:
        // the provider is down or unreachable, which the page says in the user's language.
        return reply.status(503).send({
          message: `${providers.names.get(String(body?.provider))} is not answering right now. Try again later.`,
          code: 'provider_unavailable',
        });
      }
      if (request.method !== 'GET') sessions.clear();
      return sendFetchResponse(reply, response, request.method, call);
    },
  });

  // The spec's provider flow on top: sync, me and logout. Identity comes from the session only.
  // A compatibility call the client makes after signing in (the provider flow the app grew from):
  // it answers the signed-in user. Validated for shape; nothing in it can choose who the user is.
  app.post(
    '/api/auth/clerk-sync',
    {
      schema: {
        tags,
        summary: 'The signed-in user (a compatibility call; the body changes nothing)',
        body: clerkSyncBodySchema.optional(),
        response: { 200: userSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(identity, request, sessions);
      const user = await findUser(db, userId);
      if (!user) throw unauthorized();
      return user;
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { tags, summary: 'The signed-in user', response: { 200: meResponseSchema, ...refusals } } },
    async (request) => {
      const userId = await requireUserId(identity, request, sessions);
      const user = await findUser(db, userId);
      if (!user) throw unauthorized();
      return { user };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      // Signed out already is fine: the cookie is cleared either way.
      config: PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'End the session; the cookie is cleared',
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request, reply) => {
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
    },
  );
}
