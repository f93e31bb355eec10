import { can } from '@shared/policy';
import type {
  Checklist,
  ChecklistKind,
  createChecklistBodySchema,
  updateChecklistBodySchema,
} from '@shared/schemas/checklists';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client';
import { checklistItems, checklists } from '../../db/schema-checklists';
import { recordEffects } from '../../effects/record-effects';
import { forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';

// Checklist templates of the caller's current cabin (issue #15, part two). Every member reads
// them; the owner and admins write them. A template's runs copy its items when they start
// (run-service.ts), so nothing here ever changes a run.

export const checklistNotFound = () => notFound('Checklist not found', 'checklist_not_found');

type ItemBody = z.output<typeof createChecklistBodySchema>['items'][number];

async function requireEditor(tx: Transaction, userId: string): Promise<string> {
  const { cabinId, role } = await requireCurrentMembership(tx, userId);
  if (!can(role, 'editChecklists')) {
    throw forbidden('Only the owner or an admin can change checklists', 'owner_or_admin_only');
  }
  return cabinId;
}

/** The cabin's templates (or the given ones) with their items in order, by kind then title. */
export async function checklistsOf(
  db: Executor,
  cabinId: string,
  ids?: readonly string[],
): Promise<Checklist[]> {
  const rows = await db
    .select()
    .from(checklists)
    .where(
      ids
        ? and(eq(checklists.cabinId, cabinId), inArray(checklists.id, [...ids]))
        : eq(checklists.cabinId, cabinId),
    )
    .orderBy(asc(checklists.title), asc(checklists.createdAt));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      id: checklistItems.id,
      checklistId: checklistItems.checklistId,
      text: checklistItems.text,
      action: checklistItems.action,
    })
    .from(checklistItems)
    .where(
      inArray(
        checklistItems.checklistId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(checklistItems.position));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    kind: row.kind,
    updatedAt: row.updatedAt.toISOString(),
    items: items
      .filter((item) => item.checklistId === row.id)
      .map(({ id, text, action }) => ({ id, text, ...(action === 'read_meter' ? { action } : {}) })),
  }));
}

async function findChecklist(db: Executor, cabinId: string, checklistId: string): Promise<Checklist> {
  const [found] = await checklistsOf(db, cabinId, [checklistId]);
  if (!found) throw checklistNotFound();
  return found;
}

/**
 * Replaces the items with these, in this order. An item that names one of this template's own
 * ids keeps that id; any other id (another template's, or made up) is simply a new item.
 */
async function replaceItems(tx: Transaction, checklistId: string, items: readonly ItemBody[]): Promise<void> {
  const existing = await tx
    .select({ id: checklistItems.id })
    .from(checklistItems)
    .where(eq(checklistItems.checklistId, checklistId));
  const own = new Set(existing.map((row) => row.id));
  const kept = new Set<string>();
  const rows = items.map((item, position) => {
    const id = item.id && own.has(item.id) && !kept.has(item.id) ? item.id : undefined;
    if (id) kept.add(id);
    return { ...(id ? { id } : {}), checklistId, text: item.text, action: item.action ?? null, position };
  });
  await tx.delete(checklistItems).where(eq(checklistItems.checklistId, checklistId));
  if (rows.length > 0) await tx.insert(checklistItems).values(rows);
}

export async function listChecklists(db: Database, userId: string): Promise<Checklist[]> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    return checklistsOf(tx, cabinId);
  });
}

export async function createChecklist(
  db: Database,
  userId: string,
  body: z.output<typeof createChecklistBodySchema>,
  now: Date,
): Promise<Checklist> {
  return db.transaction(async (tx) => {
    const cabinId = await requireEditor(tx, userId);
    const [created] = await tx
      .insert(checklists)
      .values({
        cabinId,
        title: body.title,
        kind: body.kind,
        createdAt: now,
        updatedAt: now,
        updatedBy: userId,
      })
      .returning({ id: checklists.id });
    if (!created) throw new Error('insert returned no checklist');
    await replaceItems(tx, created.id, body.items);
    await recordEffects(tx, { live: [{ type: 'checklists_changed', cabinId }] });
    return findChecklist(tx, cabinId, created.id);
  });
}

export async function changeChecklist(
  db: Database,
  userId: string,
  checklistId: string,
  body: z.output<typeof updateChecklistBodySchema>,
  now: Date,
): Promise<Checklist> {
  return db.transaction(async (tx) => {
    const cabinId = await requireEditor(tx, userId);
    const fields: { title?: string; kind?: ChecklistKind } = {};
    if (body.title !== undefined) fields.title = body.title;
    if (body.kind !== undefined) fields.kind = body.kind;
    // Locks the template, so two editors' item lists are written one after the other.
    const updated = await tx
      .update(checklists)
      .set({ ...fields, updatedAt: now, updatedBy: userId })
      .where(and(eq(checklists.cabinId, cabinId), eq(checklists.id, checklistId)))
      .returning({ id: checklists.id });
    if (updated.length === 0) throw checklistNotFound();
    if (body.items !== undefined) await replaceItems(tx, checklistId, body.items);
    await recordEffects(tx, { live: [{ type: 'checklists_changed', cabinId }] });
    return findChecklist(tx, cabinId, checklistId);
  });
}

/** Deletes the template and its items; its runs stay, with their own copies of the items. */
export async function removeChecklist(db: Database, userId: string, checklistId: string) {
  return db.transaction(async (tx) => {
    const cabinId = await requireEditor(tx, userId);
    const removed = await tx
      .delete(checklists)
      .where(and(eq(checklists.cabinId, cabinId), eq(checklists.id, checklistId)))
      .returning({ id: checklists.id });
    if (removed.length === 0) throw checklistNotFound();
    await recordEffects(tx, { live: [{ type: 'checklists_changed', cabinId }] });
    return { message: 'Checklist deleted' };
  });
}
