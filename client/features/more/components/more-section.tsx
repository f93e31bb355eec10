import { FEATURE_REQUEST_URL } from '@shared/constants';
import {
  ChevronRight,
  ExternalLink,
  Lightbulb,
  ListChecks,
  LogOut,
  type LucideIcon,
  MountainSnow,
  NotebookText,
  Receipt,
  Settings,
  Wrench,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionTitle } from '@/components/section-parts';
import { Card } from '@/components/ui/card';
import { useLogout } from '@/features/auth';

/** The sections reached from More, in their order; each a row with its icon and name. */
const PAGES: ReadonlyArray<{
  path: string;
  label: 'manual' | 'tasks' | 'checklists' | 'peaks' | 'costs' | 'settings';
  Icon: LucideIcon;
  testId?: string;
}> = [
  { path: '/manual', label: 'manual', Icon: NotebookText, testId: 'more-manual-link' },
  { path: '/tasks', label: 'tasks', Icon: Wrench, testId: 'more-tasks-link' },
  { path: '/checklists', label: 'checklists', Icon: ListChecks, testId: 'more-checklists-link' },
  { path: '/peaks', label: 'peaks', Icon: MountainSnow, testId: 'more-peaks-link' },
  { path: '/costs', label: 'costs', Icon: Receipt, testId: 'more-costs-link' },
  { path: '/settings', label: 'settings', Icon: Settings },
];

const rowClass =
  'flex w-full items-center gap-3 px-4 py-4 text-left text-base font-medium transition-colors hover:bg-sand-50 [&>svg:first-child]:size-5 [&>svg:first-child]:shrink-0';

/** The mobile "more" tab: the house manual, the maintenance log, checklists, peak weeks, costs, settings, the feature-request link and sign out. */
export function MoreSection() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const logout = useLogout();
  return (
    <div data-testid="section-more" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <SectionTitle>{t('sections.more')}</SectionTitle>
        <p className="text-slate-600">{t('more.description')}</p>
      </div>
      <Card className="overflow-hidden">
        <ul className="divide-y divide-slate-200">
          {PAGES.map(({ path, label, Icon, testId }) => (
            <li key={path}>
              <Link href={path} className={`${rowClass} text-slate-900`} data-testid={testId}>
                <Icon className="text-brand-700" aria-hidden="true" />
                <span className="flex-1">{t(`nav.${label}`)}</span>
                <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
          <li>
            <a
              href={FEATURE_REQUEST_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={`${rowClass} text-slate-900`}
            >
              <Lightbulb className="text-brand-700" aria-hidden="true" />
              <span className="flex-1">{t('nav.featureRequest')}</span>
              <ExternalLink className="size-4 text-slate-400" aria-hidden="true" />
              <span className="sr-only">{t('nav.opensInNewTab')}</span>
            </a>
          </li>
          <li>
            <button
              type="button"
              className={`${rowClass} text-red-700 hover:bg-red-50 disabled:opacity-50`}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              <LogOut aria-hidden="true" />
              <span className="flex-1">{tc('actions.signOut')}</span>
            </button>
          </li>
        </ul>
      </Card>
    </div>
  );
}
