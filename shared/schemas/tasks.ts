import { z } from 'zod';
import { NOTES_MAX, REPEAT_UNITS, TASK_REPEAT_EVERY_MAX, TASK_TITLE_MAX } from '../constants';
import { calendarDateSchema } from './bookings';

// The maintenance log (issue #5): recurring jobs such as chimney sweeping or winterizing.

export const TASK_STATUSES = ['open', 'done'] as const;
export { REPEAT_UNITS } from '../constants';
export const repeatUnitSchema = z.enum(REPEAT_UNITS, { message: 'Repeat unit must be week, month or year' });
export type RepeatUnit = z.infer<typeof repeatUnitSchema>;

const title = z
  .string({ message: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(TASK_TITLE_MAX, `Title must be at most ${TASK_TITLE_MAX} characters`);
const notes = z
  .string()
  .trim()
  .max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`)
  .nullable()
  .transform((value) => (value ? value : null));
const repeatEvery = z
  .number({ message: `Repeat every must be a whole number from 1 to ${TASK_REPEAT_EVERY_MAX}` })
  .int(`Repeat every must be a whole number from 1 to ${TASK_REPEAT_EVERY_MAX}`)
  .min(1, `Repeat every must be a whole number from 1 to ${TASK_REPEAT_EVERY_MAX}`)
  .max(TASK_REPEAT_EVERY_MAX, `Repeat every must be a whole number from 1 to ${TASK_REPEAT_EVERY_MAX}`)
  .nullable();

export const REPEAT_TOGETHER_MESSAGE = 'Repeat needs both a number and a unit';

export const createTaskBodySchema = z
  .object({
    title,
    notes: notes.optional(),
    dueDate: calendarDateSchema.nullable().optional(),
    assigneeId: z.string().min(1).max(200).nullable().optional(),
    repeatEvery: repeatEvery.optional(),
    repeatUnit: repeatUnitSchema.nullable().optional(),
  })
  .refine((body) => (body.repeatEvery == null) === (body.repeatUnit == null), {
    message: REPEAT_TOGETHER_MESSAGE,
    path: ['repeatUnit'],
    // Checked even when another field has a problem, so a form says all its problems at once (a
    // call answers with the first); not when there is no body at all.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

/** PATCH /api/tasks/{id}: any of the fields; null clears an optional one. */
export const updateTaskBodySchema = z.object({
  title: title.optional(),
  notes: notes.optional(),
  dueDate: calendarDateSchema.nullable().optional(),
  assigneeId: z.string().min(1).max(200).nullable().optional(),
  repeatEvery: repeatEvery.optional(),
  repeatUnit: repeatUnitSchema.nullable().optional(),
});
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;

const personSchema = z.object({ id: z.string(), fullName: z.string() });

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  dueDate: z.string().nullable(),
  assignee: personSchema.nullable(),
  repeatEvery: z.number().int().nullable(),
  repeatUnit: repeatUnitSchema.nullable(),
  status: z.enum(TASK_STATUSES),
  createdBy: personSchema.nullable(),
  completedBy: personSchema.nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** POST /api/tasks/{id}/complete: the completed task and, for a recurring one, the next occurrence. */
export const completeTaskResponseSchema = z.object({ task: taskSchema, next: taskSchema.nullable() });
export type CompleteTaskResponse = z.infer<typeof completeTaskResponseSchema>;

/** What the task form holds: text as typed; an empty string is "not set". */
export type TaskFormValues = {
  title: string;
  notes: string;
  dueDate: string;
  assigneeId: string;
  repeatEvery: string;
  repeatUnit: RepeatUnit | '';
};

/** A form's text, trimmed; an empty one is "not set". */
const textOrNull = (text: string) => text.trim() || null;

/**
 * The task form (issue #17): what it holds is read into the body of POST /api/tasks, which that
 * call's schema then checks; its output is that body, and its problems are the call's.
 */
export const taskFormSchema = z.preprocess((form: TaskFormValues) => {
  const repeatEvery = textOrNull(form.repeatEvery);
  return {
    ...form,
    dueDate: textOrNull(form.dueDate),
    assigneeId: textOrNull(form.assigneeId),
    // Digits only make a number; anything else is NaN, which the call's schema refuses.
    repeatEvery: repeatEvery === null ? null : /^\d+$/.test(repeatEvery) ? Number(repeatEvery) : Number.NaN,
    repeatUnit: form.repeatUnit || null,
  };
}, createTaskBodySchema);
export type TaskFormFields = z.output<typeof taskFormSchema>;
