import type { GenericOAuthConfig } from 'better-auth/plugins';
import { z } from 'zod';

// Sign-in through OpenID Connect providers (issue #39, decision 055): Vipps Login, Google or any
// other, each an entry of OIDC_PROVIDERS. Better Auth's generic OAuth plugin does the protocol
// (discovery, PKCE, state, nonce and the ID token's signature); this module reads the operator's
// JSON and says what the plugin is given.

/** Ids that name other ways in, which a provider may not take. */
const RESERVED_IDS = new Set(['credential', 'email', 'passkey', 'username']);

const providerSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be 1-32 lowercase letters, digits or dashes')
      .refine((id) => !RESERVED_IDS.has(id), 'is reserved'),
    name: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
    issuer: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
    clientId: z.string().min(1, 'is required'),
    clientSecret: z.string().min(1, 'is required'),
    scopes: z
      .array(z.string().regex(/^[\x21-\x7e]+$/, 'must be scope names without spaces'))
      .refine((scopes) => scopes.includes('openid'), 'must include "openid"')
      .default(['openid', 'email', 'profile']),
    /** How the client secret goes to the token endpoint; OpenID Connect's default is Basic. */
    tokenEndpointAuth: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
  })
  .strict();

export type OidcProvider = z.infer<typeof providerSchema>;

/** What the sign-in page and Settings show of a provider: never its client id or secret. */
export type PublicOidcProvider = Pick<OidcProvider, 'id' | 'name'>;

const providersSchema = z.array(providerSchema).superRefine((providers, context) => {
  const seen = new Set<string>();
  providers.forEach((provider, index) => {
    if (seen.has(provider.id)) {
      context.addIssue({ code: 'custom', path: [index, 'id'], message: `"${provider.id}" is used twice` });
    }
    seen.add(provider.id);
  });
});

/**
 * OIDC_PROVIDERS as providers; unset or blank is none. Anything malformed stops the start with
 * the first fault and where it is, e.g. `OIDC_PROVIDERS[1].issuer must be an http(s) URL`; the
 * client secret is never repeated.
 */
export function parseOidcProviders(value: string | undefined): OidcProvider[] {
  if (value === undefined || value.trim() === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error('OIDC_PROVIDERS must be a JSON array of providers ({ "id", "name", "issuer", ... })');
  }
  if (!Array.isArray(json)) throw new Error('OIDC_PROVIDERS must be a JSON array of providers');
  const parsed = providersSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const where = (issue?.path ?? []).map((part) =>
    typeof part === 'number' ? `[${part}]` : `.${String(part)}`,
  );
  const message =
    issue?.code === 'unrecognized_keys' ? `has an unknown field: ${issue.keys.join(', ')}` : issue?.message;
  throw new Error(`OIDC_PROVIDERS${where.join('')} ${message ?? 'is not valid'}`);
}

/** The discovery document's address: the issuer with `/.well-known/openid-configuration`. */
export function discoveryUrl(issuer: string): string {
  return new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`).href;
}

/**
 * The generic OAuth plugin's configuration of each provider: discovery (so endpoints, issuer and
 * signing keys come from the provider), PKCE, and ID tokens checked against the provider's keys.
 */
export function genericOAuthConfigs(
  providers: readonly OidcProvider[],
  requireEmailVerification: boolean,
): GenericOAuthConfig[] {
  return providers.map((provider) => ({
    providerId: provider.id,
    name: provider.name,
    discoveryUrl: discoveryUrl(provider.issuer),
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scopes: provider.scopes,
    tokenEndpointAuth: { method: provider.tokenEndpointAuth },
    pkce: true,
    requireIdTokenVerification: true,
    // An address the provider has not confirmed must be confirmed here first, as for sign-up.
    requireEmailVerification,
  }));
}
