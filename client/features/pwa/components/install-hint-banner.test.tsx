import { PWA_BADGE_INFO_SEEN_KEY } from '@shared/constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { listenForInstallPrompt } from '../lib/install-prompt';
import { InstallHintBanner } from './install-hint-banner';

// Product section 1, issue #10: the hint shows only outside the installed app, explains the badge,
// and once dismissed (or the app installed) stays away for good through `pwa-badge-info-seen`.

const userAgent = navigator.userAgent;

beforeAll(() => {
  listenForInstallPrompt();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'standalone');
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
  await changeLanguage('en');
});

function stubDisplayMode(standalone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: standalone && query === '(display-mode: standalone)',
      media: query,
    })),
  );
}

/** Chromium's install offer: `prompt()` shows the browser's dialog, `userChoice` its answer. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const hint = () => screen.queryByRole('region', { name: 'Add Hytta to your home screen' });

describe('InstallHintBanner', () => {
  it('explains the badge and how to install, and Got it hides it for good', async () => {
    stubDisplayMode(false);
    const { unmount } = render(<InstallHintBanner />);
    expect(hint()?.textContent).toContain(
      'As an app, its icon shows how many unread notifications you have, and Hytta opens in its own window.',
    );
    expect(hint()?.textContent).toContain("Open your browser's menu and choose “Install app”");
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(hint()).toBeNull();
    expect(window.localStorage.getItem(PWA_BADGE_INFO_SEEN_KEY)).toBe('true');

    // A later visit (the stored flag stays): no hint.
    unmount();
    render(<InstallHintBanner />);
    expect(hint()).toBeNull();
  });

  it('is Norwegian in Norwegian', async () => {
    stubDisplayMode(false);
    await changeLanguage('no');
    render(<InstallHintBanner />);
    const norwegian = screen.getByRole('region', { name: 'Legg Hytta på hjemskjermen' });
    expect(norwegian.textContent).toContain('viser ikonet hvor mange uleste varsler du har');
    expect(screen.getByRole('button', { name: 'Skjønner' })).toBeTruthy();
  });

  it('is never shown in the installed app: standalone display mode, or iOS home screen', () => {
    stubDisplayMode(true);
    const { unmount } = render(<InstallHintBanner />);
    expect(hint()).toBeNull();
    unmount();

    stubDisplayMode(false);
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    render(<InstallHintBanner />);
    expect(hint()).toBeNull();
  });

  it('tells iPhone users to add it from the Share menu', () => {
    stubDisplayMode(false);
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1',
    });
    render(<InstallHintBanner />);
    expect(hint()?.textContent).toContain('tap the Share button and choose “Add to Home Screen”');
  });

  it('offers Install where the browser can install, and hides for good once installed', async () => {
    stubDisplayMode(false);
    render(<InstallHintBanner />);
    const offer = offerInstall('accepted');
    expect(offer.defaultPrevented).toBe(true);
    expect(hint()?.textContent).not.toContain("browser's menu");
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(hint()).toBeNull();
    expect(window.localStorage.getItem(PWA_BADGE_INFO_SEEN_KEY)).toBe('true');
  });

  it('stays when the install dialog is turned down, with the offer used up', async () => {
    stubDisplayMode(false);
    render(<InstallHintBanner />);
    offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(hint()).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(window.localStorage.getItem(PWA_BADGE_INFO_SEEN_KEY)).toBeNull();
  });

  it('is hidden for good when the app gets installed from the browser’s own menu', () => {
    stubDisplayMode(false);
    render(<InstallHintBanner />);
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(window.localStorage.getItem(PWA_BADGE_INFO_SEEN_KEY)).toBe('true');
  });
});
