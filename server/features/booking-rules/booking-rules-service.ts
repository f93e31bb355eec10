import { bookingRuleRefusal } from '@shared/booking-rule-texts';
import { brokenRules, needsOtherStays, needsUpcomingStays } from '@shared/booking-rules';
import { addDays } from '@shared/calendar-dates';
import type { Language } from '@shared/constants';
import { can } from '@shared/policy';
import type { Role } from '@shared/schemas/auth';
import {
  type BookingRules,
  type bookingRulesBodySchema,
  NO_BOOKING_RULES,
} from '@shared/schemas/booking-rules';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { bookingRules } from '../../db/schema-season';
import { recordEffects } from '../../effects/record-effects';
import { conflict, forbidden } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import { householdMemberIdsOf } from '../households';

// The rules around a cabin's ordinary stays (issue #40; decision 057): read and set by the
// owner and admins, and checked for everyone else's requests and date changes inside the
// booking's own transaction. The rules themselves are shared/booking-rules.ts's.

const ruleColumns = {
  maxDaysAhead: bookingRules.maxDaysAhead,
  minNights: bookingRules.minNights,
  maxNights: bookingRules.maxNights,
  changeoverWeekdays: bookingRules.changeoverWeekdays,
  maxUpcomingStays: bookingRules.maxUpcomingStays,
  bufferNights: bookingRules.bufferNights,
};

/** The cabin's rules; a cabin without a row has every rule off. */
async function rulesOf(db: Executor, cabinId: string, lock = false): Promise<BookingRules> {
  const query = db.select(ruleColumns).from(bookingRules).where(eq(bookingRules.cabinId, cabinId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? NO_BOOKING_RULES;
}

/** GET /api/cabin/booking-rules: every member reads them (the booking dialog shows them). */
export async function readBookingRules(db: Database, userId: string): Promise<BookingRules> {
  const { cabinId } = await requireCurrentMembership(db, userId);
  return rulesOf(db, cabinId);
}

/** PUT /api/cabin/booking-rules: the whole set, by the owner or an admin. Stays made stay as they are. */
export async function saveBookingRules(
  db: Database,
  userId: string,
  body: z.output<typeof bookingRulesBodySchema>,
): Promise<BookingRules> {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    if (!can(role, 'manageBookingRules')) {
      throw forbidden('Only the owner or an admin can set the booking rules', 'owner_or_admin_only');
    }
    const rules = { ...body, changeoverWeekdays: [...body.changeoverWeekdays].sort((a, b) => a - b) };
    const [saved] = await tx
      .insert(bookingRules)
      .values({ cabinId, ...rules })
      .onConflictDoUpdate({ target: bookingRules.cabinId, set: { ...rules, updatedAt: new Date() } })
      .returning(ruleColumns);
    // The dialogs of every member show the rules: they refresh with the cabin.
    await recordEffects(tx, { live: [{ type: 'cabin_updated', cabinId }] });
    if (!saved) throw new Error('upsert returned no rules');
    return saved;
  });
}

export type RuleCheck = {
  cabinId: string;
  /** The caller's role: the owner and admins book outside the rules. */
  role: Role;
  /** The stay's booker, whose household's upcoming stays count. */
  bookerId: string;
  startDate: string;
  endDate: string;
  /** The cabin's today. */
  today: string;
  /** The stay being moved, counted neither as upcoming nor as a neighbour. */
  excludeBookingId?: string;
  /** The caller's language, for the refusal. */
  language: Language;
};

/**
 * Refuses (409, the rule's code, its text in the caller's language) a stay that breaks one of the
 * cabin's rules; the owner and admins pass. Run inside the booking's transaction: the rules' row
 * is locked, so two requests in one cabin are checked one after the other (the upcoming count
 * and the empty nights cannot both pass a race).
 */
export async function enforceBookingRules(tx: Executor, check: RuleCheck): Promise<void> {
  if (can(check.role, 'manageBookingRules')) return;
  const rules = await rulesOf(tx, check.cabinId, true);
  const broken = brokenRules(rules, {
    ...check,
    upcomingStays: needsUpcomingStays(rules) ? await upcomingStaysOf(tx, check) : undefined,
    otherStays: needsOtherStays(rules) ? await otherStaysOf(tx, check, rules.bufferNights) : undefined,
  });
  const [first] = broken;
  if (first) throw conflict(bookingRuleRefusal(first, check.language), first.code);
}

const notThisStay = (check: RuleCheck) =>
  check.excludeBookingId ? [ne(bookings.id, check.excludeBookingId)] : [];

/** The booker's household's pending and approved stays that have not ended. */
async function upcomingStaysOf(tx: Executor, check: RuleCheck): Promise<number> {
  const memberIds = await householdMemberIdsOf(tx, check.cabinId, check.bookerId);
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.cabinId, check.cabinId),
        inArray(bookings.userId, memberIds),
        inArray(bookings.status, ['pending', 'approved']),
        gt(bookings.endDate, check.today),
        ...notThisStay(check),
      ),
    );
  return rows.length;
}

/** The cabin's other stays that are not declined and end or start within the empty nights of this one. */
async function otherStaysOf(tx: Executor, check: RuleCheck, bufferNights: number) {
  return tx
    .select({ startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.cabinId, check.cabinId),
        ne(bookings.status, 'declined'),
        lt(bookings.startDate, addDays(check.endDate, bufferNights)),
        gt(bookings.endDate, addDays(check.startDate, -bufferNights)),
        ...notThisStay(check),
      ),
    );
}
