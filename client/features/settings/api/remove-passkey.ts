import { IDENTITY_BASE_PATH } from '@shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidatePasskeys } from './get-passkeys';

/**
 * POST /api/identity/passkey/delete-passkey: removes one of the user's own passkeys; refused
 * (400 last_way_in) when it is their last way of signing in.
 */
export async function removePasskey({ id }: { id: string }): Promise<void> {
  await apiFetch(`${IDENTITY_BASE_PATH}/passkey/delete-passkey`, { method: 'POST', body: { id } });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePasskey, onSuccess: () => invalidatePasskeys(queryClient) });
}
