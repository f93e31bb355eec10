import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const ITEMS = [
  { key: 'approved', swatch: 'bg-green-200 border-green-300' },
  { key: 'pending', swatch: 'bg-amber-200 border-amber-300' },
  { key: 'declined', swatch: 'bg-red-100 border-red-200' },
  { key: 'today', swatch: 'bg-white border-transparent ring-2 ring-brand-700 ring-inset' },
] as const;

/** What the colours mean: approved, pending, declined, and the ring on today. */
export function CalendarLegend() {
  const { t } = useTranslation('calendar');
  return (
    <ul
      aria-label={t('legend.label')}
      data-testid="calendar-legend"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700"
    >
      {ITEMS.map(({ key, swatch }) => (
        <li key={key} className="flex items-center gap-2" data-testid={`legend-${key}`}>
          <span aria-hidden="true" className={cn('size-4 rounded border', swatch)} />
          {t(`legend.${key}`)}
        </li>
      ))}
    </ul>
  );
}
