import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
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
      <SectionTitle>{title}</SectionTitle>
      <ComingSoonCard icon={Icon} />
    </div>
  );
}

/** A section's h1: visible from the md breakpoint (the mobile top bar shows it below that). */
export function SectionTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-bold tracking-tight text-brand-900 max-md:sr-only">{children}</h1>;
}

export function ComingSoonCard({ icon }: { icon: LucideIcon }) {
  const { t } = useTranslation('shell');
  return <IconMessageCard icon={icon}>{t('comingSoon')}</IconMessageCard>;
}

/** A card with one line of text after an icon in a round badge ("coming soon", "no cabin yet"). */
export function IconMessageCard({
  icon: Icon,
  testId,
  children,
}: {
  icon: LucideIcon;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex items-center gap-4 p-6" data-testid={testId}>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-slate-700">{children}</p>
    </Card>
  );
}
