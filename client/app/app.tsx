import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AuthPage, useMe } from '@/features/auth';
import { LandingPage } from '@/features/landing';
import { MainShell } from './shell/main-shell';
import { SplashScreen } from './splash-screen';

/**
 * Signed out, /auth shows the sign-in form and every other path the landing page. Signed in,
 * every path (including /auth, which redirects to /) renders the main shell (spec section 2).
 */
export function App() {
  const me = useMe();
  if (me.isPending) return <SplashScreen />;
  if (me.data) return <MainShell />;
  return (
    <Suspense fallback={<SplashScreen />}>
      <Switch>
        <Route path="/auth" component={AuthPage} />
        <Route component={LandingPage} />
      </Switch>
    </Suspense>
  );
}
