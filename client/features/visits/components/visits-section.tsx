import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

/**
 * Placeholder until the visits section is built. The mobile top bar already shows the title, so the
 * h1 is visible from the md breakpoint and read by screen readers everywhere.
 */
export function VisitsSection() {
  const { t } = useTranslation('shell');
  return (
    <div data-testid="section-visits" className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 max-md:sr-only">
        {t('sections.visits')}
      </h1>
      <Card className="flex items-center gap-4 p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <BookOpen className="size-6" aria-hidden="true" />
        </span>
        <p className="text-slate-700">{t('comingSoon')}</p>
      </Card>
    </div>
  );
}
