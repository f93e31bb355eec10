import { PROVIDER_TIMEOUT_MS } from '@shared/constants';
import type { MeResponse, User } from '@shared/schemas/auth';
import { ApiError, apiFetch, apiFetchOrNullOn401 } from './api-client';
import { readLocal, removeLocal, writeLocal } from './local-storage';

// The current user read with plain fetch calls, so the entry can ask it before TanStack Query and
// the rest of the signed-in app are loaded (issue #11); the auth feature's me query calls it too.
//
// The signed-in start, whole (decision 027), from the page request to the first screen:
// 1. The server answers a page request that carries a session cookie with index.signed-in.html
//    (server/http/static-files.ts, built by scripts/signed-in-page.ts): the same page with
//    modulepreload links for the signed-in app's chunks and a `hytta-session` meta element.
// 2. The entry (client/app/root.tsx) reads the session once, here: `getMe` sees the hint
//    (`wasSignedIn`), starts the signed-in app's chunks downloading (`onMaybeSignedIn`) and asks
//    GET /api/auth/me at the same time, instead of one after the other.
// 3. With a user, root.tsx renders the full app with that user already in hand; without one, the
//    landing page (or the sign-in page on /auth). The cookie and the hint only hurry things: the
//    server's answer to /api/auth/me decides who is signed in.

// Set while this browser was last seen signed in. Only a hint: the server decides either way.
const SIGNED_IN_HINT_KEY = 'signed-in';

// The server sends a page with a `hytta-session` meta element to a request with a session cookie
// (scripts/signed-in-page.ts). Once the app has seen no user, that page's hint is spent.
let pageHintSpent = false;
const sessionCookieSent = () =>
  !pageHintSpent && document.querySelector('meta[name="hytta-session"]') !== null;

/** Whether this browser was last seen signed in or sent a session cookie (hints only, see above). */
export const wasSignedIn = (): boolean => sessionCookieSent() || readLocal(SIGNED_IN_HINT_KEY) !== null;

/** Keeps the hint in step with the user the app shows (sign-in, sign-out, an expired session). */
export function rememberSignedIn(user: User | null): void {
  if (user) writeLocal(SIGNED_IN_HINT_KEY, '1');
  else {
    removeLocal(SIGNED_IN_HINT_KEY);
    pageHintSpent = true;
  }
}

/**
 * Whether the identity provider knows no session: its session call answers 200 with null when
 * signed out. Browsers log every 401 answer as a console error, so a visitor with no sign of a
 * session asks this before GET /api/auth/me (issue #11: Lighthouse's best practices). Anything
 * else (a session, an error status, or no answer within PROVIDER_TIMEOUT_MS while the provider
 * is down) leaves the decision to /api/auth/me, so the app never waits on the provider for good.
 */
async function knownSignedOut(signal?: AbortSignal): Promise<boolean> {
  const probe = new AbortController();
  const abort = () => probe.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, PROVIDER_TIMEOUT_MS);
  try {
    return (await apiFetch<unknown>('/api/identity/get-session', { signal: probe.signal })) === null;
  } catch (error) {
    if (error instanceof ApiError || (probe.signal.aborted && !signal?.aborted)) return false;
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * The current user, or null when signed out (GET /api/auth/me answers 401). `onMaybeSignedIn` is
 * told before GET /api/auth/me is asked, so a caller can start loading what a user will need.
 */
export async function getMe(signal?: AbortSignal, onMaybeSignedIn?: () => void): Promise<User | null> {
  if (!wasSignedIn() && (await knownSignedOut(signal))) return null;
  onMaybeSignedIn?.();
  const response = await apiFetchOrNullOn401<MeResponse>('/api/auth/me', signal);
  const user = response?.user ?? null;
  rememberSignedIn(user);
  return user;
}
