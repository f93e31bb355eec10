import { useTranslation } from 'react-i18next';
import { useWaitingRequestCount } from '@/features/bookings';
import { cn } from '@/lib/cn';

/**
 * The count of requests the owner or an admin can answer, on the visit log's navigation item
 * (issue #13); nothing when none wait. The pending list refreshes live, so the count does too.
 */
export function WaitingRequestsBadge({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const count = useWaitingRequestCount();
  if (count === 0) return null;
  return (
    <span
      data-testid="waiting-requests-badge"
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-amber-600 px-1.5 text-xs leading-5 font-semibold text-white',
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('nav.waitingRequests', { count })}</span>
    </span>
  );
}
