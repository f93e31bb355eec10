import { RECENT_VISITS_DAYS } from '@shared/constants';
import { BookOpen, type LucideIcon, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useStats } from '../../api/get-stats';
import { WidgetQuery } from '../widget-states';

/** stats: recent visits (decision 008) and the items still to buy, each a way into its list. */
export function StatsWidget() {
  const { t } = useTranslation('dashboard');
  const stats = useStats();
  return (
    <WidgetQuery query={stats} failedText={t('stats.failed')}>
      {({ recentVisits, shoppingItems }) => (
        <ul className="grid grid-cols-2 gap-3">
          <Stat
            href="/visits"
            icon={BookOpen}
            value={recentVisits}
            label={t('stats.recentVisits', { days: RECENT_VISITS_DAYS })}
            testId="stat-recent-visits"
          />
          <Stat
            href="/shopping"
            icon={ShoppingCart}
            value={shoppingItems}
            label={t('stats.shoppingItems')}
            testId="stat-shopping-items"
          />
        </ul>
      )}
    </WidgetQuery>
  );
}

function Stat({
  href,
  icon: Icon,
  value,
  label,
  testId,
}: {
  href: string;
  icon: LucideIcon;
  value: number;
  label: string;
  testId: string;
}) {
  return (
    <li>
      <Link
        href={href}
        data-testid={testId}
        className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-sand-50 p-3 transition-colors hover:border-brand-500 hover:bg-brand-50"
      >
        <span className="text-2xl font-bold text-brand-900 tabular-nums" data-testid="stat-value">
          {value}
        </span>
        <span className="flex items-center gap-1.5 text-xs text-slate-600">
          <Icon className="size-3.5 shrink-0" aria-hidden="true" />
          {label}
        </span>
      </Link>
    </li>
  );
}
