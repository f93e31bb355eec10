import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineFailure, InlineMessage } from '@/components/inline-states';
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
  const reason = useApiErrorMessage()(error, title);
  return (
    <InlineFailure
      title={title}
      detail={reason === title ? undefined : reason}
      onRetry={onRetry}
      testId="widget-error"
    />
  );
}

/** A widget with nothing to show: an icon, a line of text and maybe a way onward. */
export function WidgetEmpty({
  icon,
  children,
  action,
}: {
  icon: LucideIcon;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <InlineMessage icon={icon} action={action} testId="widget-empty">
      {children}
    </InlineMessage>
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
