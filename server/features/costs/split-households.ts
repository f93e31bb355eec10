import { soloHouseholdId } from '@shared/schemas/households';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cabinMembers, users } from '../../db/schema';
import { householdMembers, households } from '../../db/schema-households';

// The households a cost is split between (issue #16). Read straight from the households tables
// (the households feature writes them): every member in no household is a household of their own.
// The order is fixed (named households by creation, then solo ones by user id), because the
// largest-remainder split gives a tied leftover øre to the earlier household. The households
// feature's `effectiveHouseholds` lists the same households for reading, sorted by name; a rename
// must not move a leftover øre, so costs keep their own order.

export type SplitHousehold = {
  householdId: string;
  name: string;
  /** Current members, by user id. */
  memberIds: string[];
  /** Ownership share in hundredths of a percent; null when unset (always for a solo household). */
  shareBasisPoints: number | null;
};

/** The cabin's current members with their names, by user id. */
export async function cabinMemberNames(executor: Executor, cabinId: string) {
  return executor
    .select({ userId: cabinMembers.userId, name: users.name })
    .from(cabinMembers)
    .innerJoin(users, eq(users.id, cabinMembers.userId))
    .where(eq(cabinMembers.cabinId, cabinId))
    .orderBy(asc(cabinMembers.userId));
}

/** Every household of the cabin with its members; members in none form solo households. */
export async function splitHouseholds(executor: Executor, cabinId: string): Promise<SplitHousehold[]> {
  const members = await cabinMemberNames(executor, cabinId);
  const named = await executor
    .select({ id: households.id, name: households.name, shareBasisPoints: households.shareBasisPoints })
    .from(households)
    .where(eq(households.cabinId, cabinId))
    .orderBy(asc(households.createdAt), asc(households.id));
  const links = await executor
    .select({ userId: householdMembers.userId, householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.cabinId, cabinId))
    .orderBy(asc(householdMembers.userId));
  const placed = new Set(links.map((link) => link.userId));
  return [
    ...named.map((household) => ({
      householdId: household.id,
      name: household.name,
      memberIds: links.filter((link) => link.householdId === household.id).map((link) => link.userId),
      shareBasisPoints: household.shareBasisPoints,
    })),
    ...members
      .filter((member) => !placed.has(member.userId))
      .map((member) => ({
        householdId: soloHouseholdId(member.userId),
        name: member.name,
        memberIds: [member.userId],
        shareBasisPoints: null,
      })),
  ];
}

/** The household of each current member (a solo id for those in none). */
export function householdOfMembers(list: readonly SplitHousehold[]): Map<string, string> {
  return new Map(list.flatMap((household) => household.memberIds.map((id) => [id, household.householdId])));
}
