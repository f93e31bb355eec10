import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: data is fresh for an unlimited time by default, with no refetch on focus,
 * no interval and no retries unless a query says otherwise. Mutations invalidate what they touch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
