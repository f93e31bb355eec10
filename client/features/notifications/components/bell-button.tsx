import { Bell } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadBadgeText } from '../lib/notification-text';

/**
 * The bell with the unread count as a badge (`9+` above 9, none at 0): the same button before the
 * popover's code has loaded and as its trigger after.
 */
export function BellButton({ count, ...props }: { count: number } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('notifications');
  const badge = unreadBadgeText(count);
  return (
    <button
      type="button"
      data-testid="notification-bell"
      aria-label={count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')}
      className="relative flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-sand-100 data-[state=open]:bg-sand-100"
      {...props}
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
    </button>
  );
}
