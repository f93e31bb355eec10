import type { User } from '@shared/schemas/auth';
import { useState } from 'react';
import { meQueryKey } from '@/features/auth';
import { DeviceCacheProvider } from '@/features/offline';
import { initI18n } from '@/lib/i18n';
import { createQueryClient, startOnlineStateFromBrowser } from '@/lib/query-client';
import { App } from './app';

// i18next comes with the full app; the landing page's first load translates without it.
initI18n();

/**
 * The whole app with its query client (the sign-in page, the signed-in shell, the offline screen),
 * a chunk of its own. `user` is what the entry's session read found (null: signed out), set as
 * the me query's answer so it is not asked twice; undefined when it found nothing to go on
 * (offline, or no answer), and the me query asks again with its retry and offline handling.
 */
export default function FullApp({ user }: { user: User | null | undefined }) {
  const [queryClient] = useState(() => {
    // From here on TanStack Query's calls wait for the network instead of failing without one.
    startOnlineStateFromBrowser();
    const client = createQueryClient();
    if (user !== undefined) client.setQueryData(meQueryKey, user);
    return client;
  });
  // The answers and waiting writes this device kept come back before any query runs (decision 034).
  return (
    <DeviceCacheProvider queryClient={queryClient} knownUser={user}>
      <App />
    </DeviceCacheProvider>
  );
}
