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

const nextOnline = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/**
 * `load()` (a dynamic import), except that a failure while the page is being left never settles
 * instead of rejecting: nothing on a page that is going away should meet it. And a failure with
 * no network (a page the service worker does not answer, such as a first visit) waits for the
 * network and tries again: the app has no error boundary, so a lazy part that failed offline (the
 * toaster, for the toast "saved on this device") left the whole page blank, the waiting write
 * with it (issue #36). Online, a failure is passed on as before.
 */
export function chunk<Module>(load: () => Promise<Module>): Promise<Module> {
  return load().catch(async (error: unknown) => {
    if (leaving) return new Promise<Module>(() => undefined);
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      await nextOnline();
      return chunk(load);
    }
    throw error;
  });
}

/** React.lazy over `chunk`: a component whose chunk may be cut short by a navigation away. */
export function lazyChunk<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => chunk(load).then((component) => ({ default: component })));
}
