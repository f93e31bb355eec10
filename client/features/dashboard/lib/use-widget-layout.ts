import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '@/lib/local-storage';
import { parseLayout, type WidgetConfig } from './widget-layout';

// Layouts live in local storage (product section 3). Where the browser refuses to store (private
// modes, a full quota), the layout is kept in memory for this page instead, so the dashboard still
// follows what the user does.
const unsaved = new Map<string, string>();
const listeners = new Set<() => void>();

function readStored(key: string): string | null {
  return unsaved.get(key) ?? readLocal(key);
}

function writeStored(key: string, value: string): void {
  if (writeLocal(key, value)) unsaved.delete(key);
  else unsaved.set(key, value);
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab of the same user changed the layout.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export type WidgetLayoutState = {
  layout: WidgetConfig[];
  /** Applies a change to the current layout and stores the result. */
  update: (change: (layout: WidgetConfig[]) => WidgetConfig[]) => void;
};

/** The layout stored under `storageKey`, kept in step with local storage and other tabs. */
export function useWidgetLayout(storageKey: string): WidgetLayoutState {
  const raw = useSyncExternalStore(
    subscribe,
    () => readStored(storageKey),
    () => null,
  );
  const layout = useMemo(() => parseLayout(raw), [raw]);
  const update = useCallback(
    (change: (layout: WidgetConfig[]) => WidgetConfig[]) =>
      writeStored(storageKey, JSON.stringify(change(parseLayout(readStored(storageKey))))),
    [storageKey],
  );
  return { layout, update };
}
