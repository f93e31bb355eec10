import { z } from 'zod';
import { passkeyCalls } from './passkey-openapi';

// Better Auth's calls, which Hytta mounts under /api/identity with one catch-all route
// (server/features/auth/routes.ts): written out here for the OpenAPI document, since the catch-all
// has no schema of its own. Only the calls the mount lets through are listed (decision 023).

const json = (schema: z.ZodType) => ({ 'application/json': { schema: z.toJSONSchema(schema) } });

const errorBody = z.object({ message: z.string(), code: z.string().optional() });
/**
 * The user as every identity answer carries it. The mount sends exactly these fields (it parses
 * Better Auth's answer with this schema, which drops the rest), so the document is the answer.
 */
const identityUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  username: z.string().nullable(),
  displayUsername: z.string().nullable(),
  language: z.enum(['no', 'en']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/**
 * Signed in: the cookie carries the session. The session token is never in an answer (issue #36):
 * the cookie is HttpOnly so that a script in the page cannot read it.
 */
const signedIn = z.object({
  redirect: z.boolean().optional(),
  url: z.string().optional(),
  user: identityUser,
});
/** Signed up: `signedIn` false while the address waits to be confirmed (REQUIRE_EMAIL_VERIFICATION). */
const signedUp = z.object({ signedIn: z.boolean(), user: identityUser });
const sessionAnswer = z
  .object({
    session: z.object({
      id: z.string(),
      userId: z.string(),
      expiresAt: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    user: identityUser,
  })
  .nullable();

const SIGN_IN_DESCRIPTION =
  'Sets the session cookie. Failed attempts count per account across both sign-in calls: after 5 in a row each further one waits longer (30 s, doubling, at most 15 minutes: 429 with code too_many_sign_in_attempts and Retry-After). A right password, or a new password through a reset link, clears the count.';

export type Call = {
  summary: string;
  body?: z.ZodType;
  /** Query parameters, all strings. */
  query?: Record<string, { required: boolean; description: string }>;
  /** The answer; null for a call that redirects the browser (302). */
  answer: z.ZodType | null;
  description: string;
};

/** The `{name}` segments of a path, as OpenAPI path parameters. */
const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

const call = ({ summary, body, query, answer, description }: Call, path: string) => ({
  tags: ['Identity'],
  summary,
  description,
  parameters: [
    ...pathParameters(path),
    ...Object.entries(query ?? {}).map(([name, { required, description: about }]) => ({
      name,
      in: 'query',
      required,
      description: about,
      schema: { type: 'string' },
    })),
  ],
  ...(body ? { requestBody: { required: true, content: json(body) } } : {}),
  responses: {
    ...(answer
      ? { 200: { description: 'OK', content: json(answer) } }
      : { 302: { description: 'Redirects to callbackURL' } }),
    '4XX': { description: 'Refused', content: json(errorBody) },
  },
});

export const IDENTITY_CALLS: { method: 'get' | 'post'; path: string; call: Call }[] = [
  {
    method: 'post',
    path: '/api/identity/sign-up/email',
    call: {
      summary: 'Sign up',
      description:
        'Creates an account and signs it in (the session cookie is set). No picture: it is added later through PATCH /api/user/profile. `displayUsername`, when given, may differ from `username` only in letter case.',
      body: z.object({
        email: z.email(),
        password: z.string().min(8),
        name: z.string().max(100),
        username: z.string(),
        displayUsername: z.string().optional(),
      }),
      answer: signedUp,
    },
  },
  {
    method: 'post',
    path: '/api/identity/sign-in/username',
    call: {
      summary: 'Sign in with username',
      description: SIGN_IN_DESCRIPTION,
      body: z.object({ username: z.string(), password: z.string() }),
      answer: signedIn,
    },
  },
  {
    method: 'post',
    path: '/api/identity/sign-in/email',
    call: {
      summary: 'Sign in with e-mail',
      description: SIGN_IN_DESCRIPTION,
      body: z.object({ email: z.string(), password: z.string() }),
      answer: signedIn,
    },
  },
  {
    method: 'post',
    path: '/api/identity/sign-in/social',
    call: {
      summary: 'Start a sign-in through an OpenID Connect provider',
      description:
        "For a provider of OIDC_PROVIDERS (GET /api/auth/providers). Answers the provider's address to send the browser to; the provider sends it back to /api/identity/callback/{providerId}, which signs in (or makes the account) and redirects to /auth, or to /auth?error={code} when it could not. Where the browser goes afterwards is always the app's choice: any callbackURL in the body is ignored. 400 unknown_provider for a provider that is not configured; 503 provider_unavailable when its discovery document cannot be fetched.",
      body: z.object({ provider: z.string() }),
      answer: z.object({ url: z.string(), redirect: z.boolean() }),
    },
  },
  {
    method: 'post',
    path: '/api/identity/link-social',
    call: {
      summary: 'Link an OpenID Connect provider to the signed-in account',
      description:
        "Like sign-in/social, but the provider's account is linked to the caller's (its e-mail address may differ). Comes back to /settings?linked=1, or /settings?error={code} (account_already_linked_to_different_user when it is another member's). 401 signed out.",
      body: z.object({ provider: z.string() }),
      answer: z.object({ url: z.string(), redirect: z.boolean() }),
    },
  },
  {
    method: 'get',
    path: '/api/identity/callback/{providerId}',
    call: {
      summary: "The provider's way back (the redirect URI to register with it)",
      description:
        "Register {PUBLIC_URL}/api/identity/callback/{providerId} with the provider. Checks the state against the browser's cookie, exchanges the code (with PKCE) and checks the ID token, then redirects: see sign-in/social and link-social. 404 for a provider that is not configured.",
      query: {
        code: { required: false, description: "The provider's authorization code" },
        state: { required: false, description: 'The state the app gave the browser' },
        error: { required: false, description: "The provider's error, when the person cancelled" },
      },
      answer: null,
    },
  },
  {
    method: 'post',
    path: '/api/identity/sign-out',
    call: {
      summary: 'Sign out',
      description: 'Ends the session and clears the cookie.',
      body: z.object({}),
      answer: z.object({ success: z.boolean() }),
    },
  },
  {
    method: 'get',
    path: '/api/identity/get-session',
    call: {
      summary: 'The session',
      description: 'The signed-in session and user, or null. Never the session token (the cookie holds it).',
      answer: sessionAnswer,
    },
  },
  {
    method: 'post',
    path: '/api/identity/change-password',
    call: {
      summary: 'Change password',
      description: '400 with code INVALID_PASSWORD when the current password is wrong.',
      body: z.object({
        currentPassword: z.string(),
        newPassword: z.string(),
        revokeOtherSessions: z.boolean().optional(),
      }),
      answer: z.object({ user: identityUser }),
    },
  },
  {
    method: 'post',
    path: '/api/identity/update-user',
    call: {
      summary: 'Change full name',
      description:
        '400 for a blank name, one over 100 characters, any image (the picture goes through PATCH /api/user/profile), or a username or displayUsername (usernames are not changed).',
      body: z.object({ name: z.string().max(100) }),
      answer: z.object({ status: z.boolean() }),
    },
  },
  // Getting back in (issue #14).
  {
    method: 'post',
    path: '/api/identity/request-password-reset',
    call: {
      summary: 'Forgot password',
      description:
        'Answers the same whether or not the address has an account; if it has, an e-mail with a one-time link to /auth/reset-password?token=... (valid 1 hour) is sent. Rate-limited like sign-in.',
      body: z.object({ email: z.email(), redirectTo: z.string().optional() }),
      answer: z.object({ status: z.boolean(), message: z.string().optional() }),
    },
  },
  {
    method: 'post',
    path: '/api/identity/reset-password',
    call: {
      summary: 'Choose a new password with a reset token',
      description:
        'The token from the e-mail or from an owner-issued reset link; it works once. Every session of the user ends. 400 with code INVALID_TOKEN for a used, expired or unknown token.',
      body: z.object({ newPassword: z.string().min(8), token: z.string() }),
      answer: z.object({ status: z.boolean() }),
    },
  },
  {
    method: 'post',
    path: '/api/identity/change-email',
    call: {
      summary: 'Change e-mail address',
      description:
        'Needs the current password (400 with code invalid_password; each wrong one counts like a failed sign-in, 429 too_many_sign_in_attempts). Sends a link to the current address; once it is opened, a link goes to the new address, and the address changes when that one is opened. An address another account has gets the same answer and no e-mail. 401 signed out.',
      body: z.object({
        newEmail: z.email(),
        currentPassword: z.string(),
        callbackURL: z.string().optional(),
      }),
      answer: z.object({ status: z.boolean() }),
    },
  },
  {
    method: 'get',
    path: '/api/identity/verify-email',
    call: {
      summary: 'Confirm an e-mail address',
      description: 'The link in a confirmation e-mail: confirms the address (or the change) and redirects.',
      query: {
        token: { required: true, description: 'The token from the e-mail' },
        callbackURL: { required: false, description: 'Where to go afterwards' },
      },
      answer: null,
    },
  },
  {
    method: 'post',
    path: '/api/identity/send-verification-email',
    call: {
      summary: 'Send the confirmation e-mail again',
      description: 'For an account that must confirm its address first (REQUIRE_EMAIL_VERIFICATION=true).',
      body: z.object({ email: z.email(), callbackURL: z.string().optional() }),
      answer: z.object({ status: z.boolean() }),
    },
  },
  // Passkeys (issue #39).
  ...passkeyCalls(identityUser),
];

/** The identity calls as OpenAPI path items. */
export const identityPaths: Record<string, Record<string, ReturnType<typeof call>>> = {};
for (const { method, path, call: details } of IDENTITY_CALLS) {
  identityPaths[path] = { ...identityPaths[path], [method]: call(details, path) };
}

/** The declared answer of one identity call (`post`, `/sign-in/email`), which the mount sends exactly. */
export function declaredIdentityAnswer(method: string, call: string): z.ZodType | null {
  const path = `/api/identity${call}`;
  const found = IDENTITY_CALLS.find((entry) => entry.method === method.toLowerCase() && entry.path === path);
  return found?.call.answer ?? null;
}
