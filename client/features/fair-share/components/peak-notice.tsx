import { useQuery } from '@tanstack/react-query';
import { CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentCabinId } from '@/features/cabins';
import { fairShareQueryOptions } from '../api/get-fair-share';
import { usePeakPeriods } from '../api/get-peak-periods';
import { householdNames } from '../lib/household-names';
import { occurrencesTouching } from '../lib/peak-dates';

/**
 * For the booking dialog: when the chosen stay has nights in a peak period, which rule applies
 * there, one line per period. The server enforces the rules; this says them beforehand.
 */
export function PeakNotice({ startDate, endDate }: { startDate: string; endDate: string }) {
  const { t } = useTranslation('fair-share');
  const cabinId = useCurrentCabinId();
  const periods = usePeakPeriods();
  const touching = occurrencesTouching(periods.data ?? [], startDate, endDate);
  const reserved = touching.some((occurrence) => occurrence.householdId !== null);
  // The household names are read only when a rotation needs one.
  const fairShare = useQuery({ ...fairShareQueryOptions(cabinId), enabled: cabinId !== null && reserved });
  const names = householdNames(fairShare.data);
  if (touching.length === 0) return null;

  const lines = touching.flatMap((occurrence) => {
    const { period } = occurrence;
    const key = `${period.id}-${occurrence.firstNight}`;
    if (period.method === 'cap')
      return [{ key, text: t('notice.cap', { name: period.name, count: period.capNights ?? 0 }) }];
    if (period.method === 'draw')
      return [
        {
          key,
          text: period.draw
            ? t('notice.drawn', { name: period.name })
            : t('notice.closed', { name: period.name }),
        },
      ];
    if (occurrence.householdId === null) return [];
    return [
      {
        key,
        text: t('notice.reserved', {
          name: period.name,
          year: occurrence.firstNight.slice(0, 4),
          household: names.get(occurrence.householdId) ?? t('periods.unknownHousehold'),
        }),
      },
    ];
  });
  if (lines.length === 0) return null;

  return (
    <div
      role="note"
      aria-label={t('notice.label')}
      data-testid="peak-notice"
      className="flex gap-2 rounded-md border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-950"
    >
      <CalendarRange className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <ul className="flex flex-col gap-1">
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
    </div>
  );
}
