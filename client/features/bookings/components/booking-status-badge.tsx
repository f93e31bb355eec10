import type { BookingStatus } from '@shared/schemas/bookings';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export type BookingBadgeStatus = BookingStatus | 'completed';

/** Spec colours: approved green, pending amber, declined red; completed (an ended stay) grey. */
const STATUS_CLASSES: Record<BookingBadgeStatus, string> = {
  approved: 'border-green-200 bg-green-100 text-green-900',
  pending: 'border-amber-200 bg-amber-100 text-amber-950',
  declined: 'border-red-200 bg-red-100 text-red-900',
  completed: 'border-slate-200 bg-slate-100 text-slate-800',
};

export function BookingStatusBadge({
  status,
  className,
}: {
  status: BookingBadgeStatus;
  className?: string;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Badge
      variant="outline"
      className={cn(STATUS_CLASSES[status], className)}
      data-testid="booking-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
