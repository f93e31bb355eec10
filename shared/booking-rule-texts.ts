import type { BookingRuleCode, BrokenRule } from './booking-rules';
import type { Language } from './constants';
import type { BookingRules } from './schemas/booking-rules';

// The booking rules (shared/booking-rules.ts) in words, in each language the app speaks: one
// sentence per rule for the booking dialog and Settings, and the refusal naming the rule and its
// number, which the server sends with its 409 and the approval's warning repeats. Each rule is
// said here once.

const WEEKDAYS: Record<Language, readonly string[]> = {
  no: ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

/** An ISO weekday's name (1 = Monday). */
export const weekdayName = (weekday: number, language: Language) => WEEKDAYS[language][weekday - 1] ?? '';

/** "Saturday", "Saturday or Sunday", "Friday, Saturday or Sunday". */
function dayList(weekdays: readonly number[], language: Language): string {
  const names = [...weekdays].sort((a, b) => a - b).map((day) => weekdayName(day, language));
  const or = language === 'no' ? 'eller' : 'or';
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1)}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type RuleNumber = { limit: number } | { weekdays: readonly number[] };

const SENTENCES: Record<Language, Record<BookingRuleCode, (rule: RuleNumber) => string>> = {
  no: {
    too_far_ahead: (r) => `Opphold bookes høyst ${plural(limitOf(r), 'dag', 'dager')} fram i tid`,
    too_few_nights: (r) => `Opphold er minst ${plural(limitOf(r), 'natt', 'netter')}`,
    too_many_nights: (r) => `Opphold er høyst ${plural(limitOf(r), 'natt', 'netter')}`,
    not_a_changeover_day: (r) => `Ankomst og avreise er på ${dayList(weekdaysOf(r), 'no')}`,
    too_many_upcoming: (r) => `En husstand har høyst ${limitOf(r)} kommende opphold`,
    too_close_to_another_stay: (r) =>
      `Minst ${plural(limitOf(r), 'tom natt', 'tomme netter')} holdes mellom to opphold`,
  },
  en: {
    too_far_ahead: (r) => `Stays are booked at most ${plural(limitOf(r), 'day', 'days')} ahead`,
    too_few_nights: (r) => `Stays are at least ${plural(limitOf(r), 'night', 'nights')}`,
    too_many_nights: (r) => `Stays are at most ${plural(limitOf(r), 'night', 'nights')}`,
    not_a_changeover_day: (r) => `Arrival and departure are on ${dayList(weekdaysOf(r), 'en')}`,
    too_many_upcoming: (r) =>
      `A household holds at most ${plural(limitOf(r), 'upcoming stay', 'upcoming stays')}`,
    too_close_to_another_stay: (r) =>
      `At least ${plural(limitOf(r), 'empty night is', 'empty nights are')} kept between two stays`,
  },
};

function limitOf(rule: RuleNumber): number {
  return 'limit' in rule ? rule.limit : 0;
}
function weekdaysOf(rule: RuleNumber): readonly number[] {
  return 'weekdays' in rule ? rule.weekdays : [];
}

/** One sentence per rule that is on, in BOOKING_RULE_CODES's order. */
export function bookingRuleSentences(rules: BookingRules, language: Language): string[] {
  const on: [BookingRuleCode, RuleNumber | null][] = [
    ['too_far_ahead', rules.maxDaysAhead === null ? null : { limit: rules.maxDaysAhead }],
    ['too_few_nights', rules.minNights === null ? null : { limit: rules.minNights }],
    ['too_many_nights', rules.maxNights === null ? null : { limit: rules.maxNights }],
    [
      'not_a_changeover_day',
      rules.changeoverWeekdays.length === 0 ? null : { weekdays: rules.changeoverWeekdays },
    ],
    ['too_many_upcoming', rules.maxUpcomingStays === null ? null : { limit: rules.maxUpcomingStays }],
    ['too_close_to_another_stay', rules.bufferNights === 0 ? null : { limit: rules.bufferNights }],
  ];
  return on.flatMap(([code, rule]) => (rule ? [SENTENCES[language][code](rule)] : []));
}

/** The rule as one sentence, e.g. "Stays are at least 3 nights". */
export const brokenRuleSentence = (broken: BrokenRule, language: Language) =>
  SENTENCES[language][broken.code](broken);

/**
 * The refusal: the rule with its number, and for a changeover day which end of the stay is wrong.
 * "This stay breaks the cabin's rule “Stays are at least 3 nights”."
 */
export function bookingRuleRefusal(broken: BrokenRule, language: Language): string {
  const sentence = brokenRuleSentence(broken, language);
  const day = broken.code === 'not_a_changeover_day' ? broken.day : null;
  if (language === 'no') {
    const which = day === 'arrival' ? ' (ankomstdagen)' : day === 'departure' ? ' (avreisedagen)' : '';
    return `Oppholdet bryter hyttas regel «${sentence}»${which}.`;
  }
  const which = day === 'arrival' ? ' (the arrival day)' : day === 'departure' ? ' (the departure day)' : '';
  return `This stay breaks the cabin’s rule “${sentence}”${which}.`;
}
