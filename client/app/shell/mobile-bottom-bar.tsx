import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { MOBILE_TABS, SECTION_ICONS, SECTION_PATHS, type SectionKey } from './sections';
import { WaitingRequestsBadge } from './waiting-requests-badge';

/** Mobile (< 768 px): the fixed bottom bar with exactly five tabs. */
export function MobileBottomBar({ active }: { active: SectionKey }) {
  const { t } = useTranslation('shell');
  return (
    <nav
      aria-label={t('nav.label')}
      data-testid="mobile-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgba(16,42,31,0.06)] md:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        {MOBILE_TABS.map((section) => {
          const Icon = SECTION_ICONS[section];
          const current = active === section;
          return (
            <li key={section} className="flex">
              <Link
                href={SECTION_PATHS[section]}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                  current ? 'text-brand-700' : 'text-slate-600 hover:text-brand-900',
                )}
              >
                <span
                  className={cn(
                    'relative flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    current && 'bg-brand-100',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {section === 'visits' ? (
                    <WaitingRequestsBadge className="absolute -top-1 -right-1" />
                  ) : null}
                </span>
                <span className="max-w-full truncate px-1">{t(`nav.${section}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
