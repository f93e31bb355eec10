import type { User } from '@shared/schemas/auth';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { GuestPage, guestTokenOf } from '@/features/guest-links';
import { LandingPage } from '@/features/landing';
import { UpdatePrompt, useManifestLanguage } from '@/features/pwa';
import { readDeviceCacheEarly } from '@/lib/device-cache-early-read';
import { indexedDbAvailable } from '@/lib/indexed-db';
import { intentLoader } from '@/lib/intent-loader';
import { currentLanguage } from '@/lib/language';
import { pageHasAnswer } from '@/lib/page-answers';
import { preloadable } from '@/lib/preloadable';
import { getMe, wasSignedIn } from '@/lib/session';
import { appTranslationChunks } from '@/locales/app-chunks';
import { AppToaster } from './app-toaster';
import { DeferredScreen } from './deferred-screen';
import type { FullAppStart } from './full-app';
import { loadShellLayout } from './shell/load-shell-layout';
import { SplashScreen } from './splash-screen';

// Everything beyond the landing page, TanStack Query included, is one lazy chunk, so a signed-out
// visitor's first load carries only what the landing page paints (issue #11: initial JS).
// Preloadable (issue #18): once its chunk is there it renders without suspending.
const fullAppCode = intentLoader(() => import('./full-app'));
const FullApp = preloadable(() => fullAppCode.load().then((module) => module.default));
const loadFullApp = () => FullApp.preload();

/**
 * A likely session: the full app, the shell and the shell's texts start downloading together,
 * instead of the shell's waiting for the full app to load and render (issue #11: a signed-in
 * page load's chain). Each is the same module the app imports later, so nothing loads twice.
 */
function loadSignedInApp(): void {
  // What the device kept is read meanwhile, for the app to show at once (issue #18).
  readDeviceCacheEarly();
  // A failed download is not reported here: the screen that imports the chunk meets it too.
  const ignore = () => undefined;
  loadFullApp().catch(ignore);
  loadShellLayout().catch(ignore);
  appTranslationChunks[currentLanguage()]().catch(ignore);
}

/**
 * What the entry's session read found; `unknown` is no answer (offline, server unreachable);
 * `assumed` is a read still on its way on a device last used signed in (see useSession).
 */
type Session =
  | { state: 'pending' }
  | { state: 'unknown' }
  | { state: 'assumed'; user: Promise<User | null> }
  | { state: 'known'; user: User | null };

/**
 * The session read once, with plain fetch calls; offline it is not tried (the full app waits).
 * A device last used signed in, opened on the page the service worker keeps (no answers in it),
 * does not wait for the read either (issue #18: a repeat visit shows the last-known data within
 * a second): the full app starts at once on what the device kept, as offline, and is told the
 * answer when it comes. Kept answers of anyone but that answer's user are dropped then.
 */
function useSession(): Session {
  const [session, setSession] = useState<Session>({ state: 'pending' });
  useEffect(() => {
    if (!navigator.onLine) {
      // A device last used signed in opens on what it kept (decision 034): its chunks start now.
      if (wasSignedIn()) loadSignedInApp();
      setSession({ state: 'unknown' });
      return;
    }
    const controller = new AbortController();
    // Decided before the read, which takes the page's answer: a page with answers (the server's,
    // for a browser with a session) starts known, with the first screen's reads in the cache.
    const assume = wasSignedIn() && indexedDbAvailable() && !pageHasAnswer('/api/auth/me');
    // A likely session starts the signed-in app's download while GET /api/auth/me is asked.
    const read = getMe(controller.signal, loadSignedInApp);
    if (assume) {
      // The full app takes the answer from here (its me query waits for this read), so the entry
      // need not render again when it comes: that render would run through the whole app.
      setSession({ state: 'assumed', user: read });
      read.catch(() => undefined);
    } else {
      read.then(
        (user) => setSession({ state: 'known', user }),
        () => {
          if (!controller.signal.aborted) setSession({ state: 'unknown' });
        },
      );
    }
    return () => controller.abort();
  }, []);
  return session;
}

/** The sign-in page, its forgot- and reset-password pages, and the unsubscribe page an e-mail links to. */
const opensFullApp = (path: string) =>
  path === '/auth' || path.startsWith('/auth/') || path === '/unsubscribe';

/**
 * The entry's screen. A guest link's page (`/g/{token}`, issue #41) is its own: no session is read
 * or made there and no member call is made, whoever opens it.
 */
export function Root() {
  const [location] = useLocation();
  const guestToken = guestTokenOf(location);
  if (guestToken !== null) {
    return (
      <>
        <Suspense fallback={<SplashScreen />}>
          <GuestPage token={guestToken} />
        </Suspense>
        <AppToaster wanted={false} />
      </>
    );
  }
  return <MemberRoot />;
}

/**
 * The app's screen for everyone else. A signed-out visitor away from /auth gets the landing page straight away;
 * anything else (a session, the sign-in page, no answer) loads the full app, which then stays,
 * so signing in and out and moving between pages work there as before (product section 2).
 */
function MemberRoot() {
  useManifestLanguage();
  const session = useSession();
  const [location] = useLocation();
  const onAuthPage = opensFullApp(location);
  const [full, setFull] = useState(false);
  // The full app's once-per-page start (its query client), kept here where it outlives the
  // full app's first render however often React repeats it.
  const [fullAppStart] = useState<FullAppStart>(() => ({}));
  const needsFull =
    session.state === 'unknown' ||
    session.state === 'assumed' ||
    (session.state === 'known' && (session.user !== null || onAuthPage));
  if (needsFull && !full) setFull(true);
  // On /auth the full app is certain: its chunk downloads alongside the session read.
  useEffect(() => {
    if (onAuthPage) void loadFullApp();
  }, [onAuthPage]);

  const user = session.state === 'known' ? session.user : undefined;
  const pendingUser = session.state === 'assumed' ? session.user : undefined;
  const ready = useFullAppReady(full || needsFull, fullAppStart, user, pendingUser);
  if (full || needsFull) {
    if (!ready) return <SplashScreen />;
    return (
      <Suspense fallback={<SplashScreen />}>
        <FullApp user={user} pendingUser={pendingUser} start={fullAppStart} />
      </Suspense>
    );
  }
  if (session.state === 'pending') return <SplashScreen />;
  return (
    <>
      <DeferredScreen>
        <LandingPage />
      </DeferredScreen>
      <UpdatePrompt />
    </>
  );
}

/**
 * Whether the full app can render without suspending (issue #18): its chunk is there and its
 * start (made here, once) has the kept answers back and the shell loaded. Until then the entry
 * shows the splash itself: a Suspense fallback there would hold what replaces it for React's
 * 300 ms reveal throttle, once per boundary on the way. A failed download renders the app
 * anyway, which meets the failure as before.
 */
function useFullAppReady(
  wanted: boolean,
  start: FullAppStart,
  user: User | null | undefined,
  pendingUser: Promise<User | null> | undefined,
): boolean {
  const [ready, setReady] = useState(() => start.started !== undefined && FullApp.loaded());
  const session = useRef({ user, pendingUser });
  session.current = { user, pendingUser };
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    Promise.all([FullApp.preload(), fullAppCode.load()])
      .then(([, module]) => module.startFullAppOnce(start, session.current.user, session.current.pendingUser))
      .then(done, done);
    return () => {
      live = false;
    };
  }, [wanted, ready, start]);
  return ready;
}
