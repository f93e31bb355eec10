import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One key fact in the manual's facts card: a small heading over its content. */
export function FactBlock({
  title,
  testId,
  className,
  children,
}: {
  title: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)} data-testid={testId}>
      <h3 className="text-sm font-semibold tracking-wide text-brand-900 uppercase">{title}</h3>
      {children}
    </div>
  );
}
