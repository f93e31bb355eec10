import { IDENTITY_BASE_PATH } from '@shared/constants';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiFetch } from '@/lib/api-client';

/** The user a passkey signed in, as the identity call answers it. */
export type PasskeyUser = { id: string; name: string; email: string; username: string | null };

/**
 * Signs in with a passkey (issue #39): the server's challenge, the device's prompt (any passkey of
 * this site the device holds), then the server checks the signature and sets the session cookie.
 * A closed prompt throws a PasskeyCeremonyError; a refusal an ApiError (401: a passkey Hytta does
 * not know).
 */
export async function signInWithPasskey(): Promise<PasskeyUser> {
  // The prompt's code loads only now (decision 054), beside the options: Safari lets a page open
  // the prompt only shortly after the click.
  const [options, { signWithPasskey }] = await Promise.all([
    apiFetch<PublicKeyCredentialRequestOptionsJSON>(
      `${IDENTITY_BASE_PATH}/passkey/generate-authenticate-options`,
    ),
    import('@/lib/passkey-ceremony'),
  ]);
  const response = await signWithPasskey(options);
  const answer = await apiFetch<{ user: PasskeyUser }>(
    `${IDENTITY_BASE_PATH}/passkey/verify-authentication`,
    {
      method: 'POST',
      body: { response },
    },
  );
  return answer.user;
}
