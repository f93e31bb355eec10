// The households' fixed values (issue #16): the limits and the id of a member in no household.
// Apart from the schemas (households.ts, which re-exports them) so a screen can use them without
// loading the schema library at its start (issue #38).
export const HOUSEHOLD_NAME_MAX = 60;
export const HOUSEHOLDS_MAX = 50;

/** The id of the household a member forms alone when in none of the cabin's households. */
export const soloHouseholdId = (userId: string) => `member:${userId}`;
export const isSoloHouseholdId = (householdId: string) => householdId.startsWith('member:');
