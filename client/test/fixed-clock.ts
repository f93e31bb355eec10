import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fixes `Date` (and only `Date`: timers still run) at `now` for every test of the calling file,
 * so "today" and "5 minutes ago" never depend on when the suite runs.
 */
export function fixClockAt(now: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
