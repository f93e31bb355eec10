import type { Task, UpdateTaskBody } from '@shared/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tasksQueryKeyBase } from './get-tasks';

export type UpdateTaskVariables = { id: string; body: UpdateTaskBody };

/** PATCH /api/tasks/{id}: change any of the fields; null clears an optional one. */
export function updateTask({ id, body }: UpdateTaskVariables): Promise<Task> {
  return apiFetch<Task>(`/api/tasks/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKeyBase }),
  });
}
