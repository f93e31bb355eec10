import { REPEAT_UNITS } from '@shared/constants';
import type { RepeatUnit, Task, TaskFormFields, TaskFormValues, UpdateTaskBody } from '@shared/schemas/tasks';

/** What the task form holds: text as typed; an empty string is "not set". */
export type TaskDraft = TaskFormValues;

export function isRepeatUnit(value: string): value is RepeatUnit {
  return (REPEAT_UNITS as readonly string[]).includes(value);
}

/** The form's starting values: the task's own, or empty for a new one. */
export function taskDraftOf(task?: Task): TaskDraft {
  return {
    title: task?.title ?? '',
    notes: task?.notes ?? '',
    dueDate: task?.dueDate ?? '',
    assigneeId: task?.assignee?.id ?? '',
    repeatEvery: task?.repeatEvery == null ? '' : String(task.repeatEvery),
    repeatUnit: task?.repeatUnit ?? '',
  };
}

/** The fields that differ from `task`, for PATCH /api/tasks/{id} (empty when nothing changed). */
export function changedTaskFields(task: Task, fields: TaskFormFields): UpdateTaskBody {
  const changed: UpdateTaskBody = {};
  if (fields.title !== task.title) changed.title = fields.title;
  if (fields.notes !== (task.notes || null)) changed.notes = fields.notes;
  if (fields.dueDate !== task.dueDate) changed.dueDate = fields.dueDate;
  if (fields.assigneeId !== (task.assignee?.id ?? null)) changed.assigneeId = fields.assigneeId;
  if (fields.repeatEvery !== task.repeatEvery || fields.repeatUnit !== task.repeatUnit) {
    changed.repeatEvery = fields.repeatEvery;
    changed.repeatUnit = fields.repeatUnit;
  }
  return changed;
}
