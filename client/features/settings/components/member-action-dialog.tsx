import type { Cabin, CabinMember } from '@shared/schemas/cabins';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { useChangeMemberRole, useRemoveMember, useTransferOwnership } from '@/features/cabins';
import { nameOf } from '@/lib/names';
import type { MemberAction } from '../lib/member-actions';

export type PendingMemberAction = { action: MemberAction; member: CabinMember };

type MemberActionDialogProps = {
  cabin: Cabin;
  /** The action waiting for confirmation; null keeps the dialog closed. */
  pending: PendingMemberAction | null;
  onClose: () => void;
  /** Where the focus goes when the dialog closes (the menu button that opened it). */
  returnFocusTo?: () => HTMLElement | null;
};

/**
 * Confirms and runs a member action (product section 5: remove member, change role and transfer
 * ownership each need confirmation). Making someone owner is irreversible, so it also needs
 * the acknowledgement ticked. The dialog closes when the call has finished; a toast tells how.
 */
export function MemberActionDialog({ cabin, pending, onClose, returnFocusTo }: MemberActionDialogProps) {
  const { t } = useTranslation('settings');
  const { t: tCabins } = useTranslation('cabins');
  const remove = useRemoveMember();
  const changeRole = useChangeMemberRole();
  const transfer = useTransferOwnership();
  const running = remove.isPending || changeRole.isPending || transfer.isPending;

  const run = async ({ action, member }: PendingMemberAction) => {
    const name = nameOf(member);
    try {
      if (action === 'remove') {
        await remove.mutateAsync({ memberId: member.id });
        toastSuccess(t('members.removed'), t('members.removedDescription', { name }));
      } else if (action === 'makeOwner') {
        await transfer.mutateAsync({ newOwnerId: member.id });
        toastSuccess(t('transfer.done'), t('transfer.doneDescription', { name }));
      } else {
        const role = action === 'makeAdmin' ? 'admin' : 'member';
        await changeRole.mutateAsync({ memberId: member.id, role });
        toastSuccess(
          t('members.roleUpdated'),
          t('members.roleUpdatedDescription', { name, role: tCabins(`roles.${role}`).toLocaleLowerCase() }),
        );
      }
    } catch (error) {
      const failed =
        action === 'remove'
          ? t('members.removeFailed')
          : action === 'makeOwner'
            ? t('transfer.failed')
            : t('members.roleFailed');
      toastFailure(failed, error);
    } finally {
      onClose();
    }
  };

  const texts = pending ? textsFor(pending, cabin.name, t) : null;

  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={texts?.title ?? ''}
      description={texts?.description ?? ''}
      confirmLabel={texts?.confirm ?? ''}
      pendingLabel={texts?.pendingLabel}
      acknowledgement={texts?.acknowledgement}
      variant={
        pending?.action === 'makeAdmin' || pending?.action === 'makeMember' ? 'default' : 'destructive'
      }
      pending={running}
      onConfirm={() => {
        if (pending && !running) void run(pending);
      }}
      returnFocusTo={returnFocusTo}
    />
  );
}

type Translate = ReturnType<typeof useTranslation<'settings'>>['t'];

function textsFor({ action, member }: PendingMemberAction, cabinName: string, t: Translate) {
  const values = { name: nameOf(member), cabinName };
  switch (action) {
    case 'remove':
      return {
        title: t('members.confirmRemove.title', values),
        description: t('members.confirmRemove.description', values),
        confirm: t('members.confirmRemove.confirm'),
        pendingLabel: t('members.confirmRemove.pending'),
        acknowledgement: undefined,
      };
    case 'makeOwner':
      return {
        title: t('transfer.confirmTitle', values),
        description: (
          <>
            <span>{t('transfer.confirmDescription', values)}</span>
            <strong className="font-semibold text-red-800">{t('transfer.irreversible')}</strong>
          </>
        ),
        confirm: t('transfer.confirm'),
        pendingLabel: t('transfer.pending'),
        acknowledgement: t('transfer.acknowledge'),
      };
    default: {
      const toAdmin = action === 'makeAdmin';
      return {
        title: t(toAdmin ? 'members.confirmRole.titleAdmin' : 'members.confirmRole.titleMember', values),
        description: t(
          toAdmin ? 'members.confirmRole.descriptionAdmin' : 'members.confirmRole.descriptionMember',
          values,
        ),
        confirm: t('members.confirmRole.confirm'),
        pendingLabel: t('members.confirmRole.pending'),
        acknowledgement: undefined,
      };
    }
  }
}
