import type { CabinMember } from '@shared/schemas/cabins';
import type { Balances } from '@shared/schemas/costs';
import type { FairShare } from '@shared/schemas/households';
import { nameOf } from '@/lib/names';

/** A member's name by id, from the cabin's members; null for someone no longer in the cabin. */
export function memberNames(members: readonly CabinMember[] | undefined): (userId: string) => string | null {
  const names = new Map((members ?? []).map((member) => [member.id, nameOf(member)]));
  return (userId) => names.get(userId) ?? null;
}

export type BalanceRow = Balances['balances'][number];
export type HouseholdBalances = { householdId: string; name: string | null; rows: BalanceRow[] };

/** The balances grouped by household, in the order the households are listed, then any others. */
export function groupBalances(
  balances: readonly BalanceRow[],
  households: FairShare['households'] | undefined,
): HouseholdBalances[] {
  const groups = new Map<string, HouseholdBalances>();
  for (const household of households ?? [])
    groups.set(household.householdId, { householdId: household.householdId, name: household.name, rows: [] });
  for (const row of balances) {
    const group = groups.get(row.householdId) ?? { householdId: row.householdId, name: null, rows: [] };
    group.rows.push(row);
    groups.set(row.householdId, group);
  }
  return [...groups.values()].filter((group) => group.rows.length > 0);
}
