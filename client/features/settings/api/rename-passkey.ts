import { IDENTITY_BASE_PATH } from '@shared/constants';
import type { Passkey, RenamePasskeyBody } from '@shared/schemas/passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidatePasskeys } from './get-passkeys';

/** POST /api/identity/passkey/update-passkey: a new name for one of the user's own passkeys. */
export async function renamePasskey(body: RenamePasskeyBody): Promise<Passkey> {
  const answer = await apiFetch<{ passkey: Passkey }>(`${IDENTITY_BASE_PATH}/passkey/update-passkey`, {
    method: 'POST',
    body,
  });
  return answer.passkey;
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renamePasskey, onSuccess: () => invalidatePasskeys(queryClient) });
}
