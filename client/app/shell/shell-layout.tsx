import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { SkipLink } from '@/components/skip-link';
import { useMe } from '@/features/auth';
import { useCabin, useCabinWrites } from '@/features/cabins';
import { useLiveUpdates } from '@/features/live';
import { useSyncLanguageToServer } from '@/features/messages';
import { useUnreadCount } from '@/features/notifications';
import { PendingWritesNotice, RefusedWritesNotice } from '@/features/offline';
import { InstallHintBanner, OfflineNotice, useAppBadge } from '@/features/pwa';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { canMatch, useIsMobile } from '@/lib/use-media-query';
import { DesktopHeader } from './desktop-header';
import { DesktopNav } from './desktop-nav';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileTopBar } from './mobile-top-bar';
import { SECTION_SCREENS } from './section-screens';
import { type SectionKey, sectionForPath } from './sections';
import { useOfflineWrites } from './use-offline-writes';
import { useScrollToTop } from './use-scroll-to-top';
import { useSectionPreloads } from './use-section-preloads';

export { prepareClassMerging } from '@/lib/cn';
export { loadSectionForPath } from './section-screens';

export type ShellLayoutProps = {
  /**
   * The name shown in the header; by default the current cabin's (GET /api/cabin), and the
   * product name when there is no current cabin.
   */
  cabinName?: string | null;
};

/**
 * The signed-in shell (product section 2): picks the section from the path, with the desktop header
 * and left navigation from 768 px and the mobile top and bottom bars below. Only the layout the
 * screen's width asks for is rendered (issue #38: rendering both cost every start the other's
 * bell, menu, avatar and links), and a width crossing 768 px swaps them; where media queries
 * cannot be asked (a test's DOM) both are, and CSS (`md:`) shows one, as it always also does.
 */
export function ShellLayout({ cabinName }: ShellLayoutProps) {
  const [location] = useLocation();
  const user = useMe().data ?? null;
  // E-mails and push messages are written in the app's language (issue #14).
  useSyncLanguageToServer(user?.id ?? null);
  const cabin = useCabin().data;
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  useScrollToTop(location);
  // The live connection for the current cabin: other members' changes refresh what is shown.
  useLiveUpdates();
  useOfflineWrites();
  // Writes name the cabin shown; one refused for a changed cabin brings the page to the current one.
  useCabinWrites();
  // The unread count on the installed app's icon (issue #10).
  useAppBadge(useUnreadCount());

  const section = sectionForPath(location);
  useSectionPreloads();
  // Both where media queries cannot be asked (a test's DOM); CSS then shows one.
  const mobile = useIsMobile();
  const showWide = !canMatch() || !mobile;
  const showNarrow = !canMatch() || mobile;
  const sectionTitle = t(`sections.${section}`);
  // Only the current cabin's details count: after a cabin change the old one is not shown.
  const currentCabinName = cabin && cabin.id === user?.currentCabinId ? cabin.name : null;
  const appTitle = (cabinName === undefined ? currentCabinName : cabinName)?.trim() || tc('appName');
  useDocumentTitle(section === 'dashboard' ? appTitle : `${sectionTitle} · ${appTitle}`);

  // Signed out (the cache was just cleared): render nothing until the app leaves the shell.
  if (!user) return null;
  if (location === '/auth') return <Redirect to="/" replace />;

  return (
    <div className="min-h-dvh bg-sand-50">
      <SkipLink />
      {showWide ? <DesktopHeader title={appTitle} /> : null}
      {showNarrow ? (
        <MobileTopBar title={section === 'dashboard' ? appTitle : sectionTitle} showBack={location !== '/'} />
      ) : null}
      <div className="md:flex">
        {showWide ? <DesktopNav active={section} /> : null}
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 pt-5 pb-[calc(6rem+env(safe-area-inset-bottom))] outline-none md:px-8 md:pt-8 md:pb-12"
        >
          <div className="mx-auto w-full max-w-5xl">
            <OfflineNotice />
            <PendingWritesNotice />
            <RefusedWritesNotice />
            <InstallHintBanner />
            <SectionScreen section={section} />
          </div>
        </main>
      </div>
      {showNarrow ? <MobileBottomBar active={section} /> : null}
    </div>
  );
}

/**
 * The section's screen, rendered after the shell's first paint, in slices (issue #18). Its own
 * component, so that second render is the screen's alone and not the whole shell's again.
 */
function SectionScreen({ section }: { section: SectionKey }) {
  const shown = useAfterFirstPaint();
  if (!shown) return <SectionLoading />;
  const Section = SECTION_SCREENS[section];
  return (
    <Suspense fallback={<SectionLoading />}>
      <Section />
    </Suspense>
  );
}

function SectionLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-8 text-center text-slate-600">
      {t('states.loading')}
    </p>
  );
}

function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
