import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// Issue #36: Firefox cancels the downloads of a page it is leaving, and a lazy chunk still on its
// way then rejects its import() ("error loading dynamically imported module") while the old page
// still runs: the screen that asked for it (or React, for a lazy component) reported the failure
// as an uncaught error in the console of a page nobody sees any more. From the moment the page is
// being left, a chunk that fails is not a failure worth reporting: its promise never settles, and
// the page goes. Back from the back-forward cache (`pageshow`), failures count again.

let leaving = false;

if (typeof window !== 'undefined') {
  const leave = () => {
    leaving = true;
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** Whether the page is being left (a navigation away has begun). */
export function pageIsLeaving(): boolean {
  return leaving;
}

/**
 * `load()` (a dynamic import), except that a failure while the page is being left never settles
 * instead of rejecting: nothing on a page that is going away should meet it.
 */
export function chunk<Module>(load: () => Promise<Module>): Promise<Module> {
  return load().catch((error: unknown) => {
    if (leaving) return new Promise<Module>(() => undefined);
    throw error;
  });
}

/** React.lazy over `chunk`: a component whose chunk may be cut short by a navigation away. */
export function lazyChunk<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => chunk(load).then((component) => ({ default: component })));
}
