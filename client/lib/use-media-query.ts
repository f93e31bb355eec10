import { MOBILE_BREAKPOINT_PX } from '@shared/constants';
import { useCallback, useSyncExternalStore } from 'react';

/** Below the mobile breakpoint (product section 9: width under 768 px), as Tailwind's `max-md`. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** Whether this browser answers media queries (a test's DOM may not). */
export const canMatch = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether `query` matches now; re-renders when that changes. False where it cannot be asked. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
