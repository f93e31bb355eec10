import { useEffect, useState } from 'react';

/**
 * Runs `task` when the browser is first idle, or after `maxWaitMs` at the latest (at once after
 * the current task where there is no idle callback); returns what cancels it.
 */
export function whenIdle(task: () => void, maxWaitMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 0);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(task, { timeout: maxWaitMs });
  return () => window.cancelIdleCallback(idle);
}

/**
 * False until the browser is first idle after the component mounted (or `maxWaitMs` passed),
 * then true for good: for work a screen needs soon but not for its first paint (issue #18).
 * Nothing is waited for while `enabled` is false.
 */
export function useIdle(maxWaitMs: number, enabled = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle || !enabled) return;
    return whenIdle(() => setIdle(true), maxWaitMs);
  }, [idle, enabled, maxWaitMs]);
  return idle;
}
