import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { signatureOf } from '../lib/device-cache-writer';
import { setKeptWrites } from '../lib/kept-writes';
import { offlineWrite } from '../lib/offline-write';
import { PendingWritesNotice } from './pending-writes-notice';

afterEach(async () => {
  onlineManager.setOnline(true);
  setKeptWrites(null);
  await changeLanguage('en');
});

describe('"Waiting to send (N)" (decision 034)', () => {
  it('counts the writes waiting on this device, in both languages, and goes when they are sent', async () => {
    const { queryClient } = renderSignedIn(<PendingWritesNotice />);
    expect(screen.queryByTestId('pending-writes')).toBeNull();
    onlineManager.setOnline(false);
    const write = offlineWrite<number, number>({ mutationKey: ['count'], mutationFn: async (n) => n });
    await act(async () => {
      void new MutationObserver(queryClient, write).mutate(1);
      void new MutationObserver(queryClient, write).mutate(2);
    });
    expect((await screen.findByTestId('pending-writes')).textContent).toBe('Waiting to send (2)');
    await act(() => changeLanguage('no'));
    expect(screen.getByTestId('pending-writes').textContent).toBe('Venter på å sende (2)');

    await act(async () => onlineManager.setOnline(true));
    await expect.poll(() => screen.queryByTestId('pending-writes')).toBeNull();
  });

  it('shows a write as waiting only once it is on the device (issue #36 item 15)', async () => {
    setKeptWrites(new Set());
    const { queryClient } = renderSignedIn(<PendingWritesNotice />);
    onlineManager.setOnline(false);
    const write = offlineWrite<number, number>({ mutationKey: ['count'], mutationFn: async (n) => n });
    await act(async () => {
      void new MutationObserver(queryClient, write).mutate(1);
    });
    // Made, but not written to IndexedDB yet: closing the app now would lose it, so it is not
    // shown as waiting.
    expect(screen.queryByTestId('pending-writes')).toBeNull();
    const [made] = queryClient.getMutationCache().getAll();
    await act(async () => setKeptWrites(new Set(made ? [signatureOf(made)] : [])));
    expect(screen.getByTestId('pending-writes').textContent).toBe('Waiting to send (1)');
  });
});
