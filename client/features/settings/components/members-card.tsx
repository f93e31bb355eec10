import { can } from '@shared/policy';
import type { Cabin, CabinMember } from '@shared/schemas/cabins';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth';
import { useCabinMembers } from '@/features/cabins';
import { ResetLinkDialog } from '@/features/messages';
import { nameOf } from '@/lib/names';
import { useResetLinkMembers } from '../api/reset-link-members';
import { type MemberAction, memberActionsFor } from '../lib/member-actions';
import { MemberActionDialog, type PendingMemberAction } from './member-action-dialog';
import { MemberRow } from './member-row';

/**
 * The cabin's members with their roles. The owner can make others admin or member, make one
 * the owner and remove them; an admin can remove plain members; a member only sees the list.
 */
export function MembersCard({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const id = useId();
  const user = useCurrentUser();
  const members = useCabinMembers();
  const [pending, setPending] = useState<PendingMemberAction | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  const viewer = { id: user.id, role: cabin.role };
  // A reset link only where the server would make one (issue #36): no e-mail, no other cabin.
  const resetLinks = useResetLinkMembers(cabin.id, can(cabin.role, 'manageMembers'));
  const offersResetLink = (memberId: string) => resetLinks.data?.memberIds.includes(memberId) ?? false;
  const rows = (members.data ?? []).map((member) => ({
    member,
    actions: memberActionsFor(viewer, member).filter(
      (action) => action !== 'resetLink' || offersResetLink(member.id),
    ),
  }));
  const anyMenu = rows.some((row) => row.actions.length > 0);
  const count = members.data?.length ?? cabin.memberCount;

  const onAction = (action: MemberAction, member: CabinMember, from: HTMLElement | null) => {
    trigger.current = from;
    setPending({ action, member });
  };

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="members-card">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('members.title')}</CardTitle>
        <CardDescription>{t('members.count', { count })}</CardDescription>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <p className="text-sm text-slate-600" role="status">
            {tc('states.loading')}
          </p>
        ) : members.isError ? (
          <p className="text-sm font-medium text-red-700" role="alert">
            {t('members.loadFailed')}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" aria-labelledby={`${id}-title`}>
            {rows.map(({ member, actions }) => (
              <MemberRow
                key={member.id}
                member={member}
                isSelf={member.id === user.id}
                actions={actions}
                alignWithMenus={anyMenu}
                onAction={onAction}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <MemberActionDialog
        cabin={cabin}
        pending={pending?.action === 'resetLink' ? null : pending}
        onClose={() => setPending(null)}
        returnFocusTo={() => trigger.current}
      />
      <ResetLinkDialog
        open={pending?.action === 'resetLink'}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        member={
          pending?.action === 'resetLink' ? { id: pending.member.id, name: nameOf(pending.member) } : null
        }
        returnFocusTo={() => trigger.current}
      />
    </Card>
  );
}
