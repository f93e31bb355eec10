import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cabinMembers } from '../../db/schema';
import { expenseReceipts, expenses } from '../../db/schema-costs';
import { recordEffects } from '../../effects/record-effects';
import { notFound } from '../../http/errors';
import type { ProcessedPhoto } from '../photos';
import { findExpense, requireEditable } from './expense-service';

// An expense's receipt photo (issue #16): who may change the expense adds, replaces or removes
// it; every member of the expense's cabin sees it (whatever cabin they have open, as guest-book
// photos are served), so a receipt link keeps working after switching cabins.

export const receiptNotFound = () => notFound('Receipt not found', 'photo_not_found');

/** Before the upload is read and decoded: a refusal costs no work on the image. */
export async function checkReceiptUpload(db: Database, userId: string, expenseId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireEditable(tx, userId, expenseId);
  });
}

/** Stores a photo decoded outside the transaction, replacing the one before; the checks run again. */
export async function putReceipt(db: Database, userId: string, expenseId: string, photo: ProcessedPhoto) {
  return db.transaction(async (tx) => {
    const { membership } = await requireEditable(tx, userId, expenseId);
    const { contentType, data, width, height } = photo;
    await tx
      .insert(expenseReceipts)
      .values({ expenseId, userId, contentType, data, width, height })
      .onConflictDoUpdate({
        target: expenseReceipts.expenseId,
        set: { userId, contentType, data, width, height, createdAt: sql`now()` },
      });
    await recordEffects(tx, { live: [{ type: 'expenses_changed', cabinId: membership.cabinId }] });
    return findExpense(tx, membership.cabinId, expenseId);
  });
}

export async function removeReceipt(db: Database, userId: string, expenseId: string) {
  return db.transaction(async (tx) => {
    const { membership } = await requireEditable(tx, userId, expenseId);
    const removed = await tx
      .delete(expenseReceipts)
      .where(eq(expenseReceipts.expenseId, expenseId))
      .returning({ expenseId: expenseReceipts.expenseId });
    if (removed.length === 0) throw receiptNotFound();
    await recordEffects(tx, { live: [{ type: 'expenses_changed', cabinId: membership.cabinId }] });
    return findExpense(tx, membership.cabinId, expenseId);
  });
}

/**
 * The receipt for a member of its cabin, null for anyone else (ids cannot be probed): its ETag,
 * and its bytes unless `isCurrent` says the browser's copy (that ETag) is still it.
 */
export async function readReceipt(
  db: Database,
  viewerId: string,
  expenseId: string,
  isCurrent: (etag: string) => boolean,
): Promise<{ contentType: string; data: Buffer | null; etag: string } | null> {
  const [receipt] = await db
    .select({ contentType: expenseReceipts.contentType, createdAt: expenseReceipts.createdAt })
    .from(expenseReceipts)
    .innerJoin(expenses, eq(expenses.id, expenseReceipts.expenseId))
    .innerJoin(
      cabinMembers,
      and(eq(cabinMembers.cabinId, expenses.cabinId), eq(cabinMembers.userId, viewerId)),
    )
    .where(eq(expenseReceipts.expenseId, expenseId))
    .limit(1);
  if (!receipt) return null;
  // A replaced receipt keeps its URL: the upload's time tells the browser's copy from the new one.
  const etag = `"${expenseId}-${receipt.createdAt.getTime()}"`;
  if (isCurrent(etag)) return { contentType: receipt.contentType, data: null, etag };
  const [bytes] = await db
    .select({ data: expenseReceipts.data })
    .from(expenseReceipts)
    .where(eq(expenseReceipts.expenseId, expenseId));
  return bytes ? { contentType: receipt.contentType, data: bytes.data, etag } : null;
}
