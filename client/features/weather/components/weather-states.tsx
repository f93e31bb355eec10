import { useTranslation } from 'react-i18next';
import { InlineFailure } from '@/components/inline-states';

// The card's own loading skeleton and failure; its empty states are the shared InlineMessage.

/** Skeleton of the weather view with the visible "Loading weather..." text, announced once. */
export function WeatherLoading() {
  const { t } = useTranslation('weather');
  return (
    <div role="status" data-testid="weather-loading" className="flex flex-col gap-3 py-1">
      <div aria-hidden="true" className="flex animate-pulse items-center gap-4">
        <span className="size-14 shrink-0 rounded-full bg-slate-200" />
        <span className="flex flex-1 flex-col gap-2">
          <span className="h-7 w-16 rounded bg-slate-200" />
          <span className="h-4 w-2/3 rounded bg-slate-200" />
        </span>
      </div>
      <p className="text-sm text-slate-600">{t('loading')}</p>
    </div>
  );
}

/** The spec's failure text, what to check, and Try again (disabled while it is trying). */
export function WeatherFailed({
  hint,
  onRetry,
  retrying,
}: {
  hint?: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('weather');
  return (
    <InlineFailure
      title={t('failed')}
      detail={hint}
      onRetry={onRetry}
      retrying={retrying}
      testId="weather-error"
    />
  );
}
