import { IDENTITY_BASE_PATH } from '@shared/constants';
import type { Passkey } from '@shared/schemas/passkeys';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidatePasskeys } from './get-passkeys';

export type AddPasskeyVariables = { name?: string };

/**
 * Adds a passkey: the server's options, the device's prompt, then the server checks and stores
 * the new passkey (GET generate-register-options, POST verify-registration). A closed prompt
 * throws a PasskeyCeremonyError; a refusal an ApiError (403 when the session is over a day old).
 */
export async function addPasskey({ name }: AddPasskeyVariables): Promise<Passkey> {
  // The prompt's code loads only now (decision 054), beside the options: Safari lets a page open
  // the prompt only shortly after the click.
  const [options, { createPasskey }] = await Promise.all([
    apiFetch<PublicKeyCredentialCreationOptionsJSON>(
      `${IDENTITY_BASE_PATH}/passkey/generate-register-options`,
    ),
    import('@/lib/passkey-ceremony'),
  ]);
  const response = await createPasskey(options);
  return apiFetch<Passkey>(`${IDENTITY_BASE_PATH}/passkey/verify-registration`, {
    method: 'POST',
    body: { response, ...(name ? { name } : {}) },
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPasskey, onSuccess: () => invalidatePasskeys(queryClient) });
}
