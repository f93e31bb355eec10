import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first paint of the component that asks, true from the task after it, set in a
 * transition (issue #18): a page load paints what is on screen first and renders the rest in
 * slices React can interrupt, instead of one long task before anything shows.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
