import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

/**
 * A section whose feature has not landed yet: its title and a "coming soon" line. The mobile top
 * bar already shows the title, so the h1 is visible from the md breakpoint and read by screen
 * readers everywhere.
 */
export function SectionPlaceholder({
  testId,
  title,
  icon: Icon,
}: {
  testId: string;
  title: string;
  icon: LucideIcon;
}) {
  return (
    <div data-testid={testId} className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 max-md:sr-only">{title}</h1>
      <ComingSoonCard icon={Icon} />
    </div>
  );
}

export function ComingSoonCard({ icon: Icon }: { icon: LucideIcon }) {
  const { t } = useTranslation('shell');
  return (
    <Card className="flex items-center gap-4 p-6">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-slate-700">{t('comingSoon')}</p>
    </Card>
  );
}
