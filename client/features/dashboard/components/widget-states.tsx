import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useApiErrorMessage } from '@/lib/api-error-message';

/** Placeholder bars while a widget's data loads; announced once as "Loading...". */
export function WidgetLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="widget-loading" className="flex animate-pulse flex-col gap-2 py-1">
      <span className="sr-only">{t('states.loading')}</span>
      <span aria-hidden="true" className="h-4 w-3/4 rounded bg-slate-200" />
      <span aria-hidden="true" className="h-4 w-1/2 rounded bg-slate-200" />
      <span aria-hidden="true" className="h-4 w-2/3 rounded bg-slate-200" />
    </div>
  );
}

/** What failed, the server's reason when it gave one, and a way to try again. */
export function WidgetError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const reason = useApiErrorMessage()(error, title);
  return (
    <div role="alert" data-testid="widget-error" className="flex flex-col items-start gap-3">
      <p className="flex items-start gap-2 text-sm text-red-800">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {title}
          {reason === title ? null : <span className="block text-slate-600">{reason}</span>}
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('actions.tryAgain')}
      </Button>
    </div>
  );
}

/** A widget with nothing to show: an icon, a line of text and maybe a way onward. */
export function WidgetEmpty({
  icon: Icon,
  children,
  action,
}: {
  icon: LucideIcon;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div data-testid="widget-empty" className="flex flex-col items-start gap-3">
      <p className="flex items-center gap-3 text-sm text-slate-600">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {children}
      </p>
      {action}
    </div>
  );
}

/**
 * A widget's query in its three states: loading, failed (with Try again), and loaded, where
 * `children` draws the data.
 */
export function WidgetQuery<Data>({
  query,
  failedText,
  children,
}: {
  query: UseQueryResult<Data>;
  failedText: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <WidgetLoading />;
  if (query.isError)
    return <WidgetError title={failedText} error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
