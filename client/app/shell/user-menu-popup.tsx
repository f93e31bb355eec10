import type { User } from '@shared/schemas/auth';
import { LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth';
import { nameOf } from '@/lib/names';
import { type PopupArrival, useArrivalFocus } from '@/lib/use-popup-intent';
import { UserMenuButton, type UserMenuVariant } from './user-menu-button';

/**
 * The user menu itself (Radix), a chunk of its own that UserMenu loads on intent (issue #18):
 * Settings and Sign out.
 */
export default function UserMenuPopup({
  user,
  variant,
  defaultOpen,
  focusTrigger,
}: { user: User; variant: UserMenuVariant } & PopupArrival) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const logout = useLogout();
  const [, navigate] = useLocation();
  const trigger = useArrivalFocus<HTMLButtonElement>({ defaultOpen, focusTrigger });

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton ref={trigger} user={user} variant={variant} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex flex-col">
          <span className="truncate font-semibold text-slate-900">{nameOf(user)}</span>
          <span className="truncate text-xs font-normal text-slate-600">@{user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <Settings aria-hidden="true" />
          {t('userMenu.settings')}
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          {tc('actions.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
