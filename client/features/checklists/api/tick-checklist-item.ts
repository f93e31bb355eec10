import type { ChecklistRun } from '@shared/schemas/checklists';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { toastFailure } from '@/components/toast/notify';
import { useCurrentUser } from '@/features/auth';
import { useCurrentCabinId } from '@/features/cabins';
import { isCabinChanged, isGoneError, offlineWrite, toastDroppedWrite, writesWait } from '@/features/offline';
import { apiFetch } from '@/lib/api-client';
import { nameOf } from '@/lib/names';
import { checklistRunQueryKey } from './get-checklist-run';
import { checklistRunsQueryKeyBase } from './get-checklist-runs';

export type TickChecklistItemVariables = {
  runId: string;
  itemId: string;
  done: boolean;
  /** The cabin the tick was made in (a queued tick is sent later, issue #36). */
  cabinId?: string | null;
};

const tickMutationKey = ['checklist-run', 'tick'] as const;

/** The tick, and what it needs to be shown before the server has it (it may wait offline). */
type TickWrite = TickChecklistItemVariables & {
  cabinId: string | null;
  /** What the write is, named in the queue's notice: the item's text. */
  label: string;
  /** The item's text, to name it if it was deleted meanwhile. */
  text: string;
  by: string;
  at: string;
  /** Made offline: nobody is waiting on the answer, so a refusal is said here. */
  queued: boolean;
};

/** PUT /api/checklist-runs/{id}/items/{itemId}: tick or untick; answers the whole run. */
export function tickChecklistItem({
  runId,
  itemId,
  done,
  cabinId,
}: TickChecklistItemVariables): Promise<ChecklistRun> {
  return apiFetch<ChecklistRun>(
    `/api/checklist-runs/${encodeURIComponent(runId)}/items/${encodeURIComponent(itemId)}`,
    { method: 'PUT', body: { done }, cabinId },
  );
}

/**
 * A write that may wait offline (decision 034): at the cabin with no signal the tick shows at once
 * with the ticker's name, waits on the device, and the server's run (who ticked first, and when)
 * replaces it once sent. A run or item deleted meanwhile drops the tick with a toast.
 */
export function tickChecklistItemWrite(queryClient: QueryClient) {
  return offlineWrite<ChecklistRun, TickWrite, { previous: ChecklistRun | undefined }>({
    mutationKey: tickMutationKey,
    mutationFn: tickChecklistItem,
    onMutate: async ({ cabinId, runId, itemId, done, by, at }) => {
      const queryKey = checklistRunQueryKey(cabinId, runId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ChecklistRun>(queryKey);
      queryClient.setQueryData<ChecklistRun>(queryKey, (run) =>
        run
          ? {
              ...run,
              items: run.items.map((item) =>
                item.id !== itemId || item.done === done
                  ? item
                  : { ...item, done, doneBy: done ? by : null, doneAt: done ? at : null, doneByGuest: null },
              ),
            }
          : run,
      );
      return { previous };
    },
    onError: (error, { cabinId, runId, text, queued }, context) => {
      if (isGoneError(error)) {
        toastDroppedWrite(text);
        return;
      }
      if (context?.previous) queryClient.setQueryData(checklistRunQueryKey(cabinId, runId), context.previous);
      // Refused because the cabin changed: kept and said in the queue's notice instead.
      if (queued && !isCabinChanged(error)) toastFailure(i18n.t('checklists:errors.tickFailed'), error);
    },
    onSuccess: (run, { cabinId }) => {
      // The answer is the run as the server has it now (who ticked and when).
      queryClient.setQueryData(checklistRunQueryKey(cabinId, run.id), run);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: checklistRunsQueryKeyBase }),
  });
}

export function useTickChecklistItem() {
  const queryClient = useQueryClient();
  const cabinId = useCurrentCabinId();
  const user = useCurrentUser();
  const mutation = useMutation(tickChecklistItemWrite(queryClient));
  return {
    ...mutation,
    /** Ticks or unticks `item`; resolves with the server's run (offline: once it has been sent). */
    tick: (runId: string, item: { id: string; text: string }, done: boolean) =>
      mutation.mutateAsync({
        runId,
        itemId: item.id,
        done,
        text: item.text,
        label: item.text,
        cabinId,
        by: nameOf(user),
        at: new Date().toISOString(),
        queued: writesWait(),
      }),
  };
}
