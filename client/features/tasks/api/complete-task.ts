import type { CompleteTaskResponse } from '@shared/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tasksQueryKeyBase } from './get-tasks';

export type CompleteTaskVariables = { id: string };

/**
 * POST /api/tasks/{id}/complete: mark a task done. For a recurring task `next` is the new open
 * occurrence, due one interval later; otherwise null.
 */
export function completeTask({ id }: CompleteTaskVariables): Promise<CompleteTaskResponse> {
  return apiFetch<CompleteTaskResponse>(`/api/tasks/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
  });
}

export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKeyBase }),
  });
}
