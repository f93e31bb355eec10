import type { Task } from '@shared/schemas/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

/** Prefix of every task-list query, whatever the cabin. */
export const tasksQueryKeyBase = ['tasks'] as const;
/** The current cabin's maintenance log; keyed by its id so a cabin change never shows the old one. */
export const tasksQueryKey = (cabinId: string | null) => [...tasksQueryKeyBase, cabinId] as const;

/**
 * GET /api/tasks: the current cabin's tasks, open ones by due date (no due date last), then done
 * ones, latest completed first.
 */
export function getTasks(signal?: AbortSignal): Promise<Task[]> {
  return apiFetch<Task[]>('/api/tasks', { signal });
}

/** Made only with a current cabin. */
export const tasksQueryOptions = (cabinId: string | null) =>
  queryOptions({
    queryKey: tasksQueryKey(cabinId),
    queryFn: ({ signal }) => getTasks(signal),
    enabled: cabinId !== null,
  });

export function useTasks() {
  return useQuery(tasksQueryOptions(useCurrentCabinId()));
}
