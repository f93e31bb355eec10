import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { SkipLink } from '@/components/skip-link';
import { useMe } from '@/features/auth';
import { useCabin } from '@/features/cabins';
import { CalendarSection } from '@/features/calendar';
import { ChecklistsSection } from '@/features/checklists';
import { CostsSection } from '@/features/costs';
import { DashboardSection } from '@/features/dashboard';
import { PeaksSection } from '@/features/fair-share';
import { useLiveUpdates } from '@/features/live';
import { loadManualSection } from '@/features/manual';
import { useSyncLanguageToServer } from '@/features/messages';
import { MoreSection } from '@/features/more';
import { useUnreadCount } from '@/features/notifications';
import { PendingWritesNotice } from '@/features/offline';
import { InstallHintBanner, OfflineNotice, useAppBadge } from '@/features/pwa';
import { ShoppingSection } from '@/features/shopping';
import { TasksSection } from '@/features/tasks';
import { VisitsSection } from '@/features/visits';
import { DesktopHeader } from './desktop-header';
import { DesktopNav } from './desktop-nav';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileTopBar } from './mobile-top-bar';
import { type SectionKey, sectionForPath } from './sections';
import { useOfflineWrites } from './use-offline-writes';
import { useScrollToTop } from './use-scroll-to-top';

// Settings is the largest section and the one least often opened: its own chunk, so the shell
// that opens on the dashboard loads less (issue #11). The other sections share code with the
// dashboard and the live updates, so splitting them off would save little.
const SettingsSection = lazy(() =>
  import('@/features/settings').then((module) => ({ default: module.SettingsSection })),
);
// The house manual likewise (issue #15): its Markdown renderer and QR code load with it, never
// with the shell (decision 031).
const ManualSection = lazy(() => loadManualSection().then((module) => ({ default: module.ManualSection })));

const SECTIONS: Record<SectionKey, ComponentType> = {
  dashboard: DashboardSection,
  visits: VisitsSection,
  shopping: ShoppingSection,
  calendar: CalendarSection,
  tasks: TasksSection,
  manual: ManualSection,
  checklists: ChecklistsSection,
  peaks: PeaksSection,
  costs: CostsSection,
  more: MoreSection,
  settings: SettingsSection,
};

export type ShellLayoutProps = {
  /**
   * The name shown in the header; by default the current cabin's (GET /api/cabin), and the
   * product name when there is no current cabin.
   */
  cabinName?: string | null;
};

/**
 * The signed-in shell (product section 2): picks the section from the path, with the desktop header
 * and left navigation from 768 px and the mobile top and bottom bars below. Both layouts are in
 * the DOM; CSS (`md:`) shows one and hides the other with display:none.
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
  // The unread count on the installed app's icon (issue #10).
  useAppBadge(useUnreadCount());

  const section = sectionForPath(location);
  const sectionTitle = t(`sections.${section}`);
  // Only the current cabin's details count: after a cabin change the old one is not shown.
  const currentCabinName = cabin && cabin.id === user?.currentCabinId ? cabin.name : null;
  const appTitle = (cabinName === undefined ? currentCabinName : cabinName)?.trim() || tc('appName');
  useDocumentTitle(section === 'dashboard' ? appTitle : `${sectionTitle} · ${appTitle}`);

  // Signed out (the cache was just cleared): render nothing until the app leaves the shell.
  if (!user) return null;
  if (location === '/auth') return <Redirect to="/" replace />;

  const Section = SECTIONS[section];
  return (
    <div className="min-h-dvh bg-sand-50">
      <SkipLink />
      <DesktopHeader title={appTitle} />
      <MobileTopBar title={section === 'dashboard' ? appTitle : sectionTitle} showBack={location !== '/'} />
      <div className="md:flex">
        <DesktopNav active={section} />
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 pt-5 pb-[calc(6rem+env(safe-area-inset-bottom))] outline-none md:px-8 md:pt-8 md:pb-12"
        >
          <div className="mx-auto w-full max-w-5xl">
            <OfflineNotice />
            <PendingWritesNotice />
            <InstallHintBanner />
            <Suspense fallback={<SectionLoading />}>
              <Section />
            </Suspense>
          </div>
        </main>
      </div>
      <MobileBottomBar active={section} />
    </div>
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
