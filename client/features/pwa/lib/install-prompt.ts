import { PWA_BADGE_INFO_SEEN_KEY } from '@shared/constants';
import { readLocal, writeLocal } from '@/lib/local-storage';
import { createSharedValue, useIsSet } from './shared-value';

// Chromium's own install offer (`beforeinstallprompt`) arrives once, early, whatever screen is
// showing; it is kept here so the install hint can offer a real Install button later.

type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

const deferredPrompt = createSharedValue<InstallPromptEvent | null>(null);

/** The hint's "seen" flag; once stored, the hint never shows again on this device. */
export function hasSeenInstallHint(): boolean {
  return readLocal(PWA_BADGE_INFO_SEEN_KEY) !== null;
}

/** Where the browser refuses to store, the hint stays hidden for this visit only. */
export function markInstallHintSeen(): void {
  writeLocal(PWA_BADGE_INFO_SEEN_KEY, 'true');
}

/** Called once at start-up, before the first render. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    // Keep the browser's mini-infobar away: the hint offers installing in its own words.
    event.preventDefault();
    deferredPrompt.set(event);
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt.set(null);
    markInstallHintSeen();
  });
}

/** Whether the browser offered to install, and how to accept the offer. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<boolean> } {
  const canInstall = useIsSet(deferredPrompt);
  const install = async () => {
    const offer = deferredPrompt.get();
    if (!offer) return false;
    // An offer can be used once, whatever the answer.
    deferredPrompt.set(null);
    await offer.prompt();
    const choice = await offer.userChoice;
    return choice.outcome === 'accepted';
  };
  return { canInstall, install };
}
