import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryKey } from '@/features/auth';
import { useCurrentCabinId } from '@/features/cabins';
import { type LiveRefresh, liveRefreshFor } from '../lib/live-event-routing';
import { LiveSocket } from '../lib/live-socket';

/** Marks the queries stale; the ones on screen refetch (docs/architecture.md, "The live-event path"). */
export async function applyLiveRefresh(queryClient: QueryClient, refresh: LiveRefresh): Promise<void> {
  if (refresh === 'all') {
    await queryClient.invalidateQueries();
    return;
  }
  await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * The live connection (product section 7): one socket for the user's current cabin, none without
 * one, replaced when the cabin changes. Each event refreshes the queries it concerns; after a
 * reconnect everything shown refetches, since events may have been missed meanwhile. Mount once,
 * in the signed-in shell.
 */
export function useLiveUpdates(): void {
  const cabinId = useCurrentCabinId();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (cabinId === null || typeof WebSocket === 'undefined') return;
    const root = document.documentElement;
    const socket = new LiveSocket({
      cabinId,
      onMessage: (message) => {
        // The page says when its cabin's events reach it: a browser test that cannot see the
        // socket (WebDriver in Firefox and WebKitGTK) waits for this before another member writes.
        if (message.type === 'joined') root.dataset.live = 'joined';
        void applyLiveRefresh(queryClient, liveRefreshFor(message));
      },
      onReconnected: () => void applyLiveRefresh(queryClient, 'all'),
      // The server says the session ended: `me` refetches (null) and the app leaves the shell.
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
    });
    socket.start();
    return () => {
      socket.stop();
      delete root.dataset.live;
    };
  }, [cabinId, queryClient]);
}
