import { z } from 'zod';
import { PASSKEY_NAME_MAX } from './passkeys-values';

export * from './passkeys-values';

// Passkeys (issue #39, decision 054): what the identity calls under /api/identity/passkey take and
// answer. The key itself, its credential id and its counter stay on the server.

const passkeyName = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(PASSKEY_NAME_MAX, `A passkey name is at most ${PASSKEY_NAME_MAX} characters`);

/** One of the signed-in user's passkeys, as the list and the registration answer it. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  /** `singleDevice`, or `multiDevice` for one a password manager syncs between devices. */
  deviceType: z.string(),
  backedUp: z.boolean(),
  createdAt: z.string(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** POST /passkey/update-passkey. */
export const renamePasskeyBodySchema = z.object({ id: z.string().min(1).max(200), name: passkeyName });
export type RenamePasskeyBody = z.infer<typeof renamePasskeyBodySchema>;

/** POST /passkey/delete-passkey. */
export const deletePasskeyBodySchema = z.object({ id: z.string().min(1).max(200) });

/** The rename form. */
export const passkeyNameFormSchema = z.object({ name: passkeyName });

/** The add-a-passkey form: the name may be left empty and given later. */
export const addPasskeyFormSchema = z.object({
  name: z.string().trim().max(PASSKEY_NAME_MAX, `A passkey name is at most ${PASSKEY_NAME_MAX} characters`),
});

/** base64url text of a WebAuthn field, bounded (a real one is well under a few kilobytes). */
const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);

/** The browser's answer to navigator.credentials.create(), as JSON (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(40)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: z.string().max(40).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** The browser's answer to navigator.credentials.get(), as JSON (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.string().max(40).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** POST /passkey/verify-registration. */
export const verifyRegistrationBodySchema = z.object({
  response: registrationResponseSchema,
  name: passkeyName.optional(),
});

/** POST /passkey/verify-authentication. */
export const verifyAuthenticationBodySchema = z.object({ response: authenticationResponseSchema });
