import { addDays } from '@shared/calendar-dates';
import type { PeakPeriod } from '@shared/schemas/peak-periods';
import { Dices, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePeakText } from '../lib/use-peak-text';
import { DrawDialog } from './draw-dialog';
import { DrawResultView } from './draw-result';
import { WishesEditor } from './wishes-editor';

type PeakPeriodCardProps = {
  period: PeakPeriod;
  /** Household names by id, solo members included. */
  names: ReadonlyMap<string, string>;
  canManage: boolean;
  onEdit: () => void;
};

/** One peak period: its nights, its rule in a sentence, and what goes with the rule. */
export function PeakPeriodCard({ period, names, canManage, onEdit }: PeakPeriodCardProps) {
  const { t } = useTranslation('fair-share');
  const text = usePeakText();
  const titleId = useId();
  const [drawing, setDrawing] = useState(false);
  const editLabel = t('periods.edit', { name: period.name });
  const nameOf = (householdId: string) => names.get(householdId) ?? t('periods.unknownHousehold');

  return (
    <Card
      className="flex flex-col gap-4 p-4 sm:p-6"
      aria-labelledby={titleId}
      role="region"
      data-testid={`peak-period-${period.id}`}
    >
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            {period.name}
          </h2>
          <p className="text-sm text-slate-700">
            {/* The last night's stay leaves the day after: the nights are shown as nights. */}
            {t('periods.nights', { range: text.range(period.firstNight, period.lastNight) })}
          </p>
          <p className="text-sm text-slate-700">
            <span className="font-medium">{t(`methods.${period.method}`)}: </span>
            {period.method === 'cap'
              ? t('periods.cap', { count: period.capNights ?? 0 })
              : period.method === 'draw'
                ? period.draw
                  ? t('periods.drawn')
                  : t('periods.draw', { deadline: text.date(period.wishDeadline ?? period.firstNight) })
                : t('periods.rotation')}
          </p>
        </div>
        {canManage ? <IconButton label={editLabel} icon={Pencil} onClick={onEdit} /> : null}
      </div>
      {period.method === 'rotation' && period.rotation?.length ? (
        <table className="w-full max-w-md text-left text-sm" data-testid="rotation-table">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1 pr-4 font-medium">
                {t('periods.year')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('periods.household')}
              </th>
            </tr>
          </thead>
          <tbody>
            {period.rotation.map(({ year, householdId }) => (
              <tr key={year} className="border-b border-slate-100">
                <td className="py-1 pr-4 tabular-nums">{year}</td>
                <td className="py-1">{nameOf(householdId)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {period.method === 'draw' && !period.draw ? (
        <>
          {period.seedCommitment ? (
            <p className="text-xs text-slate-600">
              {t('periods.commitment')}{' '}
              <code className="break-all text-slate-900" data-testid={`seed-commitment-${period.id}`}>
                {period.seedCommitment}
              </code>
            </p>
          ) : null}
          <WishesEditor period={period} maxDeparture={addDays(period.lastNight, 1)} />
          {canManage ? (
            <Button
              variant="outline"
              className="self-start"
              onClick={() => setDrawing(true)}
              data-testid={`draw-now-${period.id}`}
            >
              <Dices aria-hidden="true" />
              {t('draw.button')}
            </Button>
          ) : null}
          <DrawDialog
            key={drawing ? 'open' : 'closed'}
            open={drawing}
            onOpenChange={setDrawing}
            period={period}
          />
        </>
      ) : null}
      {period.draw ? (
        <DrawResultView result={period.draw} seedCommitment={period.seedCommitment} nameOf={nameOf} />
      ) : null}
    </Card>
  );
}
