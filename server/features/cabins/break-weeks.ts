import {
  AUTUMN_BREAK_WEEKS,
  type BreakWeeks,
  DEFAULT_BREAK_WEEKS,
  WINTER_BREAK_WEEKS,
} from '@shared/norwegian-holidays';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cabins } from '../../db/schema';

// A cabin's school-break weeks (decision 056): the ISO weeks of its home county's vinterferie and
// høstferie. The columns are plain integers that a check constraint keeps to 8|9 and 40|41; this
// reads them as the types the holidays are computed with.

const isWinterWeek = (week: number): week is BreakWeeks['winterBreakWeek'] =>
  (WINTER_BREAK_WEEKS as readonly number[]).includes(week);
const isAutumnWeek = (week: number): week is BreakWeeks['autumnBreakWeek'] =>
  (AUTUMN_BREAK_WEEKS as readonly number[]).includes(week);

/** The stored weeks as their types; a value the constraint would never let in reads as the default. */
export function breakWeeksOf(row: { winterBreakWeek: number; autumnBreakWeek: number }): BreakWeeks {
  return {
    winterBreakWeek: isWinterWeek(row.winterBreakWeek)
      ? row.winterBreakWeek
      : DEFAULT_BREAK_WEEKS.winterBreakWeek,
    autumnBreakWeek: isAutumnWeek(row.autumnBreakWeek)
      ? row.autumnBreakWeek
      : DEFAULT_BREAK_WEEKS.autumnBreakWeek,
  };
}

/** The weeks of one cabin. */
export async function breakWeeksOfCabin(db: Executor, cabinId: string): Promise<BreakWeeks> {
  const [row] = await db
    .select({ winterBreakWeek: cabins.winterBreakWeek, autumnBreakWeek: cabins.autumnBreakWeek })
    .from(cabins)
    .where(eq(cabins.id, cabinId));
  return row ? breakWeeksOf(row) : DEFAULT_BREAK_WEEKS;
}
