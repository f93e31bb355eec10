import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

// Issue #18: a component whose chunk was preloaded renders at once, with no Suspense fallback (and
// so without the wait React puts on replacing one); one still loading shows the fallback.

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const Greeting = ({ name }: { name: string }) => <p>Hei, {name}</p>;

describe('preloadable components', () => {
  it('render at once, without the fallback, when their chunk is already there', async () => {
    const Screen = preloadable(async () => Greeting);
    await act(() => Screen.preload());
    render(
      <Suspense fallback={<p>Laster...</p>}>
        <Screen name="Kari" />
      </Suspense>,
    );
    expect(screen.getByText('Hei, Kari')).toBeDefined();
    expect(screen.queryByText('Laster...')).toBeNull();
  });

  it('show the fallback while their chunk is on its way, and download it once', async () => {
    const chunk = deferred<typeof Greeting>();
    let loads = 0;
    const Screen = preloadable(() => {
      loads += 1;
      return chunk.promise;
    });
    Screen.preload();
    const { unmount } = render(
      <Suspense fallback={<p>Laster...</p>}>
        <Screen name="Ola" />
      </Suspense>,
    );
    expect(screen.getByText('Laster...')).toBeDefined();
    expect(screen.queryByText('Hei, Ola')).toBeNull();
    unmount();
    await act(async () => chunk.resolve(Greeting));
    render(
      <Suspense fallback={<p>Laster...</p>}>
        <Screen name="Ola" />
      </Suspense>,
    );
    expect(screen.getByText('Hei, Ola')).toBeDefined();
    expect(loads).toBe(1);
  });

  it('ask again after a failed download', async () => {
    let attempt = 0;
    const Screen = preloadable(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    await expect(Screen.preload()).resolves.toBe(Greeting);
  });
});
