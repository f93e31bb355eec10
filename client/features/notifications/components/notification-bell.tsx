import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTooltip } from '@/components/ui/tooltip';
import { useMe } from '@/features/auth';
import { useIsMobile } from '@/lib/use-media-query';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { unreadBadgeText } from '../lib/notification-text';
import { NotificationPanel } from './notification-panel';

/**
 * The notification bell (product section 2): the unread count as a badge (`9+` above 9, none at 0)
 * and a popover listing the notifications. The desktop header and the mobile top bar are both in
 * the DOM (CSS shows one), so each asks for its own variant and only the one for the current
 * layout renders: there is one bell on the page. Nothing shows for a signed-out user (signing
 * out empties the cache a moment before the app leaves the shell).
 */
export function NotificationBell({ variant }: { variant: 'desktop' | 'mobile' }) {
  const signedIn = Boolean(useMe().data);
  const isMobile = useIsMobile();
  if (!signedIn || isMobile !== (variant === 'mobile')) return null;
  return <BellPopover />;
}

function BellPopover() {
  const { t } = useTranslation('notifications');
  const count = useUnreadCount();
  // The list is polled with the count (product section 7), so it is there when the popover opens.
  useNotifications();
  const titleId = useId();
  const badge = unreadBadgeText(count);

  return (
    <Popover.Root>
      <IconTooltip label={t('bell.label')}>
        <Popover.Trigger
          data-testid="notification-bell"
          aria-label={count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')}
          className="relative flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-sand-100 data-[state=open]:bg-sand-100"
        >
          <Bell className="size-5" aria-hidden="true" />
          {badge ? (
            <span
              data-testid="notification-badge"
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
            >
              {badge}
            </span>
          ) : null}
        </Popover.Trigger>
      </IconTooltip>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={titleId}
          className="z-50 flex w-[min(20rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900 shadow-lg outline-none"
        >
          <NotificationPanel titleId={titleId} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
