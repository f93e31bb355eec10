import { can } from '@shared/policy';
import type { CabinMember } from '@shared/schemas/cabins';
import type { Household } from '@shared/schemas/households';
import { Pencil, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCabinMembers, useCurrentRoleOrGuess } from '@/features/cabins';
import { nameOf } from '@/lib/names';
import { useHouseholds } from '../api/get-households';
import { HouseholdDialog } from './household-dialog';

/**
 * Settings, Households: every member sees the households with their members and share, and who
 * is in none (a household of their own); the owner and admins add, change and delete them.
 */
export function HouseholdsCard() {
  const { t } = useTranslation('fair-share');
  const { t: tc } = useTranslation();
  const id = useId();
  const households = useHouseholds();
  const members = useCabinMembers();
  // The owner's controls show at once; the server decides again.
  const canManage = can(useCurrentRoleOrGuess(), 'manageFairShare');
  const [editing, setEditing] = useState<{ household?: Household } | null>(null);
  const memberList = members.data ?? [];
  const names = new Map(memberList.map((member) => [member.id, nameOf(member)]));

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="households-card">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('households.title')}</CardTitle>
        <CardDescription>{t('households.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {households.isError || members.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-sm font-medium text-red-700">
              {t('households.loadFailed')}
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void Promise.all([households.refetch(), members.refetch()])}
            >
              {tc('actions.tryAgain')}
            </Button>
          </div>
        ) : !households.data || !members.data ? (
          <p role="status" className="text-sm text-slate-600">
            {tc('states.loading')}
          </p>
        ) : (
          <>
            {households.data.length === 0 ? (
              <p className="text-sm text-slate-600">{t('households.empty')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-100" aria-labelledby={`${id}-title`}>
                {households.data.map((household) => (
                  <HouseholdRow
                    key={household.id}
                    household={household}
                    names={names}
                    canManage={canManage}
                    onEdit={() => setEditing({ household })}
                  />
                ))}
              </ul>
            )}
            <SoloMembers members={memberList} households={households.data} />
          </>
        )}
        {canManage ? (
          <Button
            variant="outline"
            className="self-start"
            onClick={() => setEditing({})}
            disabled={!households.data || !members.data}
            data-testid="new-household-button"
          >
            <Plus aria-hidden="true" />
            {t('households.new')}
          </Button>
        ) : null}
      </CardContent>
      {households.data && members.data ? (
        <HouseholdDialog
          key={editing ? (editing.household?.id ?? 'new') : 'closed'}
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          household={editing?.household}
          households={households.data}
          members={memberList}
        />
      ) : null}
    </Card>
  );
}

function HouseholdRow({
  household,
  names,
  canManage,
  onEdit,
}: {
  household: Household;
  names: ReadonlyMap<string, string>;
  canManage: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('fair-share');
  const memberNames = household.memberIds.map((memberId) => names.get(memberId) ?? memberId);
  const editLabel = t('households.edit', { name: household.name });
  return (
    <li className="flex items-start gap-3 py-3" data-testid="household-row">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-medium break-words text-slate-900">{household.name}</span>
        <span className="text-sm text-slate-700">
          {memberNames.length > 0
            ? t('households.members', { names: memberNames.join(', ') })
            : t('households.noMembers')}
        </span>
        <span className="text-sm text-slate-600">
          {household.sharePercent === null
            ? t('households.noShare')
            : t('households.share', { share: household.sharePercent })}
        </span>
      </div>
      {canManage ? <IconButton label={editLabel} icon={Pencil} onClick={onEdit} /> : null}
    </li>
  );
}

/** The members in no household, each a household of their own. */
function SoloMembers({ members, households }: { members: CabinMember[]; households: Household[] }) {
  const { t } = useTranslation('fair-share');
  const grouped = new Set(households.flatMap((household) => household.memberIds));
  const solo = members.filter((member) => !grouped.has(member.id));
  if (solo.length === 0) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="solo-members">
      {t('households.solo', { names: solo.map(nameOf).join(', ') })}
    </p>
  );
}
