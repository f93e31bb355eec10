import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { refreshAfterCabinChange, switchCabin, useUserCabins } from '@/features/cabins';
import {
  type AnyMutation,
  cabinOfWrite,
  dropRefusedWrite,
  isRefusedForCabin,
  labelOfWrite,
  sendRefusedWrites,
} from '../lib/refused-writes';

/**
 * "Not sent: you changed cabin" (issue #36): the writes of the queue the server refused because
 * the user is in another cabin now, grouped by the cabin they were made in. "Send to <cabin>"
 * makes that cabin current and sends them there; "Drop" removes one. Nothing is sent to the cabin
 * that happens to be open.
 */
export function RefusedWritesNotice() {
  const refused = useMutationState<AnyMutation>({
    filters: { predicate: isRefusedForCabin },
    select: (mutation) => mutation,
  });
  if (refused.length === 0) return null;
  const byCabin = new Map<string | null, AnyMutation[]>();
  for (const mutation of refused) {
    const cabinId = cabinOfWrite(mutation);
    byCabin.set(cabinId, [...(byCabin.get(cabinId) ?? []), mutation]);
  }
  return (
    <div className="mb-4 flex flex-col gap-3">
      {[...byCabin].map(([cabinId, writes]) => (
        <RefusedGroup key={cabinId ?? 'none'} cabinId={cabinId} writes={writes} />
      ))}
    </div>
  );
}

function RefusedGroup({ cabinId, writes }: { cabinId: string | null; writes: AnyMutation[] }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const cabinName = useUserCabins().data?.find((cabin) => cabin.id === cabinId)?.name ?? null;
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!cabinId) return;
    setSending(true);
    try {
      await sendRefusedWrites(queryClient, cabinId, async (id) => {
        await switchCabin({ cabinId: id });
        await refreshAfterCabinChange(queryClient);
      });
    } catch (error) {
      toastFailure(t('offlineWrites.refused.sendFailed'), error);
    } finally {
      setSending(false);
    }
  };
  return (
    <section
      data-testid="refused-writes"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <h2 className="flex items-center gap-2 font-medium">
        <CloudOff className="size-4 shrink-0" aria-hidden="true" />
        {t('offlineWrites.refused.title')}
      </h2>
      <p className="mt-1">
        {cabinName
          ? t('offlineWrites.refused.madeIn', { cabin: cabinName })
          : t('offlineWrites.refused.madeInUnknown')}
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {writes.map((mutation) => {
          const what = labelOfWrite(mutation) ?? t('offlineWrites.refused.aChange');
          return (
            <li key={mutation.mutationId} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate">{what}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('offlineWrites.refused.dropOne', { what })}
                onClick={() => dropRefusedWrite(queryClient, mutation)}
              >
                {t('offlineWrites.refused.drop')}
              </Button>
            </li>
          );
        })}
      </ul>
      {cabinId ? (
        <Button className="mt-2" size="sm" disabled={sending} onClick={() => void send()}>
          {cabinName
            ? t('offlineWrites.refused.sendTo', { cabin: cabinName })
            : t('offlineWrites.refused.sendToUnknown')}
        </Button>
      ) : null}
    </section>
  );
}
