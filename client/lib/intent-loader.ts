import { useCallback, useState } from 'react';
import { chunk } from './leaving-page';

// Issue #18: code a screen needs only once the user reaches for something (dragging a widget,
// opening a menu) is a chunk of its own, asked for when the user shows the intent (points at,
// touches, focuses or presses the control) rather than with the screen.

/** A chunk loaded at most once per page; `current` is there once it has arrived. */
export type IntentLoader<Module> = {
  current: () => Module | null;
  load: () => Promise<Module>;
};

export function intentLoader<Module>(load: () => Promise<Module>): IntentLoader<Module> {
  let loading: Promise<Module> | null = null;
  let loaded: Module | null = null;
  return {
    current: () => loaded,
    load: () => {
      // A chunk cut short by a navigation away never settles (leaving-page.ts).
      loading ??= chunk(load).then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          // A later intent asks again (a download that failed offline may work online).
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The loader's module once the user has shown the intent and it has arrived (at once when an
 * earlier intent on this page loaded it), and the function to call on an intent.
 */
export function useIntentLoader<Module>(loader: IntentLoader<Module>): [Module | null, () => void] {
  const [module, setModule] = useState<Module | null>(() => loader.current());
  const intend = useCallback(() => {
    if (loader.current()) {
      setModule(() => loader.current());
      return;
    }
    loader.load().then(
      (loaded) => setModule(() => loaded),
      // Offline without the chunk: the control stays as it is and the next intent asks again.
      () => undefined,
    );
  }, [loader]);
  return [module, intend];
}
