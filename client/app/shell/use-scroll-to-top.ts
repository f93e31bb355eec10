import { SCROLL_TO_TOP_DELAY_MS } from '@shared/constants';
import { useEffect } from 'react';

/** Product section 2: the view scrolls smoothly to the top 100 ms after each location change. */
export function useScrollToTop(location: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run again on every location change.
  useEffect(() => {
    const timer = setTimeout(() => {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }, SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location]);
}
