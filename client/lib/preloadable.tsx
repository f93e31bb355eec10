import { type ComponentType, lazy, useState } from 'react';
import { intentLoader } from './intent-loader';

// Issue #18: React.lazy always suspends on a component's first render, even when its chunk is
// already downloaded (import() answers with a new promise), and React then holds the reveal of
// what replaces a Suspense fallback for up to 300 ms after the fallback was shown, so that
// screens do not flicker in piece by piece. On a signed-in start that is three or four such
// waits in a row for chunks that were preloaded long before. A preloadable component is a lazy
// one whose load can be started early; once the chunk is there it renders straight away, and
// only a chunk still on its way suspends (through React.lazy, as before).

export type Preloadable<Props extends object> = ComponentType<Props> & {
  /** Starts the chunk's download (once); a failure is met again when the component renders. */
  preload: () => Promise<ComponentType<Props>>;
  /** Whether the chunk is there, so the component renders without suspending. */
  loaded: () => boolean;
};

export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  // Loaded once; a failed download is asked again by the next render (offline, then online).
  const code = intentLoader(load);
  const preload = code.load;
  const loaded = code.current;
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module level, as React.lazy is.
  function Preloaded(props: Props) {
    // Chosen once per mount, so a mount that started on the lazy path keeps its subtree.
    const [ready] = useState(() => {
      preload().catch(() => undefined);
      return loaded();
    });
    const Component = ready ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload, loaded: () => loaded() !== null });
}
