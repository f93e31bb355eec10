import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * Product section 7: data is fresh for an unlimited time by default, with no refetch on focus,
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

/**
 * TanStack Query assumes a network until an `offline` event says otherwise, and a page opened
 * without one (the installed app, from the service worker's cache) never gets that event.
 * Starting from `navigator.onLine` makes its calls wait for the network instead of failing, and
 * carry on by themselves when the `online` event comes.
 */
export function startOnlineStateFromBrowser(): void {
  onlineManager.setOnline(navigator.onLine);
}
