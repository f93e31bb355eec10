import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalized } from '@/lib/dates';
import { useLanguage } from '@/lib/language';

/** The dashboard's title and today's date, with an optional control at the end of the row. */
export function DashboardHeader({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">{t('sections.dashboard')}</h1>
        <p className="mt-1 text-sm text-slate-600 first-letter:uppercase" data-testid="dashboard-date">
          {formatLocalized(new Date(), 'PPPP', language)}
        </p>
      </div>
      {action}
    </div>
  );
}
