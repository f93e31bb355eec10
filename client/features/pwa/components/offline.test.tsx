import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { OfflineNotice } from './offline-notice';
import { OfflineScreen } from './offline-screen';

// Issue #10: without a network the app says so, in the user's language.

function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'onLine');
  await changeLanguage('en');
});

describe('OfflineNotice (the signed-in shell)', () => {
  it('appears while the network is gone and goes when it returns', () => {
    render(<OfflineNotice />);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    goOffline(true);
    expect(screen.getByTestId('offline-notice').textContent).toBe(
      "You're offline. What you see may be out of date, and changes are sent when you're back online.",
    );
    goOffline(false);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('is Norwegian in Norwegian, announced politely', async () => {
    await changeLanguage('no');
    render(<OfflineNotice />);
    goOffline(true);
    const notice = screen.getByRole('status');
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(notice.textContent).toBe(
      'Du er frakoblet. Det du ser kan være utdatert, og endringer sendes når du er på nett igjen.',
    );
  });
});

describe('OfflineScreen (the session cannot be read)', () => {
  it('says the user is offline, and Try again asks again', async () => {
    goOffline(true);
    const onRetry = vi.fn();
    render(<OfflineScreen onRetry={onRetry} retrying={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("You're offline");
    expect(screen.getByRole('status').textContent).toBe(
      "Hytta needs the network to fetch your cabin. The app carries on by itself when you're back online.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('online but without an answer, it says the server cannot be reached', () => {
    render(<OfflineScreen onRetry={() => {}} retrying={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Can't reach Hytta");
    expect(screen.getByRole('status').textContent).toBe('Check your connection and try again.');
  });

  it('is Norwegian in Norwegian, with the language choice at hand, and Try again waits while trying', async () => {
    await changeLanguage('no');
    goOffline(true);
    render(<OfflineScreen onRetry={() => {}} retrying />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Du er frakoblet');
    expect(screen.getByRole('combobox', { name: 'Språk' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igjen' }).hasAttribute('disabled')).toBe(true);
  });
});
