import type { User } from '@shared/schemas/auth';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '@/components/person-avatar';
import { cn } from '@/lib/cn';
import { nameOf } from '@/lib/names';

export type UserMenuVariant = 'desktop' | 'mobile';

/**
 * The user menu's button: avatar and name in the desktop header, the avatar alone in the mobile
 * top bar. The same button before the menu's code has loaded and as the menu's trigger after.
 */
export function UserMenuButton({
  user,
  variant,
  className,
  ...props
}: { user: User; variant: UserMenuVariant } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  const name = nameOf(user);
  const desktop = variant === 'desktop';
  return (
    <button
      type="button"
      data-testid={desktop ? 'user-menu-trigger' : 'mobile-user-menu-trigger'}
      aria-label={t('userMenu.label', { name })}
      className={cn(
        'flex items-center gap-2 rounded-full text-sm font-medium text-slate-800 transition-colors hover:bg-sand-100 data-[state=open]:bg-sand-100',
        desktop ? 'py-1 pr-3 pl-1' : 'p-1',
        className,
      )}
      {...props}
    >
      <PersonAvatar person={user} />
      {desktop ? (
        <>
          <span className="max-w-48 truncate">{name}</span>
          <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
        </>
      ) : null}
    </button>
  );
}
