import { expect } from '@playwright/test';
import { type NewUser, uniqueUser } from '../support';
import type { EngineSession } from './engine-session';

// What the engines' journeys set up through the HTTP API, from Node (the engines' drivers have no
// request context of their own): users, a cabin, and a second member who acts as another phone.

/** A signed-in caller: each call carries the session cookie it got. */
export type ApiCaller = {
  user: NewUser;
  post: (path: string, body: unknown) => Promise<Response>;
  get: (path: string) => Promise<Response>;
};

export async function signUpViaApi(baseURL: string, prefix: string): Promise<NewUser> {
  const user = uniqueUser(prefix);
  const response = await fetch(new URL('/api/identity/sign-up/email', baseURL), {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: user.email,
      password: user.password,
      name: user.fullName,
      username: user.username,
    }),
  });
  expect(response.status, await response.text()).toBe(200);
  return user;
}

export async function callerFor(baseURL: string, user: NewUser): Promise<ApiCaller> {
  const signIn = await fetch(new URL('/api/identity/sign-in/username', baseURL), {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  expect(signIn.status, await signIn.text()).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const send = (method: string, path: string, body?: unknown) =>
    fetch(new URL(path, baseURL), {
      method,
      headers: {
        origin: baseURL,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { user, post: (path, body) => send('POST', path, body), get: (path) => send('GET', path) };
}

/** Signs the session's browser in through the identity call, from the page (its cookie jar). */
export async function signInBrowser(session: EngineSession, user: NewUser): Promise<void> {
  // The page must be on the app's origin for the call to be same-origin.
  await session.goto('/favicon.svg');
  const status = await session.evaluate(
    (username: string, password: string) =>
      fetch('/api/identity/sign-in/username', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      }).then((response) => response.status),
    user.username,
    user.password,
  );
  expect(status).toBe(200);
}

/** A new user with a new cabin, signed in in the session's browser; the owner's API caller. */
export async function ownerOfNewCabin(
  session: EngineSession,
  baseURL: string,
  cabinName: string,
): Promise<{ owner: ApiCaller; accessCode: string }> {
  const owner = await callerFor(baseURL, await signUpViaApi(baseURL, 'olav'));
  const created = await owner.post('/api/cabin/create', { name: cabinName });
  const answer = await created.text();
  expect(created.status, answer).toBe(201);
  const { accessCode } = JSON.parse(answer) as { accessCode: string };
  await signInBrowser(session, owner.user);
  return { owner, accessCode };
}

/** A second user who joins the cabin with its access code and acts through the API. */
export async function memberOf(baseURL: string, accessCode: string): Promise<ApiCaller> {
  const member = await callerFor(baseURL, await signUpViaApi(baseURL, 'mona'));
  const joined = await member.post('/api/user/join-cabin', { accessCode });
  expect(joined.status, await joined.text()).toBe(200);
  return member;
}
