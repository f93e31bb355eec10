import { useMutationState } from '@tanstack/react-query';
import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { signatureOf } from '../lib/device-cache-writer';
import { useKeptWrites } from '../lib/kept-writes';
import { OFFLINE_WRITES_SCOPE } from '../lib/offline-write';

/**
 * "Waiting to send (N)": the writes kept on this device until the network is back (decision 034).
 * They are sent by themselves, in order; the strip goes when the last one is through. A write is
 * counted once it is written to the device (issue #36 item 15): the app closed the moment after
 * it shows as waiting still has it.
 */
export function PendingWritesNotice() {
  const { t } = useTranslation('shell');
  const kept = useKeptWrites();
  const paused = useMutationState({
    filters: {
      status: 'pending',
      predicate: (mutation) =>
        mutation.state.isPaused && mutation.options.scope?.id === OFFLINE_WRITES_SCOPE.id,
    },
    select: signatureOf,
  });
  const waiting = kept === null ? paused.length : paused.filter((write) => kept.has(write)).length;
  return (
    <div role="status" aria-live="polite">
      {waiting === 0 ? null : (
        <p
          data-testid="pending-writes"
          className="mb-4 flex items-center gap-2 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900"
        >
          <CloudUpload className="size-4 shrink-0" aria-hidden="true" />
          <span>{t('offlineWrites.waiting', { count: waiting })}</span>
        </p>
      )}
    </div>
  );
}
