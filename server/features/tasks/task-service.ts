import { dateInTimeZone, occurrenceDate } from '@shared/calendar-dates';
import { can } from '@shared/policy';
import {
  type createTaskBodySchema,
  REPEAT_TOGETHER_MESSAGE,
  type Task,
  type updateTaskBodySchema,
} from '@shared/schemas/tasks';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client';
import { fullNamedPersonAt } from '../../db/people';
import { tasks } from '../../db/schema';
import { type NewNotification, recordEffects } from '../../effects/record-effects';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership, roleIn } from '../cabins';
import { fullNameOf } from '../notifications';

const taskNotFound = () => notFound('Task not found', 'task_not_found');

function taskQuery(db: Executor) {
  return db
    .select({
      task: tasks,
      assignee: fullNamedPersonAt(tasks.assigneeId),
      createdBy: fullNamedPersonAt(tasks.createdByUserId),
      completedBy: fullNamedPersonAt(tasks.completedByUserId),
    })
    .from(tasks)
    .$dynamic();
}

type TaskRow = Awaited<ReturnType<typeof taskQuery>>[number];

function toTask({ task, assignee, createdBy, completedBy }: TaskRow): Task {
  return {
    id: task.id,
    title: task.title,
    notes: task.notes,
    dueDate: task.dueDate,
    assignee,
    repeatEvery: task.repeatEvery,
    repeatUnit: task.repeatUnit,
    status: task.status,
    createdBy,
    completedBy,
    completedAt: task.completedAt?.toISOString() ?? null,
    createdAt: task.createdAt.toISOString(),
  };
}

async function findTask(db: Executor, cabinId: string, taskId: string): Promise<Task> {
  const [row] = await taskQuery(db)
    .where(and(eq(tasks.cabinId, cabinId), eq(tasks.id, taskId)))
    .limit(1);
  if (!row) throw taskNotFound();
  return toTask(row);
}

async function lockTask(tx: Transaction, cabinId: string, taskId: string) {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.cabinId, cabinId), eq(tasks.id, taskId)))
    .for('update');
  if (!row) throw taskNotFound();
  return row;
}

async function requireAssignable(db: Executor, cabinId: string, assigneeId: string | null | undefined) {
  if (assigneeId && (await roleIn(db, cabinId, assigneeId)) === null) {
    throw badRequest('The assignee must be a member of the cabin', 'assignee_not_member');
  }
}

/** The notification to a task's new assignee; none when they assigned it to themselves. */
async function assignmentNotifications(
  tx: Transaction,
  cabinId: string,
  actorId: string,
  assigneeId: string | null | undefined,
  taskTitle: string,
): Promise<NewNotification[]> {
  if (!assigneeId || assigneeId === actorId) return [];
  const byName = await fullNameOf(tx, actorId);
  return [
    { cabinId, recipientIds: [assigneeId], actorId, data: { type: 'task_assigned', taskTitle, byName } },
  ];
}

/** Open tasks by due date (undated last), then the log of done ones, latest first. */
export async function listTasks(db: Database, userId: string): Promise<Task[]> {
  const { cabinId } = await requireCurrentMembership(db, userId);
  const rows = await taskQuery(db)
    .where(eq(tasks.cabinId, cabinId))
    .orderBy(
      sql`case ${tasks.status} when 'open' then 0 else 1 end`,
      sql`case when ${tasks.status} = 'open' then ${tasks.dueDate} end asc nulls last`,
      desc(tasks.completedAt),
      asc(tasks.createdAt),
    );
  return rows.map(toTask);
}

export async function createTask(
  db: Database,
  userId: string,
  fields: z.output<typeof createTaskBodySchema>,
): Promise<Task> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    return addTaskIn(tx, cabinId, userId, fields);
  });
}

/**
 * Adds a task to a cabin inside the caller's transaction, with its live event and the assignee's
 * notification: the one way another feature (a handover's "needs fixing" line, issue #41) makes a
 * task, once it has checked who may.
 */
export async function addTaskIn(
  tx: Transaction,
  cabinId: string,
  userId: string,
  fields: z.output<typeof createTaskBodySchema>,
): Promise<Task> {
  await requireAssignable(tx, cabinId, fields.assigneeId);
  const repeats = fields.repeatEvery != null;
  const [created] = await tx
    .insert(tasks)
    .values({
      cabinId,
      title: fields.title,
      notes: fields.notes ?? null,
      dueDate: fields.dueDate ?? null,
      assigneeId: fields.assigneeId ?? null,
      repeatEvery: fields.repeatEvery ?? null,
      repeatUnit: fields.repeatUnit ?? null,
      repeatAnchor: repeats ? (fields.dueDate ?? null) : null,
      createdByUserId: userId,
    })
    .returning({ id: tasks.id });
  if (!created) throw new Error('insert returned no task');
  await recordEffects(tx, {
    live: [{ type: 'task_created', cabinId }],
    notifications: await assignmentNotifications(tx, cabinId, userId, fields.assigneeId, fields.title),
  });
  return findTask(tx, cabinId, created.id);
}

/** A task of the cabin, as the API answers it (a handover's line shows the task made of it). */
export async function taskOfCabin(db: Executor, cabinId: string, taskId: string): Promise<Task> {
  return findTask(db, cabinId, taskId);
}

/** Any member keeps the log up to date; a new due date or interval starts the series afresh. */
export async function updateTask(
  db: Database,
  userId: string,
  taskId: string,
  changes: z.output<typeof updateTaskBodySchema>,
): Promise<Task> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const current = await lockTask(tx, cabinId, taskId);
    await requireAssignable(tx, cabinId, changes.assigneeId);
    const repeatEvery = changes.repeatEvery !== undefined ? changes.repeatEvery : current.repeatEvery;
    const repeatUnit = changes.repeatUnit !== undefined ? changes.repeatUnit : current.repeatUnit;
    if ((repeatEvery == null) !== (repeatUnit == null))
      throw badRequest(REPEAT_TOGETHER_MESSAGE, 'validation');
    const dueDate = changes.dueDate !== undefined ? changes.dueDate : current.dueDate;
    const seriesChanged =
      dueDate !== current.dueDate || repeatEvery !== current.repeatEvery || repeatUnit !== current.repeatUnit;
    await tx
      .update(tasks)
      .set({
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        ...(changes.assigneeId !== undefined ? { assigneeId: changes.assigneeId } : {}),
        dueDate,
        repeatEvery,
        repeatUnit,
        ...(seriesChanged ? { repeatAnchor: repeatEvery != null ? dueDate : null, occurrence: 0 } : {}),
        updatedAt: new Date(),
      })
      .where(eq(tasks.id, taskId));
    const newAssigneeId = changes.assigneeId !== current.assigneeId ? changes.assigneeId : null;
    await recordEffects(tx, {
      live: [{ type: 'task_updated', cabinId }],
      notifications: await assignmentNotifications(
        tx,
        cabinId,
        userId,
        newAssigneeId,
        changes.title ?? current.title,
      ),
    });
    return findTask(tx, cabinId, taskId);
  });
}

/**
 * Marks a task done. A recurring one opens its next occurrence, due one interval after this one,
 * counted from the series' first due date (so the 31st stays the 31st where the month has one);
 * without a due date the series starts today.
 */
export async function completeTask(db: Database, now: Date, userId: string, taskId: string) {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const task = await lockTask(tx, cabinId, taskId);
    if (task.status === 'done') throw conflict('This task is already done', 'task_already_done');
    await tx
      .update(tasks)
      .set({ status: 'done', completedByUserId: userId, completedAt: now, updatedAt: now })
      .where(eq(tasks.id, taskId));
    let nextId: string | null = null;
    if (task.repeatEvery !== null && task.repeatUnit !== null) {
      const interval = { every: task.repeatEvery, unit: task.repeatUnit };
      const anchor = task.dueDate === null ? dateInTimeZone(now) : (task.repeatAnchor ?? task.dueDate);
      const occurrence = task.dueDate === null ? 1 : task.occurrence + 1;
      const [next] = await tx
        .insert(tasks)
        .values({
          cabinId,
          title: task.title,
          notes: task.notes,
          assigneeId: task.assigneeId,
          repeatEvery: task.repeatEvery,
          repeatUnit: task.repeatUnit,
          repeatAnchor: anchor,
          occurrence,
          dueDate: occurrenceDate(anchor, interval, occurrence),
          previousTaskId: task.id,
          createdByUserId: task.createdByUserId,
        })
        .returning({ id: tasks.id });
      nextId = next?.id ?? null;
    }
    await recordEffects(tx, {
      live: [
        { type: 'task_updated', cabinId },
        ...(nextId ? [{ type: 'task_created' as const, cabinId }] : []),
      ],
    });
    return {
      task: await findTask(tx, cabinId, taskId),
      next: nextId ? await findTask(tx, cabinId, nextId) : null,
    };
  });
}

/** Undoes a completion: the task is open again and the occurrence it opened (if untouched) goes. */
export async function reopenTask(db: Database, userId: string, taskId: string): Promise<Task> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const task = await lockTask(tx, cabinId, taskId);
    if (task.status !== 'done') throw conflict('This task is not done', 'task_not_done');
    const removed = await tx
      .delete(tasks)
      .where(and(eq(tasks.previousTaskId, taskId), eq(tasks.status, 'open')))
      .returning({ id: tasks.id });
    await tx
      .update(tasks)
      .set({ status: 'open', completedByUserId: null, completedAt: null, updatedAt: new Date() })
      .where(eq(tasks.id, taskId));
    await recordEffects(tx, {
      live: [
        { type: 'task_updated', cabinId },
        ...(removed.length > 0 ? [{ type: 'task_deleted' as const, cabinId }] : []),
      ],
    });
    return findTask(tx, cabinId, taskId);
  });
}

/** The creator or the owner removes a task (and with it its place in the log). */
export async function deleteTask(db: Database, userId: string, taskId: string) {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    const task = await lockTask(tx, cabinId, taskId);
    if (!can(role, 'editEntry', { isAuthor: task.createdByUserId === userId })) {
      throw forbidden('Only the one who created a task or the owner can delete it', 'not_your_task');
    }
    await tx.delete(tasks).where(eq(tasks.id, taskId));
    await recordEffects(tx, { live: [{ type: 'task_deleted', cabinId }] });
    return { message: 'Task deleted' };
  });
}
