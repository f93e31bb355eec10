import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors';
import type { Identity } from './identity';

/**
 * How long one process may keep answering a Cookie header with the user it last found for it
 * (decision 014). Better Auth reads the session and its user from the database on every call, a
 * third of the work of a typical API request. A session ended through this process is forgotten
 * at once; one revoked elsewhere (another process, or the database) keeps working here for at
 * most this long. Live sockets never use the cache: their heartbeat checks the database.
 */
export const SESSION_CACHE_MS = 2_000;

/** More entries than this and the oldest go first (one entry per signed-in browser). */
const MAX_ENTRIES = 10_000;

export type SessionCache = {
  /** The user for `cookie`: a live entry, or `load`'s answer, kept unless the cache was cleared meanwhile. */
  userId: (
    cookie: string,
    load: () => Promise<{ userId: string; expiresAt: Date } | null>,
  ) => Promise<string | null>;
  /** Forgets every entry: called whenever this process handles a call that may end sessions. */
  clear: () => void;
};

type LoadedSession = { userId: string; expiresAt: Date } | null;

export function createSessionCache(options: { ttlMs: number; now?: () => number }): SessionCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { userId: string; until: number }>();
  // Requests with the same cookie that arrive while it is being looked up share that lookup, so
  // an expiring entry under load costs one database read, not one per waiting request.
  const loading = new Map<string, { session: Promise<LoadedSession>; generation: number }>();
  // Raised by clear(): a lookup that started before a sign-out must not store what it read.
  let generation = 0;

  const remember = (cookie: string, session: NonNullable<LoadedSession>) => {
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    // Never past the session's own end.
    const until = Math.min(now() + options.ttlMs, session.expiresAt.getTime());
    entries.set(cookie, { userId: session.userId, until });
  };

  return {
    async userId(cookie, load) {
      const entry = entries.get(cookie);
      if (entry && now() < entry.until) return entry.userId;
      if (entry) entries.delete(cookie);
      let lookup = loading.get(cookie);
      if (!lookup) {
        const started = { session: load(), generation };
        loading.set(cookie, started);
        started.session.then(
          (session) => {
            if (loading.get(cookie) === started) loading.delete(cookie);
            if (session && options.ttlMs > 0 && started.generation === generation) remember(cookie, session);
          },
          () => {
            if (loading.get(cookie) === started) loading.delete(cookie);
          },
        );
        lookup = started;
      }
      return (await lookup.session)?.userId ?? null;
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
  };
}

async function loadSession(identity: Identity, headers: IncomingHttpHeaders) {
  const session = await identity.api.getSession({ headers: fromNodeHeaders(headers) });
  return session ? { userId: session.user.id, expiresAt: session.session.expiresAt } : null;
}

/** The user id of the session in raw headers, read from the database (the WebSocket upgrade and heartbeat). */
export async function userIdFromHeaders(
  identity: Identity,
  headers: IncomingHttpHeaders,
): Promise<string | null> {
  if (!headers.cookie) return null;
  return (await loadSession(identity, headers))?.userId ?? null;
}

/** The signed-in user's id from the session cookie, or 401. Nothing from the body or query counts. */
export async function requireUserId(
  identity: Identity,
  request: FastifyRequest,
  cache: SessionCache,
): Promise<string> {
  const { cookie } = request.headers;
  const userId = cookie ? await cache.userId(cookie, () => loadSession(identity, request.headers)) : null;
  if (!userId) throw unauthorized();
  return userId;
}
