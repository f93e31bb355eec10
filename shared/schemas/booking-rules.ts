import { z } from 'zod';

// GET and PUT /api/cabin/booking-rules (issue #40; decision 057): the rules around a cabin's
// ordinary stays. A null number is "no limit"; no changeover weekdays is "any day". The bounds
// are the table's checks (server/db/schema-season.ts), so whatever passes here can be stored.

export const BOOKING_RULE_BOUNDS = {
  maxDaysAhead: { min: 0, max: 3660 },
  minNights: { min: 1, max: 365 },
  maxNights: { min: 1, max: 365 },
  maxUpcomingStays: { min: 1, max: 100 },
  bufferNights: { min: 0, max: 3 },
} as const;

/** ISO weekdays: 1 = Monday .. 7 = Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const limit = (field: keyof typeof BOOKING_RULE_BOUNDS, what: string) => {
  const { min, max } = BOOKING_RULE_BOUNDS[field];
  const message = `${field}: ${what} must be a whole number from ${min} to ${max}`;
  return z.number({ message }).int(message).min(min, message).max(max, message);
};

const weekdayMessage = 'changeoverWeekdays: each day must be a whole number from 1 (Monday) to 7 (Sunday)';

const ruleFields = {
  maxDaysAhead: limit('maxDaysAhead', 'the days ahead').nullable(),
  minNights: limit('minNights', 'the fewest nights').nullable(),
  maxNights: limit('maxNights', 'the most nights').nullable(),
  changeoverWeekdays: z
    .array(
      z.number({ message: weekdayMessage }).int(weekdayMessage).min(1, weekdayMessage).max(7, weekdayMessage),
    )
    .max(7, 'changeoverWeekdays: at most 7 days')
    .refine((days) => new Set(days).size === days.length, 'changeoverWeekdays: each day at most once'),
  maxUpcomingStays: limit('maxUpcomingStays', 'the upcoming stays per household').nullable(),
  bufferNights: limit('bufferNights', 'the empty nights between stays'),
};

/** The rules as the API answers them: every field present. */
export const bookingRulesSchema = z.object(ruleFields);
export type BookingRules = z.infer<typeof bookingRulesSchema>;

/**
 * PUT's body: the whole object (a field left out is a 400 naming it); the fewest nights at most
 * the most. Other fields are dropped, as by every call: the cabin is the caller's current one,
 * never one named in the body.
 */
export const bookingRulesBodySchema = z
  .object(ruleFields)
  .refine(
    (rules) => rules.minNights === null || rules.maxNights === null || rules.minNights <= rules.maxNights,
    {
      message: 'minNights: the fewest nights must not be more than maxNights',
      path: ['minNights'],
    },
  );

/** A cabin without rules (no row): every rule off. */
export const NO_BOOKING_RULES: BookingRules = {
  maxDaysAhead: null,
  minNights: null,
  maxNights: null,
  changeoverWeekdays: [],
  maxUpcomingStays: null,
  bufferNights: 0,
};
