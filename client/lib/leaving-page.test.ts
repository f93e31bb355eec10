import { afterEach, describe, expect, it } from 'vitest';
import { chunk, pageIsLeaving } from './leaving-page';

const failed = () => Promise.reject(new TypeError('error loading dynamically imported module'));

afterEach(() => {
  window.dispatchEvent(new Event('pageshow'));
});

describe('chunk', () => {
  it('passes a failed download on while the page stays (offline: the screen shows its error)', async () => {
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

  it('counts failures again when the page comes back from the back-forward cache', async () => {
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    await expect(chunk(failed)).rejects.toThrow();
  });
});
