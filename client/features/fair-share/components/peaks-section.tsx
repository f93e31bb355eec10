import { compareCodeUnits } from '@shared/code-unit-order';
import { can } from '@shared/policy';
import type { PeakPeriod } from '@shared/schemas/peak-periods';
import { MountainSnow, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMessageCard, SectionEmpty, SectionPending, SectionTitle } from '@/components/section-parts';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import { useCurrentRoleOrGuess } from '@/features/cabins';
import { useFairShare } from '../api/get-fair-share';
import { usePeakPeriods } from '../api/get-peak-periods';
import { householdNames } from '../lib/household-names';
import { PeakPeriodCard } from './peak-period-card';
import { PeakPeriodDialog } from './peak-period-dialog';

/**
 * Peak weeks (/peaks): the cabin's peak periods, each with its rule in a sentence, the rotation
 * years ahead, the household's wishes while a draw is open and the draw's result. The owner and
 * admins add, change and delete periods and run the draw.
 */
export function PeaksSection() {
  const { t } = useTranslation('shell');
  const { t: tf } = useTranslation('fair-share');
  const user = useCurrentUser();
  // The owner's controls show at once; the server decides again.
  const canManage = can(useCurrentRoleOrGuess(), 'manageFairShare');
  const hasCabin = user.currentCabinId !== null;
  const [editing, setEditing] = useState<{ period?: PeakPeriod } | null>(null);

  return (
    <div data-testid="section-peaks" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionTitle>{t('sections.peaks')}</SectionTitle>
        {hasCabin && canManage ? (
          <Button
            className="max-md:w-full"
            onClick={() => setEditing({})}
            data-testid="new-peak-period-button"
          >
            <Plus aria-hidden="true" />
            {tf('periods.new')}
          </Button>
        ) : null}
      </div>
      {hasCabin ? (
        <Periods canManage={canManage} onEdit={(period) => setEditing({ period })} />
      ) : (
        <IconMessageCard icon={MountainSnow} testId="peaks-no-cabin">
          {tf('noCabin')}
        </IconMessageCard>
      )}
      <PeakPeriodDialog
        key={editing ? (editing.period?.id ?? 'new') : 'closed'}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        period={editing?.period}
      />
    </div>
  );
}

function Periods({ canManage, onEdit }: { canManage: boolean; onEdit: (period: PeakPeriod) => void }) {
  const { t } = useTranslation('fair-share');
  const periods = usePeakPeriods();
  const fairShare = useFairShare();
  const names = householdNames(fairShare.data);

  if (!periods.data) {
    return (
      <SectionPending
        failed={periods.isError}
        failure={t('periods.loadFailed')}
        onRetry={() => void periods.refetch()}
        testId="peaks"
      />
    );
  }

  if (periods.data.length === 0) {
    return (
      <SectionEmpty icon={MountainSnow} title={t('periods.emptyTitle')} testId="peaks-empty">
        {canManage ? t('periods.emptyEditor') : t('periods.empty')}
      </SectionEmpty>
    );
  }

  const sorted = [...periods.data].sort((a, b) => compareCodeUnits(a.firstNight, b.firstNight));
  return (
    <ul className="flex flex-col gap-4">
      {sorted.map((period) => (
        <li key={period.id}>
          <PeakPeriodCard period={period} names={names} canManage={canManage} onEdit={() => onEdit(period)} />
        </li>
      ))}
    </ul>
  );
}
