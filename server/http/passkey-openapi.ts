import {
  deletePasskeyBodySchema,
  passkeySchema,
  renamePasskeyBodySchema,
  verifyAuthenticationBodySchema,
  verifyRegistrationBodySchema,
} from '@shared/schemas/passkeys';
import { z } from 'zod';
import type { Call } from './identity-openapi';

// The passkey calls of the identity mount (issue #39, decision 054), for the OpenAPI document and
// for the mount, which sends exactly these answers: no public key, credential id or counter, and
// no session token, ever reaches the page.

const descriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** What navigator.credentials.create() takes (PublicKeyCredentialCreationOptionsJSON). */
const registrationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.string().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

/** What navigator.credentials.get() takes (PublicKeyCredentialRequestOptionsJSON). */
const authenticationOptions = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

const SIGNED_OUT = '401 signed out.';

/** The passkey calls, with the identity answers' user (`identityUser`) for the sign-in. */
export function passkeyCalls(
  identityUser: z.ZodType,
): { method: 'get' | 'post'; path: string; call: Call }[] {
  return [
    {
      method: 'get',
      path: '/api/identity/passkey/generate-register-options',
      call: {
        summary: 'Start adding a passkey',
        description: `The options for navigator.credentials.create(); a short-lived cookie ties the challenge to this browser. The session must be under a day old (403 SESSION_NOT_FRESH: sign in again). ${SIGNED_OUT}`,
        answer: registrationOptions,
      },
    },
    {
      method: 'post',
      path: '/api/identity/passkey/verify-registration',
      call: {
        summary: 'Add a passkey',
        description: `The browser's answer to the options above, and an optional name. 400 when it cannot be verified (a wrong origin, another challenge). ${SIGNED_OUT}`,
        body: verifyRegistrationBodySchema,
        answer: passkeySchema,
      },
    },
    {
      method: 'get',
      path: '/api/identity/passkey/generate-authenticate-options',
      call: {
        summary: 'Start signing in with a passkey',
        description:
          'The options for navigator.credentials.get(); a short-lived cookie ties the challenge to this browser. Rate-limited like sign-in.',
        answer: authenticationOptions,
      },
    },
    {
      method: 'post',
      path: '/api/identity/passkey/verify-authentication',
      call: {
        summary: 'Sign in with a passkey',
        description:
          "Sets the session cookie. The browser's answer to the options above; 401 for a passkey Hytta does not know, 400 for one that cannot be verified. Rate-limited like sign-in.",
        body: verifyAuthenticationBodySchema,
        answer: z.object({ user: identityUser }),
      },
    },
    {
      method: 'get',
      path: '/api/identity/passkey/list-user-passkeys',
      call: {
        summary: 'My passkeys',
        description: `The signed-in user's passkeys: name, kind and when each was added. ${SIGNED_OUT}`,
        answer: z.array(passkeySchema),
      },
    },
    {
      method: 'post',
      path: '/api/identity/passkey/update-passkey',
      call: {
        summary: 'Rename a passkey',
        description: `404 passkey_not_found for a passkey that is not the caller's. ${SIGNED_OUT}`,
        body: renamePasskeyBodySchema,
        answer: z.object({ passkey: passkeySchema }),
      },
    },
    {
      method: 'post',
      path: '/api/identity/passkey/delete-passkey',
      call: {
        summary: 'Remove a passkey',
        description: `400 last_way_in when it is the caller's last way of signing in (no password, no other passkey, no linked provider); 404 passkey_not_found for a passkey that is not the caller's. ${SIGNED_OUT}`,
        body: deletePasskeyBodySchema,
        answer: z.object({ status: z.boolean() }),
      },
    },
  ];
}
