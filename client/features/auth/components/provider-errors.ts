// What went wrong on the way back from a provider (issue #39): Better Auth sends the browser to
// /auth?error={code} (or /settings?error={code} when linking). The codes are Better Auth's and the
// provider's own (RFC 6749's access_denied when the person cancels), grouped by what helps.

export type ProviderErrorKind =
  | 'accountExists'
  | 'linkedToOther'
  | 'noEmail'
  | 'emailNotVerified'
  | 'cancelled'
  | 'expired'
  | 'unavailable'
  | 'failed';

const KINDS: Record<string, ProviderErrorKind> = {
  account_not_linked: 'accountExists',
  account_already_linked_to_different_user: 'linkedToOther',
  email_not_found: 'noEmail',
  email_not_verified: 'emailNotVerified',
  access_denied: 'cancelled',
  state_mismatch: 'expired',
  state_not_found: 'expired',
  please_restart_the_process: 'expired',
  invalid_code: 'expired',
  no_code: 'expired',
  invalid_callback_request: 'expired',
  oauth_provider_not_found: 'unavailable',
  unable_to_get_user_info: 'unavailable',
  internal_server_error: 'unavailable',
  temporarily_unavailable: 'unavailable',
  server_error: 'unavailable',
};

/** The kind of a returned `error` code; anything unknown is a plain failure. */
export function providerErrorKind(code: string): ProviderErrorKind {
  return KINDS[code] ?? 'failed';
}

/** The `error` a provider's return left in the address, if any. */
export function returnedProviderError(search: string): ProviderErrorKind | null {
  const code = new URLSearchParams(search).get('error');
  return code ? providerErrorKind(code) : null;
}
