import { useSyncExternalStore } from 'react';

/**
 * One value kept outside React (the waiting service worker, Chromium's install offer): the
 * browser hands it over in an event that may come before any component exists, and the
 * components that read it re-render when it changes.
 */
export type SharedValue<T> = {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createSharedValue<T>(initial: T): SharedValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether the shared value is set (not null); re-renders when that changes. */
export function useIsSet<T>(shared: SharedValue<T | null>): boolean {
  return useSyncExternalStore(
    shared.subscribe,
    () => shared.get() !== null,
    () => false,
  );
}
