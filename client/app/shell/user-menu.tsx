import { useMe } from '@/features/auth';
import { intentLoader } from '@/lib/intent-loader';
import { usePopupIntent } from '@/lib/use-popup-intent';
import { UserMenuButton, type UserMenuVariant } from './user-menu-button';

// The menu's code (Radix's menu and positioning) is not needed to show its button (issue #18).
const userMenuCode = intentLoader(() => import('./user-menu-popup'));

/**
 * The user menu with Settings and Sign out: avatar and name in the desktop header, the avatar
 * alone in the mobile top bar.
 */
export function UserMenu({ variant }: { variant: UserMenuVariant }) {
  const user = useMe().data ?? null;
  const [loaded, intent, arrival] = usePopupIntent(userMenuCode);
  // Signing out empties the cache a moment before the app leaves the shell.
  if (!user) return null;
  if (loaded) {
    const UserMenuPopup = loaded.default;
    return <UserMenuPopup user={user} variant={variant} {...arrival} />;
  }
  return (
    <UserMenuButton
      user={user}
      variant={variant}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...intent}
    />
  );
}
