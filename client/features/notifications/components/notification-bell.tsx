import { useTranslation } from 'react-i18next';
import { IconTooltip } from '@/components/ui/tooltip';
import { useMe } from '@/features/auth';
import { intentLoader } from '@/lib/intent-loader';
import { useIsMobile } from '@/lib/use-media-query';
import { usePopupIntent } from '@/lib/use-popup-intent';
import { useIdle } from '@/lib/when-idle';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { BellButton } from './bell-button';

// The popover's code (Radix's popover, positioning, the list) is not needed to show the bell and
// its count (issue #18).
const bellPopoverCode = intentLoader(() => import('./bell-popover'));

/** How long the list's first read waits at most for the browser to be idle after the bell shows. */
const LIST_IDLE_MAX_WAIT_MS = 3000;

/**
 * The notification bell (product section 2): the unread count as a badge and a popover listing
 * the notifications. The desktop header and the mobile top bar are both in the DOM (CSS shows
 * one), so each asks for its own variant and only the one for the current layout renders: there
 * is one bell on the page. Nothing shows for a signed-out user (signing out empties the cache a
 * moment before the app leaves the shell).
 */
export function NotificationBell({ variant }: { variant: 'desktop' | 'mobile' }) {
  const signedIn = Boolean(useMe().data);
  const isMobile = useIsMobile();
  if (!signedIn || isMobile !== (variant === 'mobile')) return null;
  return <Bell />;
}

function Bell() {
  const { t } = useTranslation('notifications');
  const count = useUnreadCount();
  // The list is polled with the count (product section 7), so it is there when the popover opens;
  // from the first idle moment, not before the first screen has painted (issue #18).
  useNotifications({ enabled: useIdle(LIST_IDLE_MAX_WAIT_MS) });
  const [loaded, intent, arrival] = usePopupIntent(bellPopoverCode);
  if (loaded) {
    const BellPopover = loaded.default;
    return <BellPopover count={count} {...arrival} />;
  }
  return (
    <IconTooltip label={t('bell.label')}>
      <BellButton
        count={count}
        aria-haspopup="dialog"
        aria-expanded={false}
        data-state="closed"
        {...intent}
      />
    </IconTooltip>
  );
}
