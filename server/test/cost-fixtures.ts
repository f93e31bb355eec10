import { soloHouseholdId } from '@shared/schemas/households';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';
import { householdMembers, households } from '../db/schema-households';

// Arrangements for the cost tests: households and stays written straight to the tables (their own
// features' APIs are tested apart), and the øre of a list of parts.

export async function addHousehold(
  db: Database,
  cabinId: string,
  name: string,
  memberIds: readonly string[],
  shareBasisPoints: number | null = null,
): Promise<string> {
  const [row] = await db
    .insert(households)
    .values({ cabinId, name, shareBasisPoints })
    .returning({ id: households.id });
  if (!row) throw new Error('no household inserted');
  if (memberIds.length > 0)
    await db
      .insert(householdMembers)
      .values(memberIds.map((userId) => ({ cabinId, userId, householdId: row.id })));
  return row.id;
}

export async function addStay(
  db: Database,
  cabinId: string,
  userId: string,
  dates: { startDate: string; endDate: string },
  people: { adults?: number; children?: number; status?: 'approved' | 'pending' | 'declined' } = {},
): Promise<string> {
  const [row] = await db
    .insert(bookings)
    .values({
      cabinId,
      userId,
      ...dates,
      adults: people.adults ?? 1,
      children: people.children ?? 0,
      status: people.status ?? 'approved',
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('no booking inserted');
  return row.id;
}

export type Part = { householdId: string; userId: string; amountOre: number };

/** Each member's øre, by user id. */
export const oreByUser = (parts: readonly Part[]) =>
  Object.fromEntries(parts.map((part) => [part.userId, part.amountOre]));

export const solo = soloHouseholdId;

export const expenseBody = (fields: Record<string, unknown> = {}) => ({
  description: 'Ved til peisen',
  amountOre: 100,
  date: '2026-06-01',
  category: 'firewood',
  split: { kind: 'equal' },
  ...fields,
});
