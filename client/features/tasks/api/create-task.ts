import type { CreateTaskBody, Task } from '@shared/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tasksQueryKeyBase } from './get-tasks';

/** POST /api/tasks: add a task to the current cabin's maintenance log. */
export function createTask(body: CreateTaskBody): Promise<Task> {
  return apiFetch<Task>('/api/tasks', { method: 'POST', body });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKeyBase }),
  });
}
