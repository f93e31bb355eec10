import { Suspense } from 'react';
import { loadAppTranslations } from '@/lib/i18n';
import { preloadable } from '@/lib/preloadable';
import { SplashScreen } from '../splash-screen';
import { loadShellLayout } from './load-shell-layout';
import type { ShellLayoutProps } from './shell-layout';

// The shell is its own chunk, so signed-out visitors (the landing page) never download it; its
// texts (one language) load alongside it rather than after it. Preloadable (issue #18): the full
// app asks for it as soon as a user is likely, and once it is there it renders at once.
const ShellLayout = preloadable<ShellLayoutProps>(() =>
  Promise.all([loadShellLayout(), loadAppTranslations()]).then(([module]) => module.ShellLayout),
);

/**
 * Starts the shell's download, with its texts, before the app gets to render it; settles when it
 * can render without suspending (or its download failed, which the shell meets again).
 */
export const preloadMainShell = (): Promise<void> =>
  ShellLayout.preload().then(
    () => undefined,
    () => undefined,
  );

/** The signed-in app: every path renders here once a user is signed in (product section 2). */
export function MainShell(props: ShellLayoutProps) {
  return (
    <Suspense fallback={<SplashScreen />}>
      <ShellLayout {...props} />
    </Suspense>
  );
}
