import type { Language } from '@shared/constants';
import { namedHolidaysOf } from '@shared/holiday-texts';
import type { Holidays } from '@shared/schemas/holidays';
import type { Database } from '../../db/client';
import { breakWeeksOfCabin, requireCurrentMembership } from '../cabins';

/**
 * A year's public holidays and school breaks for a member of a cabin (issue #40). Nothing is
 * stored: the days are computed (decision 056). The call is a cabin's because the breaks are:
 * the counties choose their winter and autumn weeks, and a cabin plans by its home county's.
 */
export async function holidaysOf(
  db: Database,
  userId: string,
  year: number,
  language: Language,
): Promise<Holidays> {
  const { cabinId } = await requireCurrentMembership(db, userId);
  // Vinterferie and høstferie in the weeks of the cabin's home county (PATCH /api/cabin).
  return namedHolidaysOf(year, await breakWeeksOfCabin(db, cabinId), language);
}
