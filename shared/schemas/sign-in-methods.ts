import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';

// The ways a member signs in (issue #39): a password, OpenID Connect providers such as Vipps or
// Google, and passkeys. Settings lists them; none may remove the last one.

/** A configured provider as the sign-in page shows it: its id and the name on its button. */
export const oidcProviderSchema = z.object({ id: z.string(), name: z.string() });
export type OidcProviderInfo = z.infer<typeof oidcProviderSchema>;

export const oidcProvidersResponseSchema = z.object({ providers: z.array(oidcProviderSchema) });
export type OidcProvidersResponse = z.infer<typeof oidcProvidersResponseSchema>;

export const signInMethodsSchema = z.object({
  /** Whether the account has a password (an account made through a provider starts without one). */
  password: z.boolean(),
  /** Every configured provider, and whether (and since when) it is linked to this account. */
  providers: z.array(oidcProviderSchema.extend({ linkedAt: z.string().nullable() })),
  /** How many ways in the account has; the last one cannot be removed. */
  waysIn: z.number().int(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const providerParamsSchema = z.object({ providerId: z.string().min(1).max(64) });

/** A first password for an account that has none (made through a provider). */
export const setPasswordBodySchema = z.object({
  newPassword: z
    .string()
    .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `The password can be at most ${PASSWORD_MAX} characters`),
});
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;
