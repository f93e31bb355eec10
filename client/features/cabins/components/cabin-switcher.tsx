import { intentLoader } from '@/lib/intent-loader';
import { usePopupIntent } from '@/lib/use-popup-intent';
import { useUserCabins } from '../api/get-user-cabins';
import { CabinSwitcherButton } from './cabin-switcher-button';

// The menu's code (Radix's menu and positioning, the new-cabin and join forms' dialog) is not
// needed to show its button (issue #18).
const switcherMenuCode = intentLoader(() => import('./cabin-switcher-menu'));

/**
 * Desktop header dropdown listing the user's cabins (product section 2), shown only when the user
 * has more than one. Owned cabins carry an owner badge; the current one is checked. Choosing
 * another makes it the current cabin; "New cabin" and "Join a cabin" open the same forms as
 * Settings -> My cabins (issue #13).
 */
export function CabinSwitcher() {
  const cabins = useUserCabins().data ?? [];
  const [loaded, intent, arrival] = usePopupIntent(switcherMenuCode);
  if (cabins.length <= 1) return null;
  if (loaded) {
    const CabinSwitcherMenu = loaded.default;
    return <CabinSwitcherMenu cabins={cabins} {...arrival} />;
  }
  return <CabinSwitcherButton aria-haspopup="menu" aria-expanded={false} data-state="closed" {...intent} />;
}
