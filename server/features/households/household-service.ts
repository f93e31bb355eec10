import { can } from '@shared/policy';
import {
  type Household,
  type HouseholdList,
  type householdBodySchema,
  soloHouseholdId,
  type updateHouseholdBodySchema,
} from '@shared/schemas/households';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, type Executor, sqlStateOf, type Transaction } from '../../db/client';
import { cabinMembers, users } from '../../db/schema';
import { householdMembers, households } from '../../db/schema-households';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';

// Households (issue #16; docs/decisions/035-peak-periods-and-households.md): family branches of a
// cabin's members. Every member reads them; the owner and admins write them. The primary key
// (cabin, user) of household_members keeps a member in at most one household.

export const householdNotFound = () => notFound('Household not found', 'household_not_found');

/** A household as peak periods and costs use it: solo households included. */
export type EffectiveHousehold = {
  householdId: string;
  name: string;
  memberIds: string[];
  /** Ownership share in hundredths of a percent; null when unset (always for a solo one). */
  shareBasisPoints: number | null;
};

async function requireEditor(tx: Transaction, userId: string): Promise<string> {
  const { cabinId, role } = await requireCurrentMembership(tx, userId);
  if (!can(role, 'manageFairShare')) {
    throw forbidden('Only the owner or an admin can change households', 'owner_or_admin_only');
  }
  return cabinId;
}

async function namedHouseholds(db: Executor, cabinId: string): Promise<Household[]> {
  const rows = await db
    .select({ id: households.id, name: households.name, shareBasisPoints: households.shareBasisPoints })
    .from(households)
    .where(eq(households.cabinId, cabinId))
    .orderBy(asc(households.name), asc(households.createdAt));
  if (rows.length === 0) return [];
  const members = await db
    .select({ householdId: householdMembers.householdId, userId: householdMembers.userId })
    .from(householdMembers)
    .where(eq(householdMembers.cabinId, cabinId))
    .orderBy(asc(householdMembers.userId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    memberIds: members.filter((member) => member.householdId === row.id).map((member) => member.userId),
    sharePercent: row.shareBasisPoints === null ? null : row.shareBasisPoints / 100,
  }));
}

/**
 * Every household of the cabin as allocation and costs see it: its named households, then one
 * solo household per member in none (named by their display name, else their full name).
 */
export async function effectiveHouseholds(db: Executor, cabinId: string): Promise<EffectiveHousehold[]> {
  const named = await namedHouseholds(db, cabinId);
  const members = await db
    .select({ userId: cabinMembers.userId, name: users.name, displayName: users.displayName })
    .from(cabinMembers)
    .innerJoin(users, eq(users.id, cabinMembers.userId))
    .where(eq(cabinMembers.cabinId, cabinId))
    .orderBy(asc(users.name), asc(users.id));
  const grouped = new Set(named.flatMap((household) => household.memberIds));
  return [
    ...named.map((household) => ({
      householdId: household.id,
      name: household.name,
      memberIds: household.memberIds,
      shareBasisPoints: household.sharePercent === null ? null : Math.round(household.sharePercent * 100),
    })),
    ...members
      .filter((member) => !grouped.has(member.userId))
      .map((member) => ({
        householdId: soloHouseholdId(member.userId),
        name: member.displayName?.trim() || member.name,
        memberIds: [member.userId],
        shareBasisPoints: null,
      })),
  ];
}

/** The id of the household `userId` belongs to in the cabin (a solo id when in none). */
export async function householdIdOf(db: Executor, cabinId: string, userId: string): Promise<string> {
  const [row] = await db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(and(eq(householdMembers.cabinId, cabinId), eq(householdMembers.userId, userId)))
    .limit(1);
  return row?.householdId ?? soloHouseholdId(userId);
}

/**
 * The members of the booker's household in the cabin: its members, or the booker alone when in
 * none (a solo household). Peak caps and booking rules count a household's nights and stays by
 * them.
 */
export async function householdMemberIdsOf(db: Executor, cabinId: string, userId: string): Promise<string[]> {
  const mine = db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(and(eq(householdMembers.cabinId, cabinId), eq(householdMembers.userId, userId)));
  const rows = await db
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(inArray(householdMembers.householdId, mine));
  return rows.length > 0 ? rows.map((row) => row.userId) : [userId];
}

export async function listHouseholds(db: Database, userId: string): Promise<HouseholdList> {
  return db.transaction(async (tx) => {
    const { cabinId } = await requireCurrentMembership(tx, userId);
    return { households: await namedHouseholds(tx, cabinId) };
  });
}

async function findHousehold(db: Executor, cabinId: string, householdId: string): Promise<Household> {
  const found = (await namedHouseholds(db, cabinId)).find((household) => household.id === householdId);
  if (!found) throw householdNotFound();
  return found;
}

/** Puts exactly these members in the household; each must be a member of the cabin, in no other. */
async function replaceMembers(tx: Transaction, cabinId: string, householdId: string, memberIds: string[]) {
  if (memberIds.length > 0) {
    const known = await tx
      .select({ userId: cabinMembers.userId })
      .from(cabinMembers)
      .where(and(eq(cabinMembers.cabinId, cabinId), inArray(cabinMembers.userId, memberIds)));
    if (known.length !== memberIds.length) {
      throw badRequest(
        'Every member of a household must be a member of this cabin',
        'household_member_unknown',
      );
    }
  }
  await tx.delete(householdMembers).where(eq(householdMembers.householdId, householdId));
  if (memberIds.length === 0) return;
  try {
    await tx.insert(householdMembers).values(memberIds.map((userId) => ({ cabinId, userId, householdId })));
  } catch (error) {
    // 23505: the key (cabin, user) is taken, by another household of this cabin.
    if (sqlStateOf(error) === '23505') {
      throw conflict('A member is already in another household', 'member_in_other_household');
    }
    throw error;
  }
}

const basisPoints = (percent: number | null) => (percent === null ? null : Math.round(percent * 100));

export async function createHousehold(
  db: Database,
  userId: string,
  body: z.output<typeof householdBodySchema>,
  now: Date,
): Promise<Household> {
  return db.transaction(async (tx) => {
    const cabinId = await requireEditor(tx, userId);
    const [created] = await tx
      .insert(households)
      .values({
        cabinId,
        name: body.name,
        shareBasisPoints: basisPoints(body.sharePercent ?? null),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: households.id });
    if (!created) throw new Error('insert returned no household');
    await replaceMembers(tx, cabinId, created.id, body.memberIds);
    await recordEffects(tx, { live: [{ type: 'households_changed', cabinId }] });
    return findHousehold(tx, cabinId, created.id);
  });
}

export async function changeHousehold(
  db: Database,
  userId: string,
  householdId: string,
  body: z.output<typeof updateHouseholdBodySchema>,
  now: Date,
): Promise<Household> {
  return db.transaction(async (tx) => {
    const cabinId = await requireEditor(tx, userId);
    const updated = await tx
      .update(households)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.sharePercent !== undefined ? { shareBasisPoints: basisPoints(body.sharePercent) } : {}),
        updatedAt: now,
      })
      .where(and(eq(households.cabinId, cabinId), eq(households.id, householdId)))
      .returning({ id: households.id });
    if (updated.length === 0) throw householdNotFound();
    if (body.memberIds !== undefined) await replaceMembers(tx, cabinId, householdId, body.memberIds);
    await recordEffects(tx, { live: [{ type: 'households_changed', cabinId }] });
    return findHousehold(tx, cabinId, householdId);
  });
}

/** Its members become households of their own again; past stays and results stay as they are. */
export async function removeHousehold(db: Database, userId: string, householdId: string) {
  return db.transaction(async (tx) => {
    const cabinId = await requireEditor(tx, userId);
    const removed = await tx
      .delete(households)
      .where(and(eq(households.cabinId, cabinId), eq(households.id, householdId)))
      .returning({ id: households.id });
    if (removed.length === 0) throw householdNotFound();
    await recordEffects(tx, { live: [{ type: 'households_changed', cabinId }] });
    return { message: 'Household deleted' };
  });
}
