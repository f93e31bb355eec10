import { RefreshCw, WifiOff } from 'lucide-react';
import { LanguageSelect } from '@/components/language-select';
import { buttonClass } from '@/components/ui/button-variants';
import { useFirstPaintTranslation } from '@/lib/first-paint-translation';
import { useOnlineStatus } from '../lib/use-online-status';

/**
 * What the app shows when it cannot learn who is signed in because the network is gone (or the
 * server cannot be reached): the app's frame with the offline notice, instead of a blank page or
 * the browser's error. Offline the app picks up by itself when the network returns (TanStack
 * Query resumes the paused call); Try again asks at once.
 */
export function OfflineScreen({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const online = useOnlineStatus();
  const { t } = useFirstPaintTranslation('pwa');
  const { t: tc } = useFirstPaintTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
        <span className="flex items-center gap-2 text-lg font-semibold text-brand-700">
          <img src="/favicon.svg" alt="" className="size-8" />
          {tc('appName')}
        </span>
        <LanguageSelect />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <section
          data-testid="offline-screen"
          aria-labelledby="offline-title"
          className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm"
        >
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-800">
            <WifiOff className="size-6" aria-hidden="true" />
          </span>
          <h1 id="offline-title" className="mt-4 text-xl font-semibold text-slate-900">
            {online ? t('offline.unreachableTitle') : t('offline.title')}
          </h1>
          <p role="status" className="mt-2 text-sm text-slate-600">
            {online ? t('offline.unreachableBody') : t('offline.body')}
          </p>
          <button type="button" className={buttonClass({}, 'mt-6')} onClick={onRetry} disabled={retrying}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('offline.retry')}
          </button>
        </section>
      </main>
    </div>
  );
}
