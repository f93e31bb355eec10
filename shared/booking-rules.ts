import { addDays, daysBetween, staysOverlap, weekdayIndex } from './calendar-dates';
import type { BookingRules } from './schemas/booking-rules';

// The cabin's booking rules (issue #40; decision 057) applied to one stay, with no database: the
// server refuses with the first broken rule, the client shows the same rules as hints, disabled
// days and the approval's warning. Stays are `YYYY-MM-DD` ranges of nights [startDate, endDate).

/** The rules' stable codes (the 409's `code`), in the order a stay is checked against them. */
export const BOOKING_RULE_CODES = [
  'too_far_ahead',
  'too_few_nights',
  'too_many_nights',
  'not_a_changeover_day',
  'too_many_upcoming',
  'too_close_to_another_stay',
] as const;
export type BookingRuleCode = (typeof BOOKING_RULE_CODES)[number];

export function isBookingRuleCode(value: unknown): value is BookingRuleCode {
  return typeof value === 'string' && (BOOKING_RULE_CODES as readonly string[]).includes(value);
}

/** A broken rule and its number (the limit it sets; for changeover, the days allowed). */
export type BrokenRule =
  | { code: Exclude<BookingRuleCode, 'not_a_changeover_day'>; limit: number }
  | { code: 'not_a_changeover_day'; weekdays: readonly number[]; day: 'arrival' | 'departure' };

type Range = { startDate: string; endDate: string };

export type StayUnderRules = Range & {
  /** The cabin's today: the days ahead are counted from it to the arrival. */
  today: string;
  /**
   * The booker's household's other stays, pending or approved, that have not ended (this stay not
   * among them); left out, the rule is not checked.
   */
  upcomingStays?: number;
  /** The cabin's other stays that are not declined (this stay not among them); left out, not checked. */
  otherStays?: readonly Range[];
};

/** The ISO weekday (1 = Monday .. 7 = Sunday) of a date. */
export const isoWeekday = (date: string) => weekdayIndex(date) + 1;

/** Whether a day may be an arrival or departure day under the changeover rule. */
export const isChangeoverDay = (rules: Pick<BookingRules, 'changeoverWeekdays'>, date: string) =>
  rules.changeoverWeekdays.length === 0 || rules.changeoverWeekdays.includes(isoWeekday(date));

/** Empty nights between two stays that share none (negative when they overlap). */
const gapBetween = (a: Range, b: Range) =>
  a.endDate <= b.startDate ? daysBetween(a.endDate, b.startDate) : daysBetween(b.endDate, a.startDate);

/** Every rule the stay breaks, in BOOKING_RULE_CODES's order; empty when it keeps them all. */
export function brokenRules(rules: BookingRules, stay: StayUnderRules): BrokenRule[] {
  const broken: BrokenRule[] = [];
  const nights = daysBetween(stay.startDate, stay.endDate);
  if (rules.maxDaysAhead !== null && daysBetween(stay.today, stay.startDate) > rules.maxDaysAhead) {
    broken.push({ code: 'too_far_ahead', limit: rules.maxDaysAhead });
  }
  if (rules.minNights !== null && nights < rules.minNights) {
    broken.push({ code: 'too_few_nights', limit: rules.minNights });
  }
  if (rules.maxNights !== null && nights > rules.maxNights) {
    broken.push({ code: 'too_many_nights', limit: rules.maxNights });
  }
  const badDay = !isChangeoverDay(rules, stay.startDate)
    ? 'arrival'
    : !isChangeoverDay(rules, stay.endDate)
      ? 'departure'
      : null;
  if (badDay) broken.push({ code: 'not_a_changeover_day', weekdays: rules.changeoverWeekdays, day: badDay });
  if (
    rules.maxUpcomingStays !== null &&
    stay.upcomingStays !== undefined &&
    stay.upcomingStays >= rules.maxUpcomingStays
  ) {
    broken.push({ code: 'too_many_upcoming', limit: rules.maxUpcomingStays });
  }
  // A stay sharing nights is the overlap rule's (dates_already_booked), not this one's.
  const tooClose = (other: Range) =>
    !staysOverlap(stay, other) && gapBetween(stay, other) < rules.bufferNights;
  if (rules.bufferNights > 0 && stay.otherStays?.some(tooClose)) {
    broken.push({ code: 'too_close_to_another_stay', limit: rules.bufferNights });
  }
  return broken;
}

/** Which rules need the database's facts: the household's upcoming stays, the neighbouring stays. */
export const needsUpcomingStays = (rules: BookingRules) => rules.maxUpcomingStays !== null;
export const needsOtherStays = (rules: BookingRules) => rules.bufferNights > 0;

/**
 * The days the date inputs offer: arrivals from today to the last day ahead, departures from the
 * fewest to the most nights after the arrival. Changeover weekdays cannot be a range: they are
 * told as the rule's hint and checked with `brokenRules`.
 */
export function offeredDays(rules: BookingRules, today: string, startDate: string | null) {
  return {
    firstArrival: today,
    lastArrival: rules.maxDaysAhead === null ? undefined : addDays(today, rules.maxDaysAhead),
    firstDeparture: startDate ? addDays(startDate, rules.minNights ?? 1) : undefined,
    lastDeparture: startDate && rules.maxNights !== null ? addDays(startDate, rules.maxNights) : undefined,
  };
}

/** Whether any rule is on (a cabin without rules shows no hints). */
export const hasBookingRules = (rules: BookingRules) =>
  rules.maxDaysAhead !== null ||
  rules.minNights !== null ||
  rules.maxNights !== null ||
  rules.changeoverWeekdays.length > 0 ||
  rules.maxUpcomingStays !== null ||
  rules.bufferNights > 0;
