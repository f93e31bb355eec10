import { z } from 'zod';
import {
  CHECKLIST_ITEM_TEXT_MAX,
  CHECKLIST_ITEMS_MAX,
  CHECKLIST_KINDS,
  CHECKLIST_TITLE_MAX,
} from './checklists-values';
import { updateBodyOf } from './update-body';

// Cabin checklists (issue #15, part two; docs/decisions/032-checklists.md): templates of ordered
// items that the owner and admins write, and runs that every member ticks. A run keeps a copy of
// the item texts as they were when it started, so it reads the same after the template changes.

export * from './checklists-values';

/**
 * What an item does besides being ticked (issue #41): 'read_meter' opens the meter-reading form
 * with the run's stay filled in. Answered only on items that have one.
 */
export const CHECKLIST_ITEM_ACTIONS = ['read_meter'] as const;
export const checklistItemActionSchema = z.enum(CHECKLIST_ITEM_ACTIONS, {
  message: "action must be 'read_meter' or null",
});

export const checklistItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  action: checklistItemActionSchema.optional(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(CHECKLIST_KINDS),
  items: z.array(checklistItemSchema),
  updatedAt: z.string(),
});
export type Checklist = z.infer<typeof checklistSchema>;

const checklistTitleSchema = z
  .string()
  .trim()
  .min(1, 'A checklist needs a title')
  .max(CHECKLIST_TITLE_MAX, `Title must be at most ${CHECKLIST_TITLE_MAX} characters`);
const checklistKindSchema = z.enum(CHECKLIST_KINDS, {
  message: 'Kind must be arrival, departure, seasonal or other',
});

/** An item as written: `id` keeps an unchanged item's id (optional; a new item has none). */
export const checklistItemBodySchema = z.object({
  id: z.uuid().optional(),
  text: z
    .string()
    .trim()
    .min(1, 'An item needs a text')
    .max(CHECKLIST_ITEM_TEXT_MAX, `An item must be at most ${CHECKLIST_ITEM_TEXT_MAX} characters`),
  action: checklistItemActionSchema.nullable().optional(),
});
const checklistItemsBodySchema = z
  .array(checklistItemBodySchema)
  .max(CHECKLIST_ITEMS_MAX, `A checklist has at most ${CHECKLIST_ITEMS_MAX} items`);

export const createChecklistBodySchema = z.object({
  title: checklistTitleSchema,
  kind: checklistKindSchema,
  items: checklistItemsBodySchema,
});
export type CreateChecklistBody = z.input<typeof createChecklistBodySchema>;

/** Any of the fields; `items` replaces every item, in the given order. */
export const updateChecklistBodySchema = updateBodyOf(createChecklistBodySchema);
export type UpdateChecklistBody = z.input<typeof updateChecklistBodySchema>;

/** The form behind both calls: the client's dialog checks the same rules the server does. */
export const checklistFormSchema = createChecklistBodySchema;
export type ChecklistFormFields = z.output<typeof checklistFormSchema>;

export const checklistRunItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Copied from the template's item (issue #41): 'read_meter' opens the meter-reading form. */
  action: checklistItemActionSchema.optional(),
  done: z.boolean(),
  /** Who ticked it, by name; null while not done, or when their account was deleted. */
  doneBy: z.string().nullable(),
  doneAt: z.string().nullable(),
  /** Ticked through a guest link (issue #41): shown as "Guest (label)"; null otherwise. */
  doneByGuest: z.object({ label: z.string().nullable() }).nullable().optional(),
});
export type ChecklistRunItem = z.infer<typeof checklistRunItemSchema>;

/** The stay a run belongs to, as it was when read: whose it is and its dates. */
export const checklistRunStaySchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  bookerName: z.string(),
});

const runFields = {
  id: z.string(),
  /** Null once the template is deleted: the run stays readable on its own. */
  checklistId: z.string().nullable(),
  /** The template's title and kind when the run started. */
  title: z.string(),
  kind: z.enum(CHECKLIST_KINDS),
  bookingId: z.string().nullable(),
  stay: checklistRunStaySchema.nullable(),
  startedAt: z.string(),
  /** Who started it, by name; null for a deleted account. */
  startedBy: z.string().nullable(),
};

export const checklistRunSchema = z.object({ ...runFields, items: z.array(checklistRunItemSchema) });
export type ChecklistRun = z.infer<typeof checklistRunSchema>;

/** A run in the list of runs: its items counted, not listed. */
export const checklistRunSummarySchema = z.object({
  ...runFields,
  itemCount: z.number().int().nonnegative(),
  doneCount: z.number().int().nonnegative(),
});
export type ChecklistRunSummary = z.infer<typeof checklistRunSummarySchema>;

export const startChecklistRunBodySchema = z.object({
  bookingId: z.uuid({ message: 'The stay must be a booking id' }).optional(),
});
export type StartChecklistRunBody = z.input<typeof startChecklistRunBodySchema>;

export const checklistRunsQuerySchema = z.object({ checklistId: z.uuid().optional() });

export const checklistRunItemParamsSchema = z.object({
  id: z.string().min(1).max(200),
  itemId: z.string().min(1).max(200),
});

export const tickChecklistItemBodySchema = z.object({ done: z.boolean() });
export type TickChecklistItemBody = z.input<typeof tickChecklistItemBodySchema>;
