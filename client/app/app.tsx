import { Suspense } from 'react';
import { Route, Switch, useRoute } from 'wouter';
import { AuthPage, useMe } from '@/features/auth';
import { LandingPage } from '@/features/landing';
import { OfflineScreen, UpdatePrompt, useManifestLanguage } from '@/features/pwa';
import { ApiError } from '@/lib/api-client';
import { AppToaster } from './app-toaster';
import { DeferredScreen } from './deferred-screen';
import { MainShell } from './shell/main-shell';
import { SplashScreen } from './splash-screen';

/**
 * Signed out, /auth shows the sign-in form and every other path the landing page. Signed in,
 * every path (including /auth, which redirects to /) renders the main shell (spec section 2).
 * Without a network the session cannot be read: the offline screen says so (issue #10).
 */
export function App() {
  useManifestLanguage();
  const signedIn = Boolean(useMe().data);
  const [onAuthPage] = useRoute('/auth');
  return (
    <>
      <Screen />
      <UpdatePrompt />
      <AppToaster wanted={signedIn || onAuthPage} />
    </>
  );
}

function Screen() {
  const me = useMe();
  // Offline, TanStack Query pauses the call instead of failing it; a fetch that fails outright
  // (no ApiError, so no answer at all) means the server could not be reached.
  const unreachable = me.isError && !(me.error instanceof ApiError);
  if ((me.isPending && me.fetchStatus === 'paused') || unreachable) {
    return <OfflineScreen onRetry={() => void me.refetch()} retrying={me.fetchStatus === 'fetching'} />;
  }
  if (me.isPending) return <SplashScreen />;
  if (me.data) {
    return (
      <DeferredScreen key="signed-in">
        <MainShell />
      </DeferredScreen>
    );
  }
  return (
    <DeferredScreen key="signed-out">
      <Suspense fallback={<SplashScreen />}>
        <Switch>
          <Route path="/auth" component={AuthPage} />
          <Route component={LandingPage} />
        </Switch>
      </Suspense>
    </DeferredScreen>
  );
}
