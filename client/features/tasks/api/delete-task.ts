import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tasksQueryKeyBase } from './get-tasks';

export type DeleteTaskVariables = { id: string };

/** DELETE /api/tasks/{id}: remove a task from the maintenance log. */
export function deleteTask({ id }: DeleteTaskVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/tasks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKeyBase }),
  });
}
