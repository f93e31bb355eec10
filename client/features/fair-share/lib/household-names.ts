import type { FairShare } from '@shared/schemas/households';

/** Every effective household's name by id (solo members included), from GET /api/fair-share. */
export function householdNames(fairShare: FairShare | undefined): Map<string, string> {
  return new Map((fairShare?.households ?? []).map((household) => [household.householdId, household.name]));
}
