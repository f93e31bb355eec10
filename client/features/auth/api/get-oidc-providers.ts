import type { OidcProvidersResponse } from '@shared/schemas/sign-in-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/auth/providers: the OpenID Connect providers this server offers (issue #39). */
export function getOidcProviders(signal?: AbortSignal): Promise<OidcProvidersResponse> {
  return apiFetch<OidcProvidersResponse>('/api/auth/providers', { signal });
}

/** The providers change only when the server restarts with another OIDC_PROVIDERS. */
export const oidcProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: ({ signal }) => getOidcProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useOidcProviders() {
  return useQuery(oidcProvidersQueryOptions());
}
