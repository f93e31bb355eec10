import { isCalendarDate } from '@shared/calendar-dates';
import { REPEAT_UNITS, TASK_REPEAT_EVERY_MAX } from '@shared/constants';
import type { RepeatUnit, Task, UpdateTaskBody } from '@shared/schemas/tasks';

/** What the task form holds: text as typed; an empty string is "not set". */
export type TaskDraft = {
  title: string;
  notes: string;
  dueDate: string;
  assigneeId: string;
  repeatEvery: string;
  repeatUnit: RepeatUnit | '';
};

/** A checked draft: the fields as the server takes them, null for "not set". */
export type TaskFields = {
  title: string;
  notes: string | null;
  dueDate: string | null;
  assigneeId: string | null;
  repeatEvery: number | null;
  repeatUnit: RepeatUnit | null;
};

export type TaskProblem = 'title' | 'dueDate' | 'repeatEvery' | 'repeatTogether';

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

/**
 * Checks a draft: the title is required (after trim); a due date must be a real date; a repeat
 * needs both a whole number from 1 to TASK_REPEAT_EVERY_MAX and a unit, or neither.
 */
export function checkTaskDraft(draft: TaskDraft): { problems: TaskProblem[]; fields: TaskFields | null } {
  const problems: TaskProblem[] = [];
  const title = draft.title.trim();
  if (!title) problems.push('title');
  const dueDate = draft.dueDate.trim();
  if (dueDate && !isCalendarDate(dueDate)) problems.push('dueDate');
  const everyText = draft.repeatEvery.trim();
  const repeatEvery = /^\d+$/.test(everyText) ? Number(everyText) : Number.NaN;
  if (everyText && !(repeatEvery >= 1 && repeatEvery <= TASK_REPEAT_EVERY_MAX)) problems.push('repeatEvery');
  if (Boolean(everyText) !== Boolean(draft.repeatUnit)) problems.push('repeatTogether');
  if (problems.length > 0) return { problems, fields: null };
  return {
    problems,
    fields: {
      title,
      notes: draft.notes.trim() || null,
      dueDate: dueDate || null,
      assigneeId: draft.assigneeId || null,
      repeatEvery: everyText ? repeatEvery : null,
      repeatUnit: draft.repeatUnit || null,
    },
  };
}

/** The fields that differ from `task`, for PATCH /api/tasks/{id} (empty when nothing changed). */
export function changedTaskFields(task: Task, fields: TaskFields): UpdateTaskBody {
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
