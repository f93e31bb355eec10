import { SESSION_GC_MS, SESSION_STALE_MS } from '@shared/constants';
import type { User } from '@shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMe } from '@/lib/session';

// The read itself is in lib/session: the entry asks it before TanStack Query is loaded (#11).
export { getMe, rememberSignedIn } from '@/lib/session';

export const meQueryKey = ['auth', 'me'] as const;

/** Product section 7: fresh 5 min, kept 10 min, one retry. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: SESSION_STALE_MS,
    gcTime: SESSION_GC_MS,
    retry: 1,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** The signed-in user; only for components rendered inside the signed-in shell. */
export function useCurrentUser(): User {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser is only for the signed-in shell');
  return data;
}
