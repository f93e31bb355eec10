import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@shared/constants';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { dismissToast, useToasts } from './toast-store';

const variantClasses = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-brand-100 bg-brand-50 text-brand-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

/** Radix Toast gives the spec's F8 hotkey and swipe-right-to-dismiss (threshold 50 px). */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('toast.label')}
    >
      {toasts.map((entry) => (
        <Toast.Root
          key={entry.id}
          open={entry.open}
          duration={entry.duration}
          type={entry.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(entry.id);
          }}
          data-testid="toast"
          data-variant={entry.variant ?? 'default'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] transition-opacity',
            variantClasses[entry.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            {entry.title ? <Toast.Title className="text-sm font-semibold">{entry.title}</Toast.Title> : null}
            {entry.description ? (
              <Toast.Description className="text-sm opacity-90">{entry.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={t('toast.dismiss')}
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={t('toast.region', { hotkey: TOAST_HOTKEY })}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px] md:top-0 md:bottom-auto"
      />
    </Toast.Provider>
  );
}
