import type { User } from '@shared/schemas/auth';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { type DeviceCache, DeviceCacheProvider, startDeviceCache } from '@/features/offline';
import { initI18n } from '@/lib/i18n';
import { createQueryClient, startOnlineStateFromBrowser } from '@/lib/query-client';
import { wasSignedIn } from '@/lib/session';
import { App } from './app';
import { prefetchFirstScreen } from './first-screen';
import { preloadMainShell } from './shell/main-shell';
import { SplashScreen } from './splash-screen';

// i18next comes with the full app; the landing page's first load translates without it.
initI18n();

/**
 * What the full app starts once per page: its query client, with the device's kept answers being
 * read back and the first screen's reads under way. Held by the entry's Root (committed long
 * before this chunk renders), because React may render the app's first mount more than once
 * before it commits it, and a start inside that render would read and fetch again each time.
 */
export type FullAppStart = {
  started?: {
    queryClient: QueryClient;
    deviceCache: DeviceCache | null;
    /** Settles when the first render can go without suspending: kept answers back, shell there. */
    ready: Promise<void>;
  };
};

function startFullApp(user: User | null | undefined, pendingUser: Promise<User | null> | undefined) {
  // From here on TanStack Query's calls wait for the network instead of failing without one.
  startOnlineStateFromBrowser();
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(meQueryKey, user);
  // The entry's session read, still on its way: the me query waits for it instead of asking again.
  else if (pendingUser) void queryClient.prefetchQuery({ queryKey: meQueryKey, queryFn: () => pendingUser });
  // The answers and waiting writes this device kept come back before the first screen renders (decision 034).
  const deviceCache = startDeviceCache(queryClient, user, pendingUser);
  if (user) prefetchFirstScreen(queryClient, user);
  // A user, or (offline) a device last used signed in: the shell follows the device's answers.
  const shell = user || (user === undefined && wasSignedIn()) ? preloadMainShell() : undefined;
  const ready = Promise.all([deviceCache?.restored, shell]).then(() => undefined);
  return { queryClient, deviceCache, ready };
}

/**
 * The full app's start, once per page, for the entry to make before it renders the app (issue
 * #18): the entry renders it once the kept answers and the shell are there, so nothing in that
 * first render suspends, and no fallback's reveal waits on React's 300 ms reveal throttle.
 */
export function startFullAppOnce(
  start: FullAppStart,
  user: User | null | undefined,
  pendingUser: Promise<User | null> | undefined,
): Promise<void> {
  start.started ??= startFullApp(user, pendingUser);
  return start.started.ready;
}

/**
 * The whole app with its query client (the sign-in page, the signed-in shell, the offline screen),
 * a chunk of its own. `user` is what the entry's session read found (null: signed out), set as
 * the me query's answer so it is not asked twice; undefined when it found nothing to go on
 * (offline, or no answer), and the me query asks again with its retry and offline handling.
 */
export default function FullApp({
  user,
  pendingUser,
  start,
}: {
  user: User | null | undefined;
  /** The entry's session read when the app starts without waiting for it (a repeat visit). */
  pendingUser?: Promise<User | null>;
  start: FullAppStart;
}) {
  start.started ??= startFullApp(user, pendingUser);
  const { queryClient, deviceCache } = start.started;
  return (
    <DeviceCacheProvider queryClient={queryClient} cache={deviceCache} fallback={<SplashScreen />}>
      <App />
    </DeviceCacheProvider>
  );
}
