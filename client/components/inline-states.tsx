import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// What a card shows in place of its data: nothing to show, or a failure with Try again. Shared
// by the dashboard's widgets and the cards the features draw inside them.

/** Nothing to show: an icon in a round badge, a line of text, maybe a hint and a way onward. */
export function InlineMessage({
  icon: Icon,
  children,
  hint,
  action,
  testId,
}: {
  icon: LucideIcon;
  children: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div data-testid={testId} className="flex flex-col items-start gap-3">
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <p>
          {children}
          {hint ? <span className="block text-xs text-slate-500">{hint}</span> : null}
        </p>
      </div>
      {action}
    </div>
  );
}

/** What failed, what to know or check (`detail`), and Try again (disabled while it is trying). */
export function InlineFailure({
  title,
  detail,
  onRetry,
  retrying = false,
  testId,
}: {
  title: string;
  detail?: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid={testId} className="flex flex-col items-start gap-3">
      <p className="flex items-start gap-2 text-sm text-red-800">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {title}
          {detail ? <span className="block text-slate-600">{detail}</span> : null}
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {t('actions.tryAgain')}
      </Button>
    </div>
  );
}
