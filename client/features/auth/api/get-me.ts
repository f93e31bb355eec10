import { SESSION_GC_MS, SESSION_STALE_MS } from '@shared/constants';
import type { MeResponse, User } from '@shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchOrNullOn401 } from '@/lib/api-client';

export const meQueryKey = ['auth', 'me'] as const;

/** The current user, or null when signed out (GET /api/auth/me answers 401). */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  const response = await apiFetchOrNullOn401<MeResponse>('/api/auth/me', signal);
  return response?.user ?? null;
}

/** Spec section 7: fresh 5 min, kept 10 min, one retry. */
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
