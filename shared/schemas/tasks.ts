import { z } from 'zod';
import { isCalendarDate } from '../calendar-dates';
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

/**
 * The task form (issue #17): its fields as typed, an empty one meaning "not set"; the output is
 * the fields as the calls take them. A repeat needs both a number and a unit, or neither, told
 * beside the other fields' problems.
 */
export const taskFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(TASK_TITLE_MAX, `Title must be at most ${TASK_TITLE_MAX} characters`),
    notes: z.string().trim().max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`),
    dueDate: z
      .string()
      .trim()
      .refine((value) => value === '' || isCalendarDate(value), 'Enter a valid date'),
    assigneeId: z.string(),
    repeatEvery: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' ||
          (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= TASK_REPEAT_EVERY_MAX),
        `Repeat every must be a whole number from 1 to ${TASK_REPEAT_EVERY_MAX}`,
      ),
    repeatUnit: z.union([repeatUnitSchema, z.literal('')]),
  })
  .refine((task) => (task.repeatEvery.trim() === '') === (task.repeatUnit === ''), {
    path: ['repeatUnit'],
    message: 'Repeat needs both a number and a unit',
    when: (payload) => {
      const value = payload.value as { repeatEvery?: unknown; repeatUnit?: unknown } | undefined;
      return typeof value?.repeatEvery === 'string' && typeof value.repeatUnit === 'string';
    },
  })
  .transform((task) => ({
    title: task.title,
    notes: task.notes || null,
    dueDate: task.dueDate || null,
    assigneeId: task.assigneeId || null,
    repeatEvery: task.repeatEvery ? Number(task.repeatEvery) : null,
    repeatUnit: task.repeatUnit || null,
  }));
export type TaskFormFields = z.output<typeof taskFormSchema>;
