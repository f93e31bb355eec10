import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, useToasts } from './toast-store';

describe('toast store (product section 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps at most one toast: the newest replaces the one shown', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current.map((entry) => entry.title)).toEqual(['Second']);
    expect(result.current[0]?.open).toBe(true);
  });

  it('closes a dismissed toast at once and forgets it 1,000,000 ms later', () => {
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'Lagret' }).id;
    });
    act(() => dismissToast(id));
    expect(result.current).toHaveLength(1);
    expect(result.current[0]?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(999_999);
    });
    expect(result.current).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toHaveLength(0);
  });
});
