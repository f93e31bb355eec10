import { PWA_BADGE_INFO_SEEN_KEY } from '@shared/constants';
import { useSyncExternalStore } from 'react';

// Chromium's own install offer (`beforeinstallprompt`) arrives once, early, whatever screen is
// showing; it is kept here so the install hint can offer a real Install button later.

type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

let deferredPrompt: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setDeferredPrompt(event: InstallPromptEvent | null): void {
  deferredPrompt = event;
  for (const listener of listeners) listener();
}

/** The hint's "seen" flag; once stored, the hint never shows again on this device. */
export function hasSeenInstallHint(): boolean {
  try {
    return window.localStorage.getItem(PWA_BADGE_INFO_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

export function markInstallHintSeen(): void {
  try {
    window.localStorage.setItem(PWA_BADGE_INFO_SEEN_KEY, 'true');
  } catch {
    // Private mode or a full quota: the hint stays hidden for this visit only.
  }
}

/** Called once at start-up, before the first render. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    // Keep the browser's mini-infobar away: the hint offers installing in its own words.
    event.preventDefault();
    setDeferredPrompt(event);
  });
  window.addEventListener('appinstalled', () => {
    setDeferredPrompt(null);
    markInstallHintSeen();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser offered to install, and how to accept the offer. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<boolean> } {
  const canInstall = useSyncExternalStore(
    subscribe,
    () => deferredPrompt !== null,
    () => false,
  );
  const install = async () => {
    const offer = deferredPrompt;
    if (!offer) return false;
    // An offer can be used once, whatever the answer.
    setDeferredPrompt(null);
    await offer.prompt();
    const choice = await offer.userChoice;
    return choice.outcome === 'accepted';
  };
  return { canInstall, install };
}
