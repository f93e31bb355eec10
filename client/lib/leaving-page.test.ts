import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunk, pageIsLeaving } from './leaving-page';

const failed = () => Promise.reject(new TypeError('error loading dynamically imported module'));

afterEach(() => {
  window.dispatchEvent(new Event('pageshow'));
});

describe('chunk', () => {
  it('passes a failed download on while the page stays online', async () => {
    expect(pageIsLeaving()).toBe(false);
    await expect(chunk(failed)).rejects.toThrow('error loading dynamically imported module');
  });

  it('never settles a failed download once a navigation away has begun', async () => {
    window.dispatchEvent(new Event('beforeunload'));
    const outcome = await Promise.race([
      chunk(failed).then(
        () => 'loaded',
        () => 'rejected',
      ),
      // Long enough for a rejection to have arrived: it is already settled.
      Promise.resolve().then(() => new Promise((resolve) => setTimeout(() => resolve('pending'), 20))),
    ]);
    expect(outcome).toBe('pending');
  });

  it('waits for the network and loads again when a download failed offline, instead of breaking the page', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let tries = 0;
    const loaded = chunk(() => {
      tries += 1;
      return tries === 1 ? failed() : Promise.resolve('the toaster');
    });
    const settled = vi.fn();
    void loaded.then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('the toaster');
    expect(tries).toBe(2);
    online.mockRestore();
  });

  it('counts failures again when the page comes back from the back-forward cache', async () => {
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    await expect(chunk(failed)).rejects.toThrow();
  });
});
