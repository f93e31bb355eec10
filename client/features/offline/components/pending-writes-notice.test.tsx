import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { offlineWrite } from '../lib/offline-write';
import { PendingWritesNotice } from './pending-writes-notice';

afterEach(async () => {
  onlineManager.setOnline(true);
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
});
