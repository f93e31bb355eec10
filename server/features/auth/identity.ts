import { IDENTITY_BASE_PATH } from '@shared/constants';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '@shared/schemas/auth';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { username } from 'better-auth/plugins';
import type { Database } from '../../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema';

/** The header our Fastify mount sets from the socket (or trusted proxy) address; never the client's. */
export const CLIENT_IP_HEADER = 'x-hytta-client-ip';

/** Full names are shown to every member of a cabin: trimmed, and never blank. */
function withTrimmedName<T extends { name?: unknown }>(user: T): { data: T } {
  if (user.name === undefined) return { data: user };
  const name = typeof user.name === 'string' ? user.name.trim() : '';
  if (!name)
    throw new APIError('BAD_REQUEST', { message: 'Full name is required', code: 'FULL_NAME_REQUIRED' });
  return { data: { ...user, name } };
}

/** How passwords are hashed and checked (Better Auth's `emailAndPassword.password`). */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

export type IdentityOptions = {
  db: Database;
  /** Left out in production: Better Auth's own scrypt (N 16384, r 16). Tests pass a cheaper one. */
  passwordHashing?: PasswordHashing;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  signInRateLimitPerMinute: number;
};

/**
 * The built-in identity provider: Better Auth with e-mail or username plus password, sessions in
 * the database and an HttpOnly, SameSite=Lax cookie (Secure when the public URL is https).
 */
export function createIdentity(options: IdentityOptions) {
  const secure = options.publicUrl.startsWith('https:');
  const authAttempts = { window: 60, max: options.signInRateLimitPerMinute };
  return betterAuth({
    appName: 'Hytta',
    baseURL: options.publicUrl,
    basePath: IDENTITY_BASE_PATH,
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      ...(options.passwordHashing ? { password: options.passwordHashing } : {}),
    },
    databaseHooks: {
      user: {
        create: { before: async (user) => withTrimmedName(user) },
        update: { before: async (user) => withTrimmedName(user) },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/*': authAttempts,
        '/sign-up/*': authAttempts,
        '/change-password': authAttempts,
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      username({
        minUsernameLength: USERNAME_MIN,
        maxUsernameLength: USERNAME_MAX,
        usernameValidator: (value) => USERNAME_PATTERN.test(value),
      }),
    ],
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic; the request log already records them.
    logger: { level: 'error' },
  });
}

export type Identity = ReturnType<typeof createIdentity>;
