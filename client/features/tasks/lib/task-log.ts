import { compareCodeUnits } from '@shared/code-unit-order';
import { can } from '@shared/policy';
import type { Role } from '@shared/schemas/auth';
import type { Task } from '@shared/schemas/tasks';

export type TaskLog = {
  /** Open tasks by due date, earliest first; those without a due date last. */
  open: Task[];
  /** Done tasks, latest completed first. */
  done: Task[];
};

/** Earliest due date first, no due date last; ties by when the task was added. */
function compareOpen(a: Task, b: Task): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return compareCodeUnits(a.createdAt, b.createdAt) || compareCodeUnits(a.id, b.id);
}

/** Latest completion first. */
function compareDone(a: Task, b: Task): number {
  return compareCodeUnits(b.completedAt ?? '', a.completedAt ?? '') || compareCodeUnits(a.id, b.id);
}

/**
 * The maintenance log's two lists. The server already answers in this order; sorting here keeps
 * the page right whatever order the list arrives in.
 */
export function buildTaskLog(tasks: readonly Task[]): TaskLog {
  return {
    open: tasks.filter((task) => task.status === 'open').sort(compareOpen),
    done: tasks.filter((task) => task.status === 'done').sort(compareDone),
  };
}

/** An open task whose due date (a cabin date) is before `today` (the cabin's date, Europe/Oslo). */
export function isOverdue(task: Task, today: string): boolean {
  return task.status === 'open' && task.dueDate !== null && task.dueDate < today;
}

/**
 * Who may delete a task: the one who created it, or the cabin's owner (the server answers others
 * with 403 not_your_task). Every member may edit, complete and reopen.
 */
export function canDeleteTask(
  task: Pick<Task, 'createdBy'>,
  viewer: { userId: string; role: Role },
): boolean {
  return can(viewer.role, 'editEntry', { isAuthor: task.createdBy?.id === viewer.userId });
}
