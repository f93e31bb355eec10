import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingRuleRefusal, bookingRuleSentences } from './booking-rule-texts';
import { BOOKING_RULE_CODES, brokenRules, isoWeekday, offeredDays } from './booking-rules';
import { addDays, daysBetween } from './calendar-dates';
import { bookingRulesBodySchema, NO_BOOKING_RULES } from './schemas/booking-rules';

// The evaluator of decision 057 against its rules written out another way: every rule it names is
// broken by the stay's own numbers, every rule broken is named, in one fixed order; no rules, no
// refusals; and a stay inside the days the date inputs offer breaks no rule those days encode.

const day = fc.integer({ min: 0, max: 800 }).map((offset) => addDays('2026-01-01', offset));
const rules = fc
  .record({
    maxDaysAhead: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
    minNights: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    maxNights: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
    changeoverWeekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
    maxUpcomingStays: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    bufferNights: fc.integer({ min: 0, max: 3 }),
  })
  .filter((r) => r.minNights === null || r.maxNights === null || r.minNights <= r.maxNights);
const stay = fc.record({
  today: day,
  ahead: fc.integer({ min: 0, max: 500 }),
  nights: fc.integer({ min: 1, max: 25 }),
  upcomingStays: fc.integer({ min: 0, max: 6 }),
  others: fc.array(
    fc.record({ from: fc.integer({ min: -30, max: 30 }), nights: fc.integer({ min: 1, max: 10 }) }),
    {
      maxLength: 4,
    },
  ),
});

describe('brokenRules', () => {
  it('names exactly the rules the stay breaks, in the fixed order', () => {
    fc.assert(
      fc.property(rules, stay, (r, s) => {
        const startDate = addDays(s.today, s.ahead);
        const endDate = addDays(startDate, s.nights);
        const otherStays = s.others.map((o) => ({
          startDate: addDays(startDate, o.from),
          endDate: addDays(startDate, o.from + o.nights),
        }));
        const broken = brokenRules(r, {
          startDate,
          endDate,
          today: s.today,
          upcomingStays: s.upcomingStays,
          otherStays,
        });
        const codes = broken.map((rule) => rule.code);
        expect(codes).toEqual(BOOKING_RULE_CODES.filter((code) => codes.includes(code)));
        const allowed = (date: string) =>
          r.changeoverWeekdays.length === 0 || r.changeoverWeekdays.includes(isoWeekday(date));
        const nearest = otherStays
          .filter((o) => !(o.startDate < endDate && startDate < o.endDate))
          .map((o) =>
            o.endDate <= startDate ? daysBetween(o.endDate, startDate) : daysBetween(endDate, o.startDate),
          );
        expect(codes.includes('too_far_ahead')).toBe(r.maxDaysAhead !== null && s.ahead > r.maxDaysAhead);
        expect(codes.includes('too_few_nights')).toBe(r.minNights !== null && s.nights < r.minNights);
        expect(codes.includes('too_many_nights')).toBe(r.maxNights !== null && s.nights > r.maxNights);
        expect(codes.includes('not_a_changeover_day')).toBe(!allowed(startDate) || !allowed(endDate));
        expect(codes.includes('too_many_upcoming')).toBe(
          r.maxUpcomingStays !== null && s.upcomingStays >= r.maxUpcomingStays,
        );
        expect(codes.includes('too_close_to_another_stay')).toBe(nearest.some((gap) => gap < r.bufferNights));
        for (const rule of broken) {
          for (const language of ['no', 'en'] as const) {
            expect(
              bookingRuleSentences(r, language).some((sentence) =>
                bookingRuleRefusal(rule, language).includes(sentence),
              ),
            ).toBe(true);
          }
        }
      }),
    );
  });

  it('refuses nothing without rules, and every rule set it takes is a valid PUT body', () => {
    fc.assert(
      fc.property(rules, stay, (r, s) => {
        const startDate = addDays(s.today, s.ahead);
        expect(
          brokenRules(NO_BOOKING_RULES, {
            startDate,
            endDate: addDays(startDate, s.nights),
            today: s.today,
            upcomingStays: s.upcomingStays,
          }),
        ).toEqual([]);
        expect(bookingRulesBodySchema.safeParse(r).success).toBe(true);
      }),
    );
  });

  it('offers only arrival and departure days that keep the days-ahead and nights rules', () => {
    fc.assert(
      fc.property(rules, day, fc.integer({ min: 0, max: 500 }), (r, today, ahead) => {
        const startDate = addDays(today, ahead);
        const offered = offeredDays(r, today, startDate);
        const arrivalOffered = offered.lastArrival === undefined || startDate <= offered.lastArrival;
        for (const endDate of [offered.firstDeparture, offered.lastDeparture]) {
          if (!endDate || !arrivalOffered) continue;
          const codes = brokenRules(r, { startDate, endDate, today }).map((rule) => rule.code);
          expect(codes).not.toContain('too_far_ahead');
          expect(codes).not.toContain('too_few_nights');
          expect(codes).not.toContain('too_many_nights');
        }
      }),
    );
  });
});
