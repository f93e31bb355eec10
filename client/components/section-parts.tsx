import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A section's h1: visible from the md breakpoint (the mobile top bar shows it below that). */
export function SectionTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-bold tracking-tight text-brand-900 max-md:sr-only">{children}</h1>;
}

/** An icon in a round badge, beside or above what a card says. */
function IconBadge({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}

/** A card with one line of text after an icon in a round badge ("no cabin yet"). */
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
      <IconBadge icon={Icon} />
      <p className="text-slate-700">{children}</p>
    </Card>
  );
}

/** In place of a section's data: "Loading..." while it comes, or what failed, with Try again. */
export function SectionPending({
  failed,
  failure,
  onRetry,
  testId,
}: {
  failed: boolean;
  /** What could not be loaded. */
  failure: string;
  onRetry: () => void;
  /** The start of the test ids: `<testId>-error` and `<testId>-loading`. */
  testId?: string;
}) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Card className="flex flex-col items-start gap-3 p-6" data-testid={testId && `${testId}-error`}>
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      </Card>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-600" data-testid={testId && `${testId}-loading`}>
      {t('states.loading')}
    </p>
  );
}

/** A section with nothing in it yet: an icon in a round badge, a heading, and what to do. */
export function SectionEmpty({
  icon: Icon,
  title,
  testId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center" data-testid={testId}>
      <IconBadge icon={Icon} />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="max-w-prose text-sm text-slate-600">{children}</p>
    </Card>
  );
}
