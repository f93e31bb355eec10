import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PersonAvatar } from '@/components/person-avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout, useMe } from '@/features/auth';
import { cn } from '@/lib/cn';
import { nameOf } from '@/lib/names';

/**
 * The user menu with Settings and Sign out: avatar and name in the desktop header, the avatar
 * alone in the mobile top bar.
 */
export function UserMenu({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const user = useMe().data ?? null;
  const logout = useLogout();
  const [, navigate] = useLocation();
  // Signing out empties the cache a moment before the app leaves the shell.
  if (!user) return null;
  const name = nameOf(user);
  const desktop = variant === 'desktop';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid={desktop ? 'user-menu-trigger' : 'mobile-user-menu-trigger'}
        aria-label={t('userMenu.label', { name })}
        className={cn(
          'flex items-center gap-2 rounded-full text-sm font-medium text-slate-800 transition-colors hover:bg-sand-100 data-[state=open]:bg-sand-100',
          desktop ? 'py-1 pr-3 pl-1' : 'p-1',
        )}
      >
        <PersonAvatar person={user} />
        {desktop ? (
          <>
            <span className="max-w-48 truncate">{name}</span>
            <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
          </>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex flex-col">
          <span className="truncate font-semibold text-slate-900">{name}</span>
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
