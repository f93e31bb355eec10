import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import { DEFAULT_OUTBOUND } from '../config';
import type { DatabaseHandle } from '../db/client';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../features/messages/push-endpoints';
import { createTestDatabase } from './test-database';

export const TEST_PORT = 3000;
export const TEST_ORIGIN = `http://localhost:${TEST_PORT}`;
export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/**
 * Outbound services nobody listens at (port 9 is "discard", refused on loopback): tests never reach
 * the real MET, Kartverket or Nominatim; the weather tests point these at local stub servers.
 */
export const UNREACHABLE_OUTBOUND = {
  ...DEFAULT_OUTBOUND,
  metApiUrl: 'http://127.0.0.1:9/weatherapi',
  kartverketApiUrl: 'http://127.0.0.1:9/adresser/v1',
  nominatimApiUrl: 'http://127.0.0.1:9/nominatim',
  powerPriceUrl: 'http://127.0.0.1:9/prices',
  contact: 'tests@hytta.invalid',
};

function scryptKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // N 1024, r 8: a few hundred times cheaper than Better Auth's N 16384, r 16.
    scrypt(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Better Auth's password scheme (scrypt, `salt:key` in hex) at a cost tests can afford: its own
 * costs about 100 ms of CPU a hash, and the suites sign up thousands of users. Every check of a
 * password still goes through Better Auth; the server processes the tests start (crash safety,
 * scale-out, main) run Better Auth's own hashing.
 */
export const TEST_PASSWORD_HASHING = {
  hash: async (password: string) => {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await scryptKey(password, salt)).toString('hex')}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    const [salt = '', key = ''] = hash.split(':');
    const expected = Buffer.from(key, 'hex');
    const actual = await scryptKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** The push services the tests' devices may name: the real ones and the made-up push.example. */
export const TEST_PUSH_SERVICE_HOSTS = [...DEFAULT_PUSH_SERVICE_HOSTS, 'push.example'];

/** buildApp() on a fresh migrated database, as main.ts builds it, for `inject` tests. */
export async function createTestApp(overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const database = overrides.database ?? (await createTestDatabase());
  const app = await buildApp({
    database,
    publicUrl: TEST_ORIGIN,
    port: TEST_PORT,
    sessionSecret: TEST_SESSION_SECRET,
    signInRateLimitPerMinute: 1000,
    outbound: UNREACHABLE_OUTBOUND,
    passwordHashing: TEST_PASSWORD_HASHING,
    ...overrides,
    // The tests' made-up devices subscribe at push.example (nothing is ever sent there).
    messages: { pushServiceHosts: TEST_PUSH_SERVICE_HOSTS, ...overrides.messages },
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestUser = {
  id: string;
  username: string;
  email: string;
  password: string;
  fullName: string;
  /** The Cookie header value carrying the user's session. */
  cookie: string;
};

let userCounter = 0;

/** The session cookie(s) a response sets, as a Cookie header value. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Signs a new user up through Better Auth's own call, as a script or the app would. */
export async function signUp(app: FastifyInstance, fields: Partial<Omit<TestUser, 'id' | 'cookie'>> = {}) {
  userCounter += 1;
  const username = fields.username ?? `user${userCounter}_${Date.now() % 100000}`;
  const user = {
    username,
    email: fields.email ?? `${username.toLowerCase()}@example.no`,
    password: fields.password ?? 'correct-horse-battery',
    fullName: fields.fullName ?? `Test User ${userCounter}`,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email: user.email, password: user.password, name: user.fullName, username: user.username },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json<{ user: { id: string } }>();
  return { ...user, id: body.user.id, cookie: cookieFrom(response) } satisfies TestUser;
}

/** A new session for an existing user (sign-in by username), as a second browser would get. */
export async function signIn(app: FastifyInstance, user: TestUser): Promise<TestUser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/username',
    headers: { origin: TEST_ORIGIN },
    payload: { username: user.username, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { ...user, cookie: cookieFrom(response) };
}

/** `inject` as a signed-in browser on our origin. */
export function injectAs(
  app: FastifyInstance,
  user: Pick<TestUser, 'cookie'> | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({
    ...options,
    headers: {
      origin: TEST_ORIGIN,
      ...(user ? { cookie: user.cookie } : {}),
      ...(options.headers ?? {}),
    },
  });
}

/** What `callAs` takes after the app: who calls, how, where, with what, and the status expected. */
export type CallArgs = [
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  expected?: number,
];

/**
 * One call as `user` that must answer `expected` (200 unless said); the failure message names the
 * call and shows the body. Answers the parsed JSON body.
 */
export async function callAs(
  app: FastifyInstance,
  ...[user, method, url, payload, expected = 200]: CallArgs
) {
  const response = await injectAs(app, user, { method, url, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected);
  return response.json();
}
