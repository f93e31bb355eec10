import {
  CHECKLIST_RUNS_LIST_MAX,
  type ChecklistRun,
  type ChecklistRunSummary,
  type checklistRunsQuerySchema,
  type startChecklistRunBodySchema,
} from '@shared/schemas/checklists';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { shownNameAt } from '../../db/people';
import { bookings } from '../../db/schema';
import { checklistItems, checklistRunItems, checklistRuns, checklists } from '../../db/schema-checklists';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import { checklistNotFound } from './checklist-service';

// Runs of the current cabin's checklists (issue #15, part two): every member starts and ticks
// them. A run copies the template's title, kind and item texts when it starts, so it reads the
// same after the template is edited or deleted. Ticks are announced live to the cabin.

const runNotFound = () => notFound('Checklist run not found', 'checklist_run_not_found');
const itemNotFound = () => notFound('Checklist item not found', 'checklist_item_not_found');

/** A run with who started it and the stay it is for. */
function runQuery(db: Executor) {
  return db
    .select({
      run: checklistRuns,
      startedBy: shownNameAt(checklistRuns.startedBy),
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      bookerName: shownNameAt(bookings.userId),
    })
    .from(checklistRuns)
    .leftJoin(bookings, eq(bookings.id, checklistRuns.bookingId))
    .$dynamic();
}

type RunRow = Awaited<ReturnType<typeof runQuery>>[number];
const runFieldsOf = ({ run, startedBy, startDate, endDate, bookerName }: RunRow) => ({
  id: run.id,
  checklistId: run.checklistId,
  title: run.title,
  kind: run.kind,
  bookingId: run.bookingId,
  startedAt: run.startedAt.toISOString(),
  startedBy,
  stay: startDate && endDate ? { startDate, endDate, bookerName: bookerName ?? '' } : null,
});

async function findRun(db: Executor, cabinId: string, runId: string): Promise<ChecklistRun> {
  const [row] = await runQuery(db)
    .where(and(eq(checklistRuns.cabinId, cabinId), eq(checklistRuns.id, runId)))
    .limit(1);
  if (!row) throw runNotFound();
  const items = await db
    .select({
      id: checklistRunItems.id,
      text: checklistRunItems.text,
      action: checklistRunItems.action,
      doneAt: checklistRunItems.doneAt,
      doneBy: shownNameAt(checklistRunItems.doneBy),
      guestLinkId: checklistRunItems.doneByGuestLinkId,
      guestLabel: checklistRunItems.doneByGuestLabel,
    })
    .from(checklistRunItems)
    .where(eq(checklistRunItems.runId, runId))
    .orderBy(asc(checklistRunItems.position));
  return {
    ...runFieldsOf(row),
    items: items.map((item) => ({
      id: item.id,
      text: item.text,
      ...(item.action === 'read_meter' ? { action: item.action } : {}),
      done: item.doneAt !== null,
      doneBy: item.doneAt ? item.doneBy : null,
      doneAt: item.doneAt?.toISOString() ?? null,
      doneByGuest:
        item.doneAt && (item.guestLinkId !== null || item.guestLabel !== null)
          ? { label: item.guestLabel }
          : null,
    })),
  };
}

/** A stay a run may belong to: an approved booking of this cabin. */
async function requireApprovedStay(db: Executor, cabinId: string, bookingId: string): Promise<void> {
  const [booking] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.cabinId, cabinId), eq(bookings.id, bookingId)))
    .limit(1);
  if (!booking) throw notFound('Booking not found', 'booking_not_found');
  if (booking.status !== 'approved') {
    throw badRequest('A checklist can only be run for an approved stay', 'checklist_stay_not_approved');
  }
}

export async function startRun(
  db: Database,
  userId: string,
  checklistId: string,
  { bookingId }: z.output<typeof startChecklistRunBodySchema>,
  now: Date,
): Promise<ChecklistRun> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    // Read under a share lock: an edit of the items waits, so the copy is one version of them.
    const [template] = await tx
      .select({ title: checklists.title, kind: checklists.kind })
      .from(checklists)
      .where(and(eq(checklists.cabinId, cabinId), eq(checklists.id, checklistId)))
      .for('share');
    if (!template) throw checklistNotFound();
    if (bookingId) await requireApprovedStay(tx, cabinId, bookingId);
    const [run] = await tx
      .insert(checklistRuns)
      .values({
        cabinId,
        checklistId,
        ...template,
        bookingId: bookingId ?? null,
        startedAt: now,
        startedBy: userId,
      })
      .returning({ id: checklistRuns.id });
    if (!run) throw new Error('insert returned no run');
    const items = await tx
      .select({ text: checklistItems.text, action: checklistItems.action, position: checklistItems.position })
      .from(checklistItems)
      .where(eq(checklistItems.checklistId, checklistId))
      .orderBy(asc(checklistItems.position));
    if (items.length > 0)
      await tx.insert(checklistRunItems).values(items.map((item) => ({ runId: run.id, ...item })));
    await recordEffects(tx, { live: [{ type: 'checklist_run_updated', cabinId }] });
    return findRun(tx, cabinId, run.id);
  });
}

export async function readRun(db: Database, userId: string, runId: string): Promise<ChecklistRun> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    return findRun(tx, cabinId, runId);
  });
}

/** The cabin's runs, newest first, of one template or of all (deleted templates' included). */
export async function listRuns(
  db: Database,
  userId: string,
  { checklistId }: z.output<typeof checklistRunsQuerySchema>,
): Promise<ChecklistRunSummary[]> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const rows = await runQuery(tx)
      .where(
        checklistId
          ? and(eq(checklistRuns.cabinId, cabinId), eq(checklistRuns.checklistId, checklistId))
          : eq(checklistRuns.cabinId, cabinId),
      )
      .orderBy(desc(checklistRuns.startedAt), desc(checklistRuns.id))
      .limit(CHECKLIST_RUNS_LIST_MAX);
    if (rows.length === 0) return [];
    const ids = rows.map(({ run }) => run.id);
    const counts = await tx
      .select({
        runId: checklistRunItems.runId,
        itemCount: count(),
        doneCount: count(checklistRunItems.doneAt),
      })
      .from(checklistRunItems)
      .where(inArray(checklistRunItems.runId, ids))
      .groupBy(checklistRunItems.runId);
    return rows.map((row) => {
      const counted = counts.find((entry) => entry.runId === row.run.id);
      return { ...runFieldsOf(row), itemCount: counted?.itemCount ?? 0, doneCount: counted?.doneCount ?? 0 };
    });
  });
}

/**
 * Ticks or unticks one item. Ticking an item that is already ticked keeps the first tick (who and
 * when); unticking clears it. Every member may do either.
 */
export async function tickItem(
  db: Database,
  userId: string,
  runId: string,
  itemId: string,
  done: boolean,
  now: Date,
): Promise<ChecklistRun> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const [run] = await tx
      .select({ id: checklistRuns.id })
      .from(checklistRuns)
      .where(and(eq(checklistRuns.cabinId, cabinId), eq(checklistRuns.id, runId)))
      .limit(1);
    if (!run) throw runNotFound();
    const [item] = await tx
      .select({ doneAt: checklistRunItems.doneAt })
      .from(checklistRunItems)
      .where(and(eq(checklistRunItems.runId, runId), eq(checklistRunItems.id, itemId)))
      .for('update');
    if (!item) throw itemNotFound();
    if (done !== (item.doneAt !== null)) {
      await tx
        .update(checklistRunItems)
        .set(
          done
            ? { doneAt: now, doneBy: userId }
            : { doneAt: null, doneBy: null, doneByGuestLinkId: null, doneByGuestLabel: null },
        )
        .where(eq(checklistRunItems.id, itemId));
      await recordEffects(tx, { live: [{ type: 'checklist_run_updated', cabinId }] });
    }
    return findRun(tx, cabinId, runId);
  });
}
