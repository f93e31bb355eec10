import { passkey } from '@better-auth/passkey';
import { DISPLAY_NAME_MAX, FULL_NAME_MAX, IDENTITY_BASE_PATH, LANGUAGES } from '@shared/constants';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '@shared/schemas/auth';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, username } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, passkeys, rateLimits, sessions, users, verifications } from '../../db/schema';
import { loggableError, withoutQueryParams } from '../../http/log-redaction';
import { derivedUsername } from './derived-username';
import { DISPLAY_USERNAME_RULE, displayUsernameFits } from './display-username';
import { genericOAuthConfigs, type OidcProvider } from './oidc-providers';
import { clearSignInFailures } from './sign-in-limit';

/** The header our Fastify mount sets from the socket (or trusted proxy) address; never the client's. */
export const CLIENT_IP_HEADER = 'x-hytta-client-ip';

const refuse = (message: string, code: string) => new APIError('BAD_REQUEST', { message, code });

/**
 * What the identity API may write about a user, whatever path spelling reached it (issue #13):
 * full names are shown to every member of a cabin, so trimmed, never blank and at most
 * FULL_NAME_MAX characters like the app's own forms; the picture is only ever set through PATCH
 * /api/user/profile, which checks its bytes, so an `image` from here is dropped. Better Auth
 * merges what a hook returns over what it was given, so the picture is dropped by naming it:
 * null for a new account (issue #36: sign-up kept a tracking pixel), left out of an update.
 * The shown username may differ from the username only in letter case (issue #36).
 */
function checkedIdentityFields<T extends Record<string, unknown>>(user: T, creating: boolean): { data: T } {
  // Undefined leaves the stored picture as it is; Better Auth writes only the fields it is given.
  const data: T = { ...user, image: creating ? null : undefined };
  if (!displayUsernameFits(data.username, data.displayUsername)) {
    throw refuse(DISPLAY_USERNAME_RULE, 'INVALID_DISPLAY_USERNAME');
  }
  const tooLong = (value: unknown, max: number) => typeof value === 'string' && value.trim().length > max;
  if (data.language !== undefined && !(LANGUAGES as readonly unknown[]).includes(data.language)) {
    throw refuse('Language must be "no" or "en"', 'LANGUAGE_UNKNOWN');
  }
  if (tooLong(data.displayName, DISPLAY_NAME_MAX)) {
    throw refuse(`Display name must be at most ${DISPLAY_NAME_MAX} characters`, 'DISPLAY_NAME_TOO_LONG');
  }
  if (data.name === undefined) return { data };
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  if (!name) throw refuse('Full name is required', 'FULL_NAME_REQUIRED');
  if (name.length > FULL_NAME_MAX) {
    throw refuse(`Full name must be at most ${FULL_NAME_MAX} characters`, 'FULL_NAME_TOO_LONG');
  }
  return { data: { ...data, name } };
}

/** A reset link works for an hour (issue #14); an owner-issued one for a day. */
export const RESET_TOKEN_SECONDS = 60 * 60;
/** A link confirming an address (or each step of a change of address) works for a day. */
export const CONFIRM_TOKEN_SECONDS = 24 * 60 * 60;

/** The app's own reset page, which posts the token with the new password. */
export const resetPasswordUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;

/** How passwords are hashed and checked (Better Auth's `emailAndPassword.password`). */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

/** The identity e-mails, handed to the job queue (never sent inside the request). */
export type IdentityEmails = {
  passwordReset: (data: { userId: string; url: string }) => Promise<void>;
  confirmAddress: (data: { userId: string; to: string; url: string; change: boolean }) => Promise<void>;
};

export type IdentityOptions = {
  db: Database;
  emails: IdentityEmails;
  /** REQUIRE_EMAIL_VERIFICATION: no session until the address is confirmed. */
  requireEmailVerification: boolean;
  /** Left out in production: Better Auth's own scrypt (N 16384, r 16). Tests pass a cheaper one. */
  passwordHashing?: PasswordHashing;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  signInRateLimitPerMinute: number;
  /** OIDC_PROVIDERS: sign-in through Vipps, Google or another OpenID Connect provider (issue #39). */
  oidcProviders?: readonly OidcProvider[];
};

/** A provider's first sign-in made this account: the call is Better Auth's `/callback/:id`. */
const isProviderSignUp = (context: { path?: string } | null | undefined) =>
  context?.path?.startsWith('/callback/') === true;

/**
 * A user about to be made by a provider's first sign-in, given what Hytta needs of every account:
 * a username (made from the name, changed later in Settings) and a full name, which a provider may
 * leave out (Vipps without its `name` scope): then the part of the address before the @.
 */
async function withProviderDefaults<T extends Record<string, unknown>>(db: Database, user: T): Promise<T> {
  const email = typeof user.email === 'string' ? user.email : '';
  const name = typeof user.name === 'string' && user.name.trim() ? user.name : email.split('@')[0] || 'Hytta';
  if (typeof user.username === 'string') return { ...user, name };
  const handle = await derivedUsername(db, name);
  return { ...user, name, username: handle, displayUsername: handle };
}

/**
 * What an account row keeps of a provider's sign-in: who the person is there (provider and
 * subject), never the tokens. Hytta calls nothing on the person's behalf, so a token kept would
 * only be something to steal from a backup.
 */
const withoutProviderTokens = <T extends Record<string, unknown>>(account: T): { data: T } => ({
  data: {
    ...account,
    accessToken: null,
    refreshToken: null,
    idToken: null,
    accessTokenExpiresAt: null,
    refreshTokenExpiresAt: null,
  },
});

/**
 * Passkeys (issue #39, decision 054) belong to the address users open: the relying party is
 * PUBLIC_URL's host name, and a passkey is accepted from that origin, or from a trusted origin on
 * the same host (the dev server's port).
 */
export function passkeyOptions(publicUrl: string, trustedOrigins: string[]) {
  const rpID = new URL(publicUrl).hostname;
  const sameHost = trustedOrigins.filter((origin) => new URL(origin).hostname === rpID);
  return {
    rpID,
    rpName: 'Hytta',
    origin: [...new Set([new URL(publicUrl).origin, ...sameHost.map((origin) => new URL(origin).origin)])],
  };
}

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
        passkey: passkeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: !options.requireEmailVerification,
      requireEmailVerification: options.requireEmailVerification,
      ...(options.passwordHashing ? { password: options.passwordHashing } : {}),
      // Issue #14: the link opens the app's own page, which posts the token with the new password.
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Back in with a new password: any wait for failed sign-ins is over (issue #36).
      onPasswordReset: async ({ user }) => {
        await clearSignInFailures(options.db, user.id);
      },
      sendResetPassword: async ({ user, token }) => {
        await options.emails.passwordReset({
          userId: user.id,
          url: resetPasswordUrl(options.publicUrl, token),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: options.requireEmailVerification,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRM_TOKEN_SECONDS,
      // A new account's address, or a changed one (sent to the new address, decision 030).
      sendVerificationEmail: async ({ user, url }) => {
        const [stored] = await options.db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, user.id))
          .limit(1);
        await options.emails.confirmAddress({
          userId: user.id,
          to: user.email,
          url,
          change: stored !== undefined && stored.email !== user.email,
        });
      },
    },
    user: {
      // Off: POST /change-email is the mount's own (./change-email.ts: the current password, then
      // the old address and the new one). Better Auth's verify-email still carries out its links.
      changeEmail: { enabled: false },
      // The language e-mails are written in: the app's at sign-up, then whatever the user picks.
      additionalFields: {
        language: { type: 'string', required: false, defaultValue: 'no', input: true },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) =>
            checkedIdentityFields(
              isProviderSignUp(context) ? await withProviderDefaults(options.db, user) : user,
              true,
            ),
        },
        update: {
          before: async (user) => {
            const checked = checkedIdentityFields(user, false);
            // Better Auth changes the address only from verify-email's last step, so the new
            // address has just been shown to work: it counts as the account's own from now on.
            if (typeof checked.data.email === 'string')
              return { data: { ...checked.data, emailVerified: true } };
            return checked;
          },
        },
      },
      account: {
        create: { before: async (account) => withoutProviderTokens(account) },
        update: { before: async (account) => withoutProviderTokens(account) },
      },
    },
    account: {
      accountLinking: {
        enabled: true,
        // A provider's address links to an account only when both sides have confirmed it: the
        // provider says email_verified, and the account here confirmed its address (the defaults,
        // written out because they are the rule that keeps one person out of another's account).
        trustedProviders: [],
        requireLocalEmailVerified: true,
        // Linking from Settings is done signed in, so the provider's address may be another one.
        allowDifferentEmails: true,
        // Unlinking is the mount's own call, which counts passkeys too (ways-in.ts).
        allowUnlinkingAll: false,
      },
    },
    // A failed provider sign-in comes back to the sign-in page, which says what went wrong.
    onAPIError: { errorURL: `${options.publicUrl}/auth` },
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
        '/request-password-reset': authAttempts,
        '/reset-password': authAttempts,
        '/send-verification-email': authAttempts,
        '/change-email': authAttempts,
        // Signing in with a passkey (issue #39): each attempt stores a challenge.
        '/passkey/generate-authenticate-options': authAttempts,
        '/passkey/verify-authentication': authAttempts,
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
      passkey(passkeyOptions(options.publicUrl, options.trustedOrigins)),
      ...(options.oidcProviders?.length
        ? [
            genericOAuth({
              config: genericOAuthConfigs(options.oidcProviders, options.requireEmailVerification),
            }),
          ]
        : []),
    ],
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic; the request log already records them. Its own
    // failures are written without the values of a failed query (issue #13).
    logger: {
      level: 'error',
      log: (level, message, ...args) => {
        const details = args.map((arg) => (arg instanceof Error ? loggableError(arg) : arg));
        console.error(`[Better Auth] ${level.toUpperCase()}: ${withoutQueryParams(message)}`, ...details);
      },
    },
  });
}

export type Identity = ReturnType<typeof createIdentity>;
