import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { bookingStatusCell, todayRing } from '../lib/status-styles';

const ITEMS = [
  { key: 'approved', swatch: bookingStatusCell.approved },
  { key: 'pending', swatch: bookingStatusCell.pending },
  { key: 'declined', swatch: bookingStatusCell.declined },
  // Joined, not merged: the classes do not clash, and a merge here would build tailwind-merge's
  // tables while the chunk is evaluated (see prepareClassMerging).
  { key: 'today', swatch: `border-transparent bg-white ${todayRing}` },
] as const;

/**
 * What the colours mean: approved, pending, declined, and the ring on today; `children` are
 * further lines (the peak periods' band).
 */
export function CalendarLegend({ className, children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation('calendar');
  return (
    <ul
      aria-label={t('legend.label')}
      data-testid="calendar-legend"
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700', className)}
    >
      {ITEMS.map(({ key, swatch }) => (
        <li key={key} className="flex items-center gap-2" data-testid={`legend-${key}`}>
          <span aria-hidden="true" className={cn('size-4 rounded border', swatch)} />
          {t(`legend.${key}`)}
        </li>
      ))}
      {children}
    </ul>
  );
}
