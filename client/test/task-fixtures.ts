import type { Task } from '@shared/schemas/tasks';
import { kariInFjellhytta } from './cabin-fixtures';

type Person = { id: string; fullName: string };
const personOf = ({ id, fullName }: Person) => ({ id, fullName });

/** An open, one-off task in Fjellhytta, created by Kari; overrides change any field. */
export function taskOf(
  id: string,
  title: string,
  { by = kariInFjellhytta, ...overrides }: Partial<Task> & { by?: Person } = {},
): Task {
  return {
    id,
    title,
    notes: null,
    dueDate: null,
    assignee: null,
    repeatEvery: null,
    repeatUnit: null,
    status: 'open',
    createdBy: personOf(by),
    completedBy: null,
    completedAt: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** `task` done by `by` at `completedAt`. */
export function doneTask(task: Task, completedAt: string, by: Person = kariInFjellhytta): Task {
  return { ...task, status: 'done', completedBy: personOf(by), completedAt };
}
