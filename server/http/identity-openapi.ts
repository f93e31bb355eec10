import { z } from 'zod';

// Better Auth's calls, which Hytta mounts under /api/identity with one catch-all route
// (server/features/auth/routes.ts): written out here for the OpenAPI document, since the catch-all
// has no schema of its own. Only the calls the mount lets through are listed (decision 023).

const json = (schema: z.ZodType) => ({ 'application/json': { schema: z.toJSONSchema(schema) } });

const errorBody = z.object({ message: z.string(), code: z.string().optional() });
const identityUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  username: z.string().optional(),
  displayUsername: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const signedIn = z.object({ token: z.string().nullable(), user: identityUser });

type Call = {
  summary: string;
  body?: z.ZodType;
  /** Query parameters, all strings. */
  query?: Record<string, { required: boolean; description: string }>;
  /** The answer; null for a call that redirects the browser (302). */
  answer: z.ZodType | null;
  description: string;
};

const call = ({ summary, body, query, answer, description }: Call) => ({
  tags: ['Identity'],
  summary,
  description,
  ...(query
    ? {
        parameters: Object.entries(query).map(([name, { required, description: about }]) => ({
          name,
          in: 'query',
          required,
          description: about,
          schema: { type: 'string' },
        })),
      }
    : {}),
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
      description: 'Creates an account and signs it in (the session cookie is set).',
      body: z.object({
        email: z.email(),
        password: z.string().min(8),
        name: z.string().max(100),
        username: z.string(),
      }),
      answer: signedIn,
    },
  },
  {
    method: 'post',
    path: '/api/identity/sign-in/username',
    call: {
      summary: 'Sign in with username',
      description: 'Sets the session cookie.',
      body: z.object({ username: z.string(), password: z.string() }),
      answer: signedIn,
    },
  },
  {
    method: 'post',
    path: '/api/identity/sign-in/email',
    call: {
      summary: 'Sign in with e-mail',
      description: 'Sets the session cookie.',
      body: z.object({ email: z.string(), password: z.string() }),
      answer: signedIn,
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
      description: 'The signed-in session and user, or null.',
      answer: z
        .object({ session: z.object({ id: z.string(), expiresAt: z.string() }).loose(), user: identityUser })
        .nullable(),
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
      answer: z.object({ token: z.string().nullable().optional(), user: identityUser }),
    },
  },
  {
    method: 'post',
    path: '/api/identity/update-user',
    call: {
      summary: 'Change full name',
      description:
        '400 for a blank name, one over 100 characters, or any image (the picture goes through PATCH /api/user/profile).',
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
        'Sends a confirmation link to the new address; the address changes when the link is opened.',
      body: z.object({ newEmail: z.email(), callbackURL: z.string().optional() }),
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
];

/** The identity calls as OpenAPI path items. */
export const identityPaths: Record<string, Record<string, ReturnType<typeof call>>> = {};
for (const { method, path, call: details } of IDENTITY_CALLS) {
  identityPaths[path] = { ...identityPaths[path], [method]: call(details) };
}
