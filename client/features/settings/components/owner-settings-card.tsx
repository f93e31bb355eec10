import { can } from '@shared/policy';
import type { Cabin } from '@shared/schemas/cabins';
import { ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TitledCard } from '@/components/titled-card';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useCabinMembers, useDeleteCabin, useWithdrawOwnershipOffer } from '@/features/cabins';
import { nameOf } from '@/lib/names';
import { MemberActionDialog, type PendingMemberAction } from './member-action-dialog';

/** Owner settings (owner only): transfer ownership to a member, and delete the cabin. */
export function OwnerSettingsCard({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  return (
    <TitledCard
      title={t('owner.title')}
      description={t('owner.description')}
      testId="owner-settings-card"
      className="border-red-200"
      contentClassName="flex flex-col divide-y divide-slate-100"
    >
      <TransferOwnership cabin={cabin} />
      <DeleteCabin cabin={cabin} />
    </TitledCard>
  );
}

function TransferOwnership({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const members = useCabinMembers();
  const [chosen, setChosen] = useState('');
  const [pending, setPending] = useState<PendingMemberAction | null>(null);
  const candidates = (members.data ?? []).filter((member) =>
    can(cabin.role, 'offerOwnershipTo', { target: member.role }),
  );
  const member = candidates.find((candidate) => candidate.id === chosen);

  return (
    <div className="flex flex-col gap-2 pb-5">
      <h3 className="font-medium text-slate-900">{t('transfer.title')}</h3>
      <p className="text-sm text-slate-600">{t('transfer.description')}</p>
      {cabin.ownershipOffer ? <OpenOffer name={cabin.ownershipOffer.to.name} /> : null}
      {members.isSuccess && candidates.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="transfer-no-candidates">
          {t('transfer.noCandidates')}
        </p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-member`}>{t('transfer.newOwner')}</Label>
            <div className="relative">
              <select
                id={`${id}-member`}
                value={member ? chosen : ''}
                onChange={(event) => setChosen(event.target.value)}
                disabled={!members.isSuccess}
                className="h-10 w-full cursor-pointer appearance-none rounded-md border border-slate-300 bg-white py-2 pr-9 pl-3 text-base text-slate-900 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
                data-testid="transfer-owner-select"
              >
                <option value="">{t('transfer.choose')}</option>
                {candidates.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {nameOf(candidate)} (@{candidate.username})
                  </option>
                ))}
              </select>
              <ChevronDown
                className="pointer-events-none absolute top-3 right-3 size-4 text-slate-600"
                aria-hidden="true"
              />
            </div>
          </div>
          <Button
            variant="outline"
            className="border-red-300 text-red-800 hover:bg-red-50"
            disabled={!member}
            onClick={() => {
              if (member) setPending({ action: 'makeOwner', member });
            }}
            data-testid="transfer-ownership-button"
          >
            {t('transfer.submit')}
          </Button>
        </div>
      )}
      <MemberActionDialog cabin={cabin} pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}

/** The offer waiting for the member's answer (issue #13), with Withdraw. */
function OpenOffer({ name }: { name: string }) {
  const { t } = useTranslation('settings');
  const withdraw = useWithdrawOwnershipOffer();
  const onWithdraw = async () => {
    try {
      await withdraw.mutateAsync();
      toastSuccess(t('transfer.withdrawn'));
    } catch (error) {
      toastFailure(t('transfer.withdrawFailed'), error);
    }
  };
  return (
    <div
      className="flex flex-col gap-2 rounded-md bg-amber-50 px-3 py-2 sm:flex-row sm:items-center"
      data-testid="ownership-offer-pending"
    >
      <p role="status" className="flex-1 text-sm text-amber-900">
        {t('transfer.waiting', { name })}
      </p>
      <Button variant="outline" size="sm" disabled={withdraw.isPending} onClick={() => void onWithdraw()}>
        {t('transfer.withdraw')}
      </Button>
    </div>
  );
}

function DeleteCabin({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const remove = useDeleteCabin();

  const onConfirm = async () => {
    if (remove.isPending) return;
    try {
      // The hook clears the caches and goes to / itself.
      await remove.mutateAsync();
      toastSuccess(t('delete.done'), t('delete.doneDescription', { cabinName: cabin.name }));
    } catch (error) {
      toastFailure(t('delete.failed'), error);
    } finally {
      setOpen(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 pt-5">
      <h3 className="font-medium text-slate-900">{t('delete.title')}</h3>
      <p className="text-sm text-slate-600">{t('delete.description')}</p>
      <div>
        <Button variant="destructive" onClick={() => setOpen(true)} data-testid="delete-cabin-button">
          <Trash2 aria-hidden="true" />
          {t('delete.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('delete.confirmTitle', { cabinName: cabin.name })}
        description={t('delete.confirmDescription')}
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        pending={remove.isPending}
        onConfirm={() => void onConfirm()}
      />
    </div>
  );
}
