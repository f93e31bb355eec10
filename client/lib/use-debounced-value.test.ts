import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('starts with the value, then follows it only once it has rested for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'S' },
    });
    expect(result.current).toBe('S');

    rerender({ value: 'St' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'Sto' });
    act(() => vi.advanceTimersByTime(200));
    // 400 ms since "St", but each change restarts the wait.
    expect(result.current).toBe('S');
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe('S');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Sto');
  });
});
