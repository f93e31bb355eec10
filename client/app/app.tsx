import { Suspense } from 'react';
import { Route, Switch, useLocation, useRoute } from 'wouter';
import { AuthPage, useMe } from '@/features/auth';
import { LandingPage } from '@/features/landing';
import { UnsubscribePage } from '@/features/messages';
import { OfflineScreen, UpdatePrompt, useManifestLanguage } from '@/features/pwa';
import { ApiError } from '@/lib/api-client';
import { AppToaster } from './app-toaster';
import { DeferredScreen } from './deferred-screen';
import { MainShell } from './shell/main-shell';
import { SplashScreen } from './splash-screen';

/**
 * Signed out, /auth shows the sign-in form and every other path the landing page. Signed in,
 * every path (including /auth, which redirects to /) renders the main shell (product section 2).
 * Without a network the session cannot be read: the offline screen says so (issue #10).
 */
export function App() {
  useManifestLanguage();
  const signedIn = Boolean(useMe().data);
  const [location] = useLocation();
  const onAuthPage = location.startsWith('/auth');
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
  // The links e-mails carry work whoever is signed in on this device, or nobody.
  const [unsubscribing] = useRoute('/unsubscribe');
  const [resetting] = useRoute('/auth/reset-password');
  if (unsubscribing || resetting) {
    return (
      <DeferredScreen key="from-email">
        <Suspense fallback={<SplashScreen />}>{unsubscribing ? <UnsubscribePage /> : <AuthPage />}</Suspense>
      </DeferredScreen>
    );
  }
  // Offline, TanStack Query pauses the call instead of failing it; a fetch that fails outright
  // (no ApiError, so no answer at all) means the server could not be reached. A user this device
  // kept (decision 034) opens the shell with the last-known data instead.
  const unreachable = me.isError && !(me.error instanceof ApiError) && !me.data;
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
          <Route path="/auth/forgot-password" component={AuthPage} />
          <Route component={LandingPage} />
        </Switch>
      </Suspense>
    </DeferredScreen>
  );
}
