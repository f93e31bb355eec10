import { formatDateRangeText } from '@shared/date-text';
import { can } from '@shared/policy';
import type { HandoverView, handoverBodySchema } from '@shared/schemas/handovers';
import type { Task } from '@shared/schemas/tasks';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, sqlStateOf } from '../../db/client';
import { handovers, handoverTasks } from '../../db/schema-handovers';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, forbidden } from '../../http/errors';
import { addTaskIn, taskOfCabin } from '../tasks';
import { tellIfLate } from './handover-notices';
import { readHandover } from './handover-read';
import { handoverNotFound, requireWritable, stayAccess } from './handover-stay';

// The handover note (issue #41, part 1; decision 060): read by every member, written in place by
// whoever took part in the stay (or the owner and admins) while its window is open.

/** GET /api/bookings/{id}/handover. */
export async function getHandoverView(
  db: Database,
  now: Date,
  userId: string,
  bookingId: string,
): Promise<HandoverView> {
  return db.transaction(async (tx) => {
    const { stay, role, open, mayWrite } = await stayAccess(tx, now, userId, bookingId);
    const handover = stay.status === 'approved' ? await readHandover(tx, bookingId) : null;
    const isWriter = handover?.writtenBy?.id === userId;
    return {
      stay: { id: stay.id, startDate: stay.startDate, endDate: stay.endDate, bookerName: stay.bookerName },
      open,
      canWrite: open && mayWrite,
      canMakeTasks: handover !== null && can(role, 'makeHandoverTask', { isWriter }),
      handover,
    };
  });
}

/**
 * PUT /api/bookings/{id}/handover: writes the note anew. The "needs fixing" lines are replaced;
 * a task made of a line keeps its link only while the line at that place is the same text.
 */
export async function writeHandover(
  db: Database,
  now: Date,
  userId: string,
  bookingId: string,
  body: z.output<typeof handoverBodySchema>,
): Promise<HandoverView> {
  await db.transaction(async (tx) => {
    const { stay } = await requireWritable(tx, now, userId, bookingId);
    const before = await readHandover(tx, bookingId);
    const fields = { ...body, writtenBy: userId, updatedAt: now };
    await tx
      .insert(handovers)
      .values({ bookingId, cabinId: stay.cabinId, ...fields, createdAt: now })
      .onConflictDoUpdate({ target: handovers.bookingId, set: fields });
    for (const [index, line] of (before?.needsFixing ?? []).entries()) {
      if (line.taskId && body.needsFixing[index] !== line.text) {
        await tx
          .delete(handoverTasks)
          .where(and(eq(handoverTasks.bookingId, bookingId), eq(handoverTasks.itemIndex, index)));
      }
    }
    await tellIfLate(tx, now, stay);
    await recordEffects(tx, { live: [{ type: 'handover_changed', cabinId: stay.cabinId }] });
  });
  return getHandoverView(db, now, userId, bookingId);
}

/**
 * POST /api/bookings/{id}/handover/tasks: a "needs fixing" line becomes a maintenance task, once
 * (decision 060): asked again, the answer is the task already made (a double tap makes one).
 */
export async function makeHandoverTask(
  db: Database,
  now: Date,
  userId: string,
  bookingId: string,
  index: number,
  language: 'no' | 'en',
): Promise<{ task: Task; created: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const { stay, role } = await stayAccess(tx, now, userId, bookingId, true);
      const handover = await readHandover(tx, bookingId);
      if (!handover || stay.status !== 'approved') throw handoverNotFound();
      if (!can(role, 'makeHandoverTask', { isWriter: handover.writtenBy?.id === userId })) {
        throw forbidden(
          'Only the handover’s writer, the owner and the admins make tasks of it',
          'not_your_handover',
        );
      }
      const line = handover.needsFixing[index];
      if (!line) throw badRequest('index: there is no such line that needs fixing', 'validation');
      if (line.taskId) return { task: await taskOfCabin(tx, stay.cabinId, line.taskId), created: false };
      const dates = formatDateRangeText(stay.startDate, stay.endDate, language);
      const task = await addTaskIn(tx, stay.cabinId, userId, {
        title: line.text,
        notes:
          language === 'no'
            ? `Fra overleveringen etter oppholdet ${dates} (${stay.bookerName}).`
            : `From the handover after the stay ${dates} (${stay.bookerName}).`,
      });
      await tx.insert(handoverTasks).values({ bookingId, itemIndex: index, taskId: task.id });
      await recordEffects(tx, { live: [{ type: 'handover_changed', cabinId: stay.cabinId }] });
      return { task, created: true };
    });
  } catch (error) {
    // 23505: two taps at once; the stay's lock makes it rare, the second answer is the first task.
    if (sqlStateOf(error) !== '23505') throw error;
    const handover = await readHandover(db, bookingId);
    const taskId = handover?.needsFixing[index]?.taskId;
    if (!taskId) throw error;
    const { stay } = await stayAccess(db, now, userId, bookingId);
    return { task: await taskOfCabin(db, stay.cabinId, taskId), created: false };
  }
}
