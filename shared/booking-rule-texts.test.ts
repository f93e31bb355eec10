import { describe, expect, it } from 'vitest';
import { bookingRuleRefusal, bookingRuleSentences } from './booking-rule-texts';
import { NO_BOOKING_RULES } from './schemas/booking-rules';

// The booking rules in words (decision 057): one sentence per rule that is on, in both languages,
// with one and many, and a list of days; nothing for a cabin without rules.

describe('bookingRuleSentences', () => {
  it('says nothing for a cabin without rules', () => {
    expect(bookingRuleSentences(NO_BOOKING_RULES, 'en')).toEqual([]);
  });

  it('says every rule that is on, in order, with one and with many', () => {
    const rules = {
      maxDaysAhead: 1,
      minNights: 1,
      maxNights: 14,
      changeoverWeekdays: [7, 5, 6],
      maxUpcomingStays: 3,
      bufferNights: 2,
    };
    expect(bookingRuleSentences(rules, 'en')).toEqual([
      'Stays are booked at most 1 day ahead',
      'Stays are at least 1 night',
      'Stays are at most 14 nights',
      'Arrival and departure are on Friday, Saturday or Sunday',
      'A household holds at most 3 upcoming stays',
      'At least 2 empty nights are kept between two stays',
    ]);
    expect(bookingRuleSentences(rules, 'no')).toEqual([
      'Opphold bookes høyst 1 dag fram i tid',
      'Opphold er minst 1 natt',
      'Opphold er høyst 14 netter',
      'Ankomst og avreise er på fredag, lørdag eller søndag',
      'En husstand har høyst 3 kommende opphold',
      'Minst 2 tomme netter holdes mellom to opphold',
    ]);
  });
});

describe('bookingRuleRefusal', () => {
  it('names the rule, its number and, for a changeover day, which end of the stay', () => {
    expect(bookingRuleRefusal({ code: 'too_many_nights', limit: 7 }, 'en')).toBe(
      'This stay breaks the cabin’s rule “Stays are at most 7 nights”.',
    );
    expect(bookingRuleRefusal({ code: 'not_a_changeover_day', weekdays: [6], day: 'departure' }, 'no')).toBe(
      'Oppholdet bryter hyttas regel «Ankomst og avreise er på lørdag» (avreisedagen).',
    );
  });
});
