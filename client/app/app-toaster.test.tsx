import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, toast } from '@/components/toast/toast-store';
import { AppToaster } from './app-toaster';

// Issue #36: in Firefox a navigation that cuts short a lazy chunk's download rejects the chunk's
// import ("error loading dynamically imported module") while the old page still runs. The
// toaster's chunk is asked for while a screen is open; its failure then must not reach the
// console as an uncaught error (nor take the page down).
vi.mock('@/components/toast/toaster', () => {
  throw new TypeError('error loading dynamically imported module: /assets/toaster.js');
});

afterEach(() => {
  resetToasts();
});

describe('the toaster when the page is being left', () => {
  it('reports nothing when its chunk fails to load during a navigation away', async () => {
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      reported.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      window.dispatchEvent(new Event('beforeunload'));
      render(<AppToaster wanted={false} />);
      await act(async () => {
        toast({ title: 'Vare lagt til' });
        // Let the import fail and React take its answer.
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(reported).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
      window.dispatchEvent(new Event('pageshow'));
    }
  });
});
