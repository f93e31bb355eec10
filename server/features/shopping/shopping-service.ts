import type {
  createShoppingItemBodySchema,
  ShoppingItem,
  updateShoppingItemBodySchema,
} from '@shared/schemas/shopping';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, type Executor, sqlStateOf } from '../../db/client';
import { fullNamedPersonAt } from '../../db/people';
import { shoppingItems } from '../../db/schema';
import { recordEffects } from '../../effects/record-effects';
import { conflict, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';

const itemNotFound = () => notFound('Item not found', 'item_not_found');

/** The unique index on needed names refuses a second "Kaffe"; say so in words. */
async function refusingDuplicate<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === '23505')
      throw conflict(`${name} is already on the list`, 'item_already_on_list');
    throw error;
  }
}

function itemQuery(db: Executor) {
  return db
    .select({
      item: shoppingItems,
      addedByUser: fullNamedPersonAt(shoppingItems.addedByUserId),
      completedByUser: fullNamedPersonAt(shoppingItems.completedByUserId),
    })
    .from(shoppingItems)
    .$dynamic();
}

type ItemRow = Awaited<ReturnType<typeof itemQuery>>[number];

function toItem({ item, addedByUser, completedByUser }: ItemRow): ShoppingItem {
  return {
    id: item.id,
    name: item.name,
    status: item.status,
    addedByUser,
    completedByUser,
    createdAt: item.createdAt.toISOString(),
    completedAt: item.completedAt?.toISOString() ?? null,
  };
}

async function findItem(db: Executor, cabinId: string, itemId: string): Promise<ShoppingItem> {
  const [row] = await itemQuery(db)
    .where(and(eq(shoppingItems.cabinId, cabinId), eq(shoppingItems.id, itemId)))
    .limit(1);
  if (!row) throw itemNotFound();
  return toItem(row);
}

/** Needed items first (newest first), then completed ones (latest completed first). */
export async function listItems(db: Database, userId: string): Promise<ShoppingItem[]> {
  const { cabinId } = await requireCurrentMembership(db, userId);
  const rows = await itemQuery(db)
    .where(eq(shoppingItems.cabinId, cabinId))
    .orderBy(
      sql`case ${shoppingItems.status} when 'needed' then 0 else 1 end`,
      desc(sql`coalesce(${shoppingItems.completedAt}, ${shoppingItems.createdAt})`),
      asc(shoppingItems.id),
    );
  return rows.map(toItem);
}

export async function addItem(
  db: Database,
  userId: string,
  body: z.output<typeof createShoppingItemBodySchema>,
): Promise<ShoppingItem> {
  const { name } = body;
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const [created] = await refusingDuplicate(name, () =>
      tx
        .insert(shoppingItems)
        .values({ cabinId, name, addedByUserId: userId })
        .returning({ id: shoppingItems.id }),
    );
    if (!created) throw new Error('insert returned no item');
    await recordEffects(tx, { live: [{ type: 'shopping_item_created', cabinId }] });
    return findItem(tx, cabinId, created.id);
  });
}

/** Ticking records who bought it and when; unticking clears both. */
export async function setItemStatus(
  db: Database,
  userId: string,
  itemId: string,
  body: z.output<typeof updateShoppingItemBodySchema>,
) {
  const { status } = body;
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const current = await findItem(tx, cabinId, itemId);
    if (current.status !== status) {
      await refusingDuplicate(current.name, () =>
        tx
          .update(shoppingItems)
          .set(
            status === 'completed'
              ? { status, completedByUserId: userId, completedAt: new Date() }
              : { status, completedByUserId: null, completedAt: null },
          )
          .where(and(eq(shoppingItems.cabinId, cabinId), eq(shoppingItems.id, itemId))),
      );
      await recordEffects(tx, { live: [{ type: 'shopping_item_updated', cabinId }] });
    }
    return findItem(tx, cabinId, itemId);
  });
}

export async function removeItem(db: Database, userId: string, itemId: string) {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    const deleted = await tx
      .delete(shoppingItems)
      .where(and(eq(shoppingItems.cabinId, cabinId), eq(shoppingItems.id, itemId)))
      .returning({ id: shoppingItems.id });
    if (deleted.length === 0) throw itemNotFound();
    await recordEffects(tx, { live: [{ type: 'shopping_item_deleted', cabinId }] });
    return { message: 'Item removed' };
  });
}
