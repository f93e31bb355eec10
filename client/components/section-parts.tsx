import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A section's h1: visible from the md breakpoint (the mobile top bar shows it below that). */
export function SectionTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-bold tracking-tight text-brand-900 max-md:sr-only">{children}</h1>;
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
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-slate-700">{children}</p>
    </Card>
  );
}
