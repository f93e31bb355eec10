import { FEATURE_REQUEST_URL } from '@shared/constants';
import { ExternalLink, Lightbulb, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { DESKTOP_NAV_MAIN, SECTION_ICONS, SECTION_PATHS, type SectionKey } from './sections';
import { WaitingRequestsBadge } from './waiting-requests-badge';

const itemClass =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors [&_svg]:size-5 [&_svg]:shrink-0';
const idleClass = 'text-slate-700 hover:bg-sand-100 hover:text-brand-900';
const activeClass = 'bg-brand-100 text-brand-900 font-semibold [&_svg]:text-brand-700';

function NavLink({
  section,
  active,
  children,
}: {
  section: SectionKey;
  active: boolean;
  children: ReactNode;
}) {
  const Icon: LucideIcon = SECTION_ICONS[section];
  return (
    <Link
      href={SECTION_PATHS[section]}
      aria-current={active ? 'page' : undefined}
      className={cn(itemClass, active ? activeClass : idleClass)}
    >
      <Icon aria-hidden="true" />
      <span className="flex-1">{children}</span>
      {section === 'visits' ? <WaitingRequestsBadge /> : null}
    </Link>
  );
}

/**
 * Desktop left navigation: dashboard, visits, shopping, calendar, maintenance, manual, checklists,
 * peak weeks, costs, feature-request link, settings.
 */
export function DesktopNav({ active }: { active: SectionKey }) {
  const { t } = useTranslation('shell');
  return (
    // The outer column draws the border down the whole page; the nav itself sticks below the header.
    <div className="hidden w-60 shrink-0 border-r border-slate-200 bg-white/60 md:block">
      <nav
        aria-label={t('nav.label')}
        data-testid="desktop-nav"
        className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col justify-between overflow-y-auto p-4"
      >
        <ul className="flex flex-col gap-1">
          {DESKTOP_NAV_MAIN.map((section) => (
            <li key={section}>
              <NavLink section={section} active={active === section}>
                {t(`nav.${section}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="flex flex-col gap-1 border-t border-slate-200 pt-4">
          <li>
            <a
              href={FEATURE_REQUEST_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(itemClass, idleClass)}
            >
              <Lightbulb aria-hidden="true" />
              <span className="flex-1">{t('nav.featureRequest')}</span>
              <ExternalLink className="!size-4 text-slate-400" aria-hidden="true" />
              <span className="sr-only">{t('nav.opensInNewTab')}</span>
            </a>
          </li>
          <li>
            <NavLink section="settings" active={active === 'settings'}>
              {t('nav.settings')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
