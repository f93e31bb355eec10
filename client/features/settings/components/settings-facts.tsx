import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Read-only facts in a settings card: each label beside its value, above it on a phone. */
export function SettingsFacts({ children }: { children: ReactNode }) {
  return <dl className="grid min-w-0 gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">{children}</dl>;
}

/** One of the SettingsFacts; a long value is cut short (`truncate`) or wraps. */
export function SettingsFact({
  label,
  testId,
  truncate = false,
  children,
}: {
  label: string;
  testId: string;
  truncate?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd
        className={cn(
          '-mt-2 text-base text-slate-900 sm:mt-0 sm:text-sm',
          truncate ? 'truncate' : 'break-words',
        )}
        data-testid={testId}
      >
        {children}
      </dd>
    </>
  );
}
