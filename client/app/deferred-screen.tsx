import { type ReactNode, useDeferredValue } from 'react';
import { SplashScreen } from './splash-screen';

/**
 * Shows the splash screen first and renders `children` right after in a transition, which React
 * splits into short slices. Answers that arrive through TanStack Query render synchronously in
 * one long task; a whole screen (the landing page, the shell) rendered that way blocks the page
 * for hundreds of milliseconds on a phone (issue #11: Lighthouse's total blocking time).
 */
export function DeferredScreen({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : <SplashScreen />;
}
