import type { Task } from '@shared/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { handoversQueryKeyBase } from './get-handover';

export type MakeHandoverTaskVariables = { bookingId: string; index: number };

/** POST /api/bookings/{id}/handover/tasks: a "needs fixing" line becomes a task (once). */
export function makeHandoverTask({ bookingId, index }: MakeHandoverTaskVariables): Promise<Task> {
  return apiFetch<Task>(`/api/bookings/${encodeURIComponent(bookingId)}/handover/tasks`, {
    method: 'POST',
    body: { index },
  });
}

export function useMakeHandoverTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeHandoverTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: handoversQueryKeyBase }),
  });
}
