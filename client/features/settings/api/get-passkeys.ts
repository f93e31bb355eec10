import { IDENTITY_BASE_PATH } from '@shared/constants';
import type { Passkey } from '@shared/schemas/passkeys';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The signed-in user's passkeys (issue #39); every passkey write reads them again. */
export const passkeysQueryKey = ['identity', 'passkeys'] as const;

/** GET /api/identity/passkey/list-user-passkeys: name, kind and date of each, never the key. */
export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: passkeysQueryKey,
    queryFn: ({ signal }) =>
      apiFetch<Passkey[]>(`${IDENTITY_BASE_PATH}/passkey/list-user-passkeys`, { signal }),
  });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

export const invalidatePasskeys = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
