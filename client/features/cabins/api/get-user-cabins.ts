import type { CabinSummary, UserCabinsResponse } from '@shared/schemas/cabins';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMe } from '@/features/auth';
import { apiFetch } from '@/lib/api-client';

export const userCabinsQueryKey = ['user-cabins'] as const;

/** GET /api/user/cabins: every cabin the signed-in user belongs to. */
export async function getUserCabins(signal?: AbortSignal): Promise<CabinSummary[]> {
  const response = await apiFetch<UserCabinsResponse>('/api/user/cabins', { signal });
  return response.cabins;
}

/** Product section 6: made only for a signed-in user. */
export const userCabinsQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: userCabinsQueryKey,
    queryFn: ({ signal }) => getUserCabins(signal),
    enabled: signedIn,
  });

export function useUserCabins() {
  // Reading the user also re-renders this hook's users when a cabin change refetches them, so
  // the list (dropped from the cache by refreshAfterCabinChange) is fetched again.
  const user = useMe().data ?? null;
  return useQuery(userCabinsQueryOptions(user !== null));
}
