import { CabinSwitcher } from '@/features/cabins';
import { NotificationBell } from '@/features/notifications';
import { BrandMark } from './brand-mark';
import { UserMenu } from './user-menu';

/**
 * Desktop (>= 768 px): the cabin name, or the product name without a current cabin, the cabin
 * switcher (only with more than one cabin), the notification bell and the user menu.
 */
export function DesktopHeader({ title }: { title: string }) {
  return (
    <header className="sticky top-0 z-30 hidden h-16 items-center justify-between gap-4 border-b border-slate-200 bg-white/95 px-6 backdrop-blur md:flex">
      <div className="flex min-w-0 items-center gap-3">
        <BrandMark />
        <p className="truncate text-lg font-semibold text-brand-900" data-testid="shell-title">
          {title}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <CabinSwitcher />
        <NotificationBell variant="desktop" />
        <UserMenu variant="desktop" />
      </div>
    </header>
  );
}
