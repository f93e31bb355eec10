import type { SignInMethods } from '@shared/schemas/sign-in-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/auth/sign-in-methods: the signed-in member's ways in (issue #39). */
export function getSignInMethods(signal?: AbortSignal): Promise<SignInMethods> {
  return apiFetch<SignInMethods>('/api/auth/sign-in-methods', { signal });
}

export const signInMethodsQueryKey = ['auth', 'sign-in-methods'] as const;

export const signInMethodsQueryOptions = () =>
  queryOptions({ queryKey: signInMethodsQueryKey, queryFn: ({ signal }) => getSignInMethods(signal) });

export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions());
}
