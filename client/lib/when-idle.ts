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
