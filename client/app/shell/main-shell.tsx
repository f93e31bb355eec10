import { lazy, Suspense } from 'react';
import { loadAppTranslations } from '@/lib/i18n';
import { SplashScreen } from '../splash-screen';
import { loadShellLayout } from './load-shell-layout';
import type { ShellLayoutProps } from './shell-layout';

// The shell is its own chunk, so signed-out visitors (the landing page) never download it; its
// texts (one language) load alongside it rather than after it.
const ShellLayout = lazy(() =>
  Promise.all([loadShellLayout(), loadAppTranslations()]).then(([module]) => ({
    default: module.ShellLayout,
  })),
);

/** The signed-in app: every path renders here once a user is signed in (product section 2). */
export function MainShell(props: ShellLayoutProps) {
  return (
    <Suspense fallback={<SplashScreen />}>
      <ShellLayout {...props} />
    </Suspense>
  );
}
