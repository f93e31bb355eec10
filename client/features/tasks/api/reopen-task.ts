import type { Task } from '@shared/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tasksQueryKeyBase } from './get-tasks';

export type ReopenTaskVariables = { id: string };

/**
 * POST /api/tasks/{id}/reopen: a done task back to open; the open next occurrence its completion
 * created is removed.
 */
export function reopenTask({ id }: ReopenTaskVariables): Promise<Task> {
  return apiFetch<Task>(`/api/tasks/${encodeURIComponent(id)}/reopen`, { method: 'POST' });
}

export function useReopenTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKeyBase }),
  });
}
