import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NotificationBell } from '@/features/notifications';
import { BrandMark } from './brand-mark';
import { UserMenu } from './user-menu';

/**
 * Mobile (< 768 px): the title, a back arrow to / on every sub-page, the notification bell and the
 * avatar menu.
 */
export function MobileTopBar({ title, showBack }: { title: string; showBack: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-2 pt-[env(safe-area-inset-top)] backdrop-blur md:hidden">
      {showBack ? (
        <Link
          href="/"
          data-testid="back-button"
          aria-label={t('back')}
          className="flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-sand-100"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
      ) : (
        <BrandMark className="mx-1 size-7" />
      )}
      <p
        className="min-w-0 flex-1 truncate text-base font-semibold text-brand-900"
        data-testid="mobile-title"
      >
        {title}
      </p>
      <div className="flex shrink-0 items-center gap-1">
        <NotificationBell variant="mobile" />
        <UserMenu variant="mobile" />
      </div>
    </header>
  );
}
