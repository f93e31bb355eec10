import type { Notification } from '@shared/schemas/notifications';
import { CheckCheck } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { toastFailure } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { InvitationList } from '@/features/cabins';
import { cn } from '@/lib/cn';
import { useRelativeTime } from '@/lib/use-relative-time';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { messageParagraphs, notificationPath } from '../lib/notification-text';

/**
 * The bell's popover (product section 2): a header with Mark all as read over a list area 320 px
 * high. Clicking an unread notification marks it read; a read one is plain text and sends
 * nothing. A failed mark-read is reported in a toast (the change is put back).
 */
export function NotificationPanel({ titleId }: { titleId: string }) {
  const { t } = useTranslation('notifications');
  const notifications = useNotifications();
  const unreadCount = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const listRef = useRef<HTMLElement>(null);
  const [, navigate] = useLocation();
  const list = notifications.data;
  const anyUnread = unreadCount > 0 || (list?.some((notification) => !notification.isRead) ?? false);

  const open = async (notification: Notification) => {
    if (notification.isRead) return;
    // A notification about a screen (the departure checklist) opens it as it is marked read.
    const path = notificationPath(notification.type);
    if (path) navigate(path);
    // The item stops being a button once read: keep the keyboard focus in the list.
    listRef.current?.focus({ preventScroll: true });
    try {
      await markRead.mutateAsync({ id: notification.id });
    } catch (error) {
      toastFailure(t('errors.markReadFailed'), error);
    }
  };

  const readAll = async () => {
    try {
      await markAll.mutateAsync();
    } catch (error) {
      toastFailure(t('errors.markAllReadFailed'), error);
    }
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 py-2 pr-2 pl-4">
        <h2 id={titleId} className="text-sm font-semibold text-slate-900">
          {t('title')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          data-testid="mark-all-read"
          disabled={!anyUnread || markAll.isPending}
          onClick={() => void readAll()}
          className="h-8 px-2 text-brand-700 hover:text-brand-900"
        >
          <CheckCheck aria-hidden="true" />
          {t('markAllRead')}
        </Button>
      </div>
      {/* Focusable so the list can be scrolled with the keyboard when nothing in it is a button. */}
      <section
        ref={listRef}
        data-testid="notification-list"
        aria-labelledby={titleId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="h-80 overflow-y-auto overscroll-contain outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-inset"
      >
        {/* Open invitations and ownership offers come first, to answer right here (issue #13). */}
        <div className="border-b border-slate-100 px-4 empty:hidden">
          <InvitationList compact />
        </div>
        {list ? (
          list.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-600" data-testid="notifications-empty">
              {t('empty')}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onOpen={() => void open(notification)} />
                </li>
              ))}
            </ul>
          )
        ) : notifications.isError ? (
          <LoadFailed onRetry={() => void notifications.refetch()} retrying={notifications.isFetching} />
        ) : (
          <Loading />
        )}
      </section>
    </>
  );
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation('notifications');
  const timeText = useRelativeTime()(notification.createdAt);
  const unread = !notification.isRead;
  const paragraphs = messageParagraphs(notification.message);

  const content = (
    <>
      {/* Unread: a dot, a bold title and (for screen readers) the word "Unread"; not colour alone. */}
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2.5 shrink-0 rounded-full',
          unread ? 'bg-brand-700' : 'border border-slate-300 bg-transparent',
        )}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className={cn('text-sm break-words text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
          {unread ? <span className="sr-only">{t('unread')}: </span> : null}
          {notification.title}
        </span>
        {paragraphs.map((paragraph, index) => (
          <span
            // Paragraphs have no identity of their own; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            data-testid="notification-paragraph"
            className={cn(
              'block text-sm break-words whitespace-pre-line text-slate-700',
              index > 0 && 'text-slate-600 italic',
            )}
          >
            {paragraph}
          </span>
        ))}
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          {notification.cabin ? (
            <span className="truncate font-medium text-slate-600">{notification.cabin.name}</span>
          ) : null}
          {notification.cabin ? <span aria-hidden="true">·</span> : null}
          <time dateTime={notification.createdAt} title={timeText.full ?? undefined}>
            {timeText.relative}
          </time>
        </span>
      </span>
    </>
  );

  const testId = `notification-item-${notification.id}`;
  const layout = 'flex w-full gap-3 px-4 py-3 text-left';
  const path = notificationPath(notification.type);
  if (!unread && path) {
    return (
      <Link
        href={path}
        data-testid={testId}
        data-read="true"
        className={cn(
          layout,
          'transition-colors hover:bg-sand-100 focus-visible:bg-sand-100 focus-visible:outline-none',
        )}
      >
        {content}
      </Link>
    );
  }
  if (!unread) {
    return (
      <div data-testid={testId} data-read="true" className={layout}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      data-testid={testId}
      data-read="false"
      onClick={onOpen}
      className={cn(
        layout,
        'bg-brand-50/60 transition-colors outline-none hover:bg-sand-100 focus-visible:bg-sand-100 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-inset',
      )}
    >
      {content}
    </button>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="px-4 py-8 text-center text-sm text-slate-600"
      data-testid="notifications-loading"
    >
      {t('states.loading')}
    </p>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-8 text-center" data-testid="notifications-error">
      <p role="alert" className="text-sm font-medium text-red-700">
        {t('loadFailed')}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {tc('actions.tryAgain')}
      </Button>
    </div>
  );
}
