import { WifiOff } from 'lucide-react';
import { useFirstPaintTranslation } from '@/lib/first-paint-translation';
import { useOnlineStatus } from '../lib/use-online-status';

/**
 * The signed-in shell's strip while the network is gone: what is shown may be out of date, and
 * changes wait (TanStack Query pauses them) until the connection is back.
 */
export function OfflineNotice() {
  const online = useOnlineStatus();
  const { t } = useFirstPaintTranslation('pwa');
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p
          data-testid="offline-notice"
          className="mb-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('offline.notice')}</span>
        </p>
      )}
    </div>
  );
}
