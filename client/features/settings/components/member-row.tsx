import type { CabinMember } from '@shared/schemas/cabins';
import { Crown, KeyRound, MoreHorizontal, Shield, User, UserMinus } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '@/components/person-avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { IconTooltip } from '@/components/ui/tooltip';
import { RoleBadge } from '@/features/cabins';
import { nameOf } from '@/lib/names';
import type { MemberAction } from '../lib/member-actions';

type MemberRowProps = {
  member: CabinMember;
  isSelf: boolean;
  actions: MemberAction[];
  /** Whether some row has a menu: rows without one then keep its space so badges line up. */
  alignWithMenus: boolean;
  /** `trigger` is the row's menu button, to take the focus back after the dialog. */
  onAction: (action: MemberAction, member: CabinMember, trigger: HTMLElement | null) => void;
};

const ICONS = {
  makeAdmin: Shield,
  makeMember: User,
  makeOwner: Crown,
  resetLink: KeyRound,
  remove: UserMinus,
} as const;

/** One member: avatar, name, @username, role badge and, when allowed, a menu of actions. */
export function MemberRow({ member, isSelf, actions, alignWithMenus, onAction }: MemberRowProps) {
  const { t } = useTranslation('settings');
  const trigger = useRef<HTMLButtonElement>(null);
  const name = nameOf(member);
  const roleActions = actions.filter((action) => action !== 'remove');

  const item = (action: MemberAction) => {
    const Icon = ICONS[action];
    return (
      <DropdownMenuItem
        key={action}
        variant={action === 'remove' ? 'destructive' : 'default'}
        onSelect={() => onAction(action, member, trigger.current)}
        data-testid={`member-action-${action}`}
      >
        <Icon aria-hidden="true" />
        {t(`members.${action}`)}
      </DropdownMenuItem>
    );
  };

  return (
    <li
      className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
      data-testid={`member-row-${member.username}`}
    >
      <PersonAvatar person={member} className="size-10" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-slate-900">
          {name}
          {isSelf ? <span className="font-normal text-slate-600"> ({t('members.you')})</span> : null}
        </span>
        <span className="truncate text-sm text-slate-600">@{member.username}</span>
      </div>
      <RoleBadge value={member.role} />
      {actions.length > 0 ? (
        // Not modal: the confirmation dialog opened from an item manages focus and inertness.
        <DropdownMenu modal={false}>
          <IconTooltip label={t('members.actionsFor', { name })}>
            <DropdownMenuTrigger asChild>
              <Button
                ref={trigger}
                variant="ghost"
                size="icon"
                aria-label={t('members.actionsFor', { name })}
                data-testid={`member-actions-${member.username}`}
              >
                <MoreHorizontal aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
          </IconTooltip>
          <DropdownMenuContent align="end">
            {roleActions.map(item)}
            {roleActions.length > 0 && actions.includes('remove') ? <DropdownMenuSeparator /> : null}
            {actions.includes('remove') ? item('remove') : null}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : alignWithMenus ? (
        <span className="size-10 shrink-0" aria-hidden="true" />
      ) : null}
    </li>
  );
}
