import { buttonClass } from '@/components/ui/button-variants';
import { useFirstPaintTranslation } from '@/lib/first-paint-translation';
import { applyUpdate, postponeUpdate, useUpdateWaiting } from '../lib/service-worker-update';

/**
 * "A new version is ready" (decision 013): shown while a new service worker waits. Update now
 * reloads into the new version; Later keeps this one until every Hytta tab has been closed.
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const { t } = useFirstPaintTranslation('pwa');
  if (!waiting) return null;
  return (
    <section
      aria-label={t('update.label')}
      data-testid="update-prompt"
      className="fixed inset-x-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-brand-100 bg-white p-4 shadow-lg md:bottom-6"
    >
      <p role="status" className="min-w-0 flex-1 text-sm text-slate-900">
        {t('update.ready')}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          onClick={postponeUpdate}
        >
          {t('update.later')}
        </button>
        <button type="button" className={buttonClass({ size: 'sm' })} onClick={applyUpdate}>
          {t('update.apply')}
        </button>
      </div>
    </section>
  );
}
