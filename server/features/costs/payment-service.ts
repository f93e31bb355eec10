import { can } from '@shared/policy';
import type { Payment, PaymentBody } from '@shared/schemas/costs';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { payments } from '../../db/schema-costs';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership, roleIn } from '../cabins';
import { fullNameOf } from '../notifications';

// Payments between members (issue #16), confirmed by whoever received them (issue #36, item 5;
// decision 036). Anyone may record that they paid someone, so a payment counts in the balances
// and the CSV only once its recipient (or the owner or an admin) confirms it; until then the
// recipient has a notification and the payments list says whom it waits for. The payer, the
// recipient, the owner and admins may delete one, confirmed or not; everyone else in the cabin is
// refused, and a payment of another cabin is not found.

type PaymentRow = typeof payments.$inferSelect;

export const paymentNotFound = () => notFound('Payment not found', 'payment_not_found');

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    amountOre: row.amountOre,
    date: row.date,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    confirmedById: row.confirmedById,
  };
}

/** The cabin's payments: those waiting for confirmation first, then the newest first. */
export async function paymentsOf(executor: Executor, cabinId: string): Promise<Payment[]> {
  const rows = await executor
    .select()
    .from(payments)
    .where(eq(payments.cabinId, cabinId))
    .orderBy(
      sql`${payments.confirmedAt} is not null`,
      desc(payments.date),
      desc(payments.createdAt),
      desc(payments.id),
    );
  return rows.map(toPayment);
}

export async function recordPayment(
  db: Database,
  userId: string,
  body: PaymentBody,
  now: Date,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    if (body.toUserId === userId) throw badRequest('A payment goes to someone else', 'payment_to_self');
    if ((await roleIn(tx, cabinId, body.toUserId)) === null)
      throw badRequest('The payment must go to a member of the cabin', 'member_not_found');
    const [row] = await tx
      .insert(payments)
      .values({
        cabinId,
        fromUserId: userId,
        toUserId: body.toUserId,
        amountOre: body.amountOre,
        date: body.date,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no payment');
    await recordEffects(tx, {
      live: [{ type: 'expenses_changed', cabinId }],
      notifications: [
        {
          cabinId,
          recipientIds: [row.toUserId],
          actorId: userId,
          data: {
            type: 'payment_to_confirm',
            fromName: await fullNameOf(tx, userId),
            amountOre: row.amountOre,
            date: row.date,
          },
        },
      ],
    });
    return toPayment(row);
  });
}

/** The payment, locked, with the caller's part in it; another cabin's is not found. */
async function requirePayment(tx: Transaction, userId: string, paymentId: string) {
  const membership = await requireCurrentMembership(tx, userId);
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.cabinId, membership.cabinId), eq(payments.id, paymentId)))
    .for('update');
  if (!row) throw paymentNotFound();
  return { membership, row, isPayer: row.fromUserId === userId, isRecipient: row.toUserId === userId };
}

/** Confirms the payment was received; confirming it again changes nothing. */
export async function confirmPayment(
  db: Database,
  userId: string,
  paymentId: string,
  now: Date,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const { membership, row, isRecipient } = await requirePayment(tx, userId, paymentId);
    if (!can(membership.role, 'confirmPayment', { isRecipient }))
      throw forbidden(
        'Only the recipient, the owner or an admin can confirm this payment',
        'not_your_payment',
      );
    if (row.confirmedAt !== null) return toPayment(row);
    const [confirmed] = await tx
      .update(payments)
      .set({ confirmedAt: now, confirmedById: userId })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!confirmed) throw new Error('update returned no payment');
    await recordEffects(tx, { live: [{ type: 'expenses_changed', cabinId: membership.cabinId }] });
    return toPayment(confirmed);
  });
}

export async function removePayment(
  db: Database,
  userId: string,
  paymentId: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const { membership, isPayer, isRecipient } = await requirePayment(tx, userId, paymentId);
    if (!can(membership.role, 'deletePayment', { isPayer, isRecipient }))
      throw forbidden(
        'Only the payer, the recipient, the owner or an admin can delete this payment',
        'not_your_payment',
      );
    await tx.delete(payments).where(eq(payments.id, paymentId));
    await recordEffects(tx, { live: [{ type: 'expenses_changed', cabinId: membership.cabinId }] });
    return { message: 'Payment deleted' };
  });
}
