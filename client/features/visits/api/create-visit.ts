import type { CreateVisitBody, Visit } from '@shared/schemas/visits';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { toastFailure } from '@/components/toast/notify';
import { useCurrentUser } from '@/features/auth';
import { useCurrentCabinId } from '@/features/cabins';
import { isCabinChanged, newUnsentId, offlineWrite, writesWait } from '@/features/offline';
import { apiFetch } from '@/lib/api-client';
import { visitsQueryKey, visitsQueryKeyBase } from './get-visits';

export const createVisitMutationKey = ['visits', 'create'] as const;

/** The entry, and how it is shown until the server has it (it may wait offline). */
export type CreateVisitVariables = {
  body: CreateVisitBody;
  cabinId: string | null;
  unsent: Visit;
  /** Written offline: nobody is waiting on the answer, so a refusal is said here. */
  queued: boolean;
  /** What the write is, named in the queue's notice: the visitor. */
  label: string;
};

/** POST /api/visits: log a visit in the guest book; it may not start after today. */
export function createVisit(body: CreateVisitBody, cabinId?: string | null): Promise<Visit> {
  // A queued entry goes to the cabin it was written in, or is refused (issue #36).
  return apiFetch<Visit>('/api/visits', { method: 'POST', body, cabinId });
}

/**
 * A write that may wait offline (decision 034): the entry shows in the guest book at once, also
 * while it waits for the network, and the server's entry takes its place.
 */
export function createVisitWrite(queryClient: QueryClient) {
  return offlineWrite<Visit, CreateVisitVariables>({
    mutationKey: createVisitMutationKey,
    mutationFn: ({ body, cabinId }) => createVisit(body, cabinId),
    onMutate: async ({ cabinId, unsent }) => {
      await queryClient.cancelQueries({ queryKey: visitsQueryKey(cabinId) });
      queryClient.setQueryData<Visit[]>(visitsQueryKey(cabinId), (visits) =>
        visits ? [unsent, ...visits] : visits,
      );
    },
    onError: (error, { cabinId, unsent, queued }) => {
      queryClient.setQueryData<Visit[]>(visitsQueryKey(cabinId), (visits) =>
        visits?.filter((visit) => visit.id !== unsent.id),
      );
      // Refused because the cabin changed: kept and said in the queue's notice instead.
      if (queued && !isCabinChanged(error)) toastFailure(i18n.t('visits:errors.saveFailed'), error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitsQueryKeyBase }),
  });
}

export function useCreateVisit() {
  const queryClient = useQueryClient();
  const cabinId = useCurrentCabinId();
  const user = useCurrentUser();
  const mutation = useMutation(createVisitWrite(queryClient));
  return {
    ...mutation,
    /** Logs `body`; resolves with the server's entry (offline: once it has been sent). */
    add: (body: CreateVisitBody) =>
      mutation.mutateAsync({
        body,
        cabinId,
        queued: writesWait(),
        label: body.visitorName.trim(),
        unsent: {
          id: newUnsentId(),
          visitorName: body.visitorName.trim(),
          message: body.message?.trim() || null,
          startDate: body.startDate,
          endDate: body.endDate,
          adults: body.adults ?? 1,
          children: body.children ?? 0,
          user: { id: user.id, fullName: user.fullName, displayName: user.displayName },
          createdAt: new Date().toISOString(),
          photos: [],
        },
      }),
  };
}
