import { NO_BOOKING_RULES } from '@shared/schemas/booking-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { households } from '../../db/schema-households';
import { peakPeriods } from '../../db/schema-peak-periods';
import { bookingRules } from '../../db/schema-season';
import { joinAs, ownerAdminAndMember } from '../../test/cabin-fixtures';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Booking rules per cabin (issue #40; decision 057): read by every member, set by the owner and
// admins, and checked for a member's request and date change with a 409 naming the rule and its
// number in the caller's language. The owner and admins book outside them; a rule change leaves
// the stays already made as they are. Today is Tuesday 2026-12-01 at the cabin.

const now = new Date('2026-12-01T10:00:00Z');
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let partner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  const made = await ownerAdminAndMember(t, 'Regelhytta');
  ({ owner, admin, member } = made);
  partner = await signUp(t.app, { fullName: 'Per Partner' });
  await joinAs(t.app, partner, made.cabin.accessCode);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(bookings);
  await t.database.db.delete(bookingRules);
  await t.database.db.delete(households);
  await t.database.db.delete(peakPeriods);
});

const RULES = {
  maxDaysAhead: 90,
  minNights: 2,
  maxNights: 7,
  changeoverWeekdays: [5, 6],
  maxUpcomingStays: 2,
  bufferNights: 1,
};
const setRules = (rules: Record<string, unknown>, user = owner) =>
  callAs(t.app, user, 'PUT', '/api/cabin/booking-rules', { ...NO_BOOKING_RULES, ...rules });
const book = (user: TestUser, startDate: string, endDate: string, expected = 201) =>
  callAs(t.app, user, 'POST', '/api/bookings', { startDate, endDate }, expected);
/** A request in a language; answers the status and body. */
async function bookIn(language: 'no' | 'en', user: TestUser, startDate: string, endDate: string) {
  const response = await injectAs(t.app, user, {
    method: 'POST',
    url: '/api/bookings',
    headers: { 'accept-language': language },
    payload: { startDate, endDate },
  });
  return { status: response.statusCode, body: response.json<{ code?: string; message: string }>() };
}

describe('reading and setting the rules', () => {
  it('answers every rule off for a cabin without rules', async () => {
    expect(await callAs(t.app, member, 'GET', '/api/cabin/booking-rules')).toEqual(NO_BOOKING_RULES);
  });

  it('lets the owner and admins set the whole set, and every member read it', async () => {
    expect(await setRules({ ...RULES, changeoverWeekdays: [6, 5] })).toEqual(RULES);
    expect(await callAs(t.app, member, 'GET', '/api/cabin/booking-rules')).toEqual(RULES);
    expect(await setRules({ minNights: 3 }, admin)).toEqual({ ...NO_BOOKING_RULES, minNights: 3 });
    const refused = await callAs(
      t.app,
      member,
      'PUT',
      '/api/cabin/booking-rules',
      { ...NO_BOOKING_RULES },
      403,
    );
    expect(refused.code).toBe('owner_or_admin_only');
  });

  it.each([
    ['maxDaysAhead', { maxDaysAhead: -1 }],
    ['minNights', { minNights: -2 }],
    ['minNights', { minNights: 5, maxNights: 3 }],
    ['maxNights', { maxNights: 0 }],
    ['changeoverWeekdays', { changeoverWeekdays: [8] }],
    ['changeoverWeekdays', { changeoverWeekdays: [6, 6] }],
    ['maxUpcomingStays', { maxUpcomingStays: -1 }],
    ['bufferNights', { bufferNights: 4 }],
    ['bufferNights', { bufferNights: -1 }],
    ['minNights', { minNights: 2.5 }],
  ])('refuses a bad %s with 400 naming it', async (field, rules) => {
    const refused = await callAs(
      t.app,
      owner,
      'PUT',
      '/api/cabin/booking-rules',
      { ...NO_BOOKING_RULES, ...rules },
      400,
    );
    expect(refused.code).toBe('validation');
    expect(refused.message).toContain(field);
  });

  it('ignores a field it does not know, such as a cabin id', async () => {
    const saved = await callAs(t.app, owner, 'PUT', '/api/cabin/booking-rules', {
      ...NO_BOOKING_RULES,
      cabinId: '0a0a0a0a-0000-4000-8000-00000000000a',
      surprise: true,
    });
    expect(saved).toEqual(NO_BOOKING_RULES);
  });

  it('refuses a set with a field missing', async () => {
    const { bufferNights: _left, ...partial } = NO_BOOKING_RULES;
    const refused = await callAs(t.app, owner, 'PUT', '/api/cabin/booking-rules', partial, 400);
    expect(refused.message).toContain('bufferNights');
  });
});

describe("a member's request", () => {
  beforeEach(async () => {
    await setRules(RULES);
  });

  it.each([
    [
      'too_far_ahead',
      ['2027-03-05', '2027-03-07'],
      'Oppholdet bryter hyttas regel «Opphold bookes høyst 90 dager fram i tid».',
      'This stay breaks the cabin’s rule “Stays are booked at most 90 days ahead”.',
    ],
    [
      'too_few_nights',
      ['2026-12-04', '2026-12-05'],
      'Oppholdet bryter hyttas regel «Opphold er minst 2 netter».',
      'This stay breaks the cabin’s rule “Stays are at least 2 nights”.',
    ],
    [
      'too_many_nights',
      ['2026-12-04', '2026-12-19'],
      'Oppholdet bryter hyttas regel «Opphold er høyst 7 netter».',
      'This stay breaks the cabin’s rule “Stays are at most 7 nights”.',
    ],
    [
      'not_a_changeover_day',
      ['2026-12-03', '2026-12-05'],
      'Oppholdet bryter hyttas regel «Ankomst og avreise er på fredag eller lørdag» (ankomstdagen).',
      'This stay breaks the cabin’s rule “Arrival and departure are on Friday or Saturday” (the arrival day).',
    ],
    [
      'not_a_changeover_day',
      ['2026-12-04', '2026-12-07'],
      'Oppholdet bryter hyttas regel «Ankomst og avreise er på fredag eller lørdag» (avreisedagen).',
      'This stay breaks the cabin’s rule “Arrival and departure are on Friday or Saturday” (the departure day).',
    ],
  ])('is refused with %s, in both languages', async (code, [startDate, endDate], no, en) => {
    for (const [language, message] of [
      ['no', no],
      ['en', en],
    ] as const) {
      expect(await bookIn(language, member, startDate ?? '', endDate ?? '')).toEqual({
        status: 409,
        body: { code, message },
      });
    }
    expect(await t.database.db.select().from(bookings)).toEqual([]);
  });

  it('counts the household’s pending and approved stays that have not ended: too_many_upcoming', async () => {
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Monas', memberIds: [member.id, partner.id] },
      201,
    );
    await book(member, '2026-12-04', '2026-12-11');
    const approved = await book(partner, '2026-12-18', '2026-12-25');
    await callAs(t.app, owner, 'PUT', `/api/bookings/${approved.id}/status`, { status: 'approved' });
    expect(await bookIn('no', member, '2027-01-01', '2027-01-08')).toEqual({
      status: 409,
      body: {
        code: 'too_many_upcoming',
        message: 'Oppholdet bryter hyttas regel «En husstand har høyst 2 kommende opphold».',
      },
    });
    expect((await bookIn('en', partner, '2027-01-01', '2027-01-08')).body).toEqual({
      code: 'too_many_upcoming',
      message: 'This stay breaks the cabin’s rule “A household holds at most 2 upcoming stays”.',
    });
    // Someone of another household is not counted with them.
    await book(admin, '2027-01-01', '2027-01-08');
    // A declined stay no longer holds a place.
    const pending = await t.database.db.select().from(bookings).where(eq(bookings.userId, member.id));
    await callAs(t.app, owner, 'PUT', `/api/bookings/${pending[0]?.id}/status`, { status: 'declined' });
    await book(member, '2027-01-15', '2027-01-22');
  });

  it('keeps empty nights between two stays: too_close_to_another_stay; overlap stays its own refusal', async () => {
    await book(owner, '2026-12-12', '2026-12-18');
    expect(await bookIn('en', member, '2026-12-05', '2026-12-12')).toEqual({
      status: 409,
      body: {
        code: 'too_close_to_another_stay',
        message: 'This stay breaks the cabin’s rule “At least 1 empty night is kept between two stays”.',
      },
    });
    expect((await bookIn('no', member, '2026-12-18', '2026-12-25')).body).toEqual({
      code: 'too_close_to_another_stay',
      message: 'Oppholdet bryter hyttas regel «Minst 1 tom natt holdes mellom to opphold».',
    });
    expect((await bookIn('en', member, '2026-12-11', '2026-12-18')).body.code).toBe('dates_already_booked');
    // One empty night between: kept.
    await book(member, '2026-12-04', '2026-12-11');
  });

  it('lets the owner and admins book outside the rules; peak-period rules still apply to them', async () => {
    await book(owner, '2027-06-01', '2027-06-02');
    await book(admin, '2026-12-02', '2026-12-03');
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/peak-periods',
      {
        name: 'Jul',
        firstNight: '2026-12-20',
        lastNight: '2026-12-30',
        method: 'draw',
        wishDeadline: '2026-12-10',
      },
      201,
    );
    expect((await bookIn('en', owner, '2026-12-21', '2026-12-22')).body.code).toBe('peak_period_closed');
  });
});

describe('a change to a stay', () => {
  it('is checked again only when its dates change, and a rule change keeps the stays made', async () => {
    const made = await book(member, '2026-12-02', '2026-12-03');
    await setRules(RULES);
    // The stay broke no rule when made: it stays as it is, and its guests and notes may change.
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, made.id));
    expect(kept).toMatchObject({ startDate: '2026-12-02', endDate: '2026-12-03', status: 'pending' });
    await callAs(t.app, member, 'PATCH', `/api/bookings/${made.id}`, { adults: 3, notes: 'Med hund' });
    // The owner approves it although it breaks the rules now.
    await callAs(t.app, owner, 'PUT', `/api/bookings/${made.id}/status`, { status: 'approved' });
    // Moving its dates answers to the rules like a new request.
    const moved = await injectAs(t.app, member, {
      method: 'PATCH',
      url: `/api/bookings/${made.id}`,
      headers: { 'accept-language': 'en' },
      payload: { startDate: '2026-12-01' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'not_a_changeover_day' });
    await callAs(t.app, member, 'PATCH', `/api/bookings/${made.id}`, {
      startDate: '2026-12-04',
      endDate: '2026-12-11',
    });
    // The owner moves anyone's stay outside them.
    await callAs(t.app, owner, 'PATCH', `/api/bookings/${made.id}`, {
      startDate: '2026-12-08',
      endDate: '2026-12-09',
    });
  });

  it('does not count the moved stay against its own household', async () => {
    await setRules({ maxUpcomingStays: 1 });
    const made = await book(member, '2026-12-04', '2026-12-11');
    await callAs(t.app, member, 'PATCH', `/api/bookings/${made.id}`, { startDate: '2026-12-05' });
    expect((await bookIn('en', member, '2027-01-01', '2027-01-08')).body.code).toBe('too_many_upcoming');
  });
});

describe('one household asking at once', () => {
  it('gets exactly as many stays as the rule allows', async () => {
    await setRules({ maxUpcomingStays: 2 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        injectAs(t.app, member, {
          method: 'POST',
          url: '/api/bookings',
          payload: {
            startDate: `2027-0${1 + Math.floor(index / 3)}-${String(1 + (index % 3) * 9).padStart(2, '0')}`,
            endDate: `2027-0${1 + Math.floor(index / 3)}-${String(3 + (index % 3) * 9).padStart(2, '0')}`,
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().code).toBe('too_many_upcoming');
    }
    expect(await t.database.db.select().from(bookings).where(eq(bookings.userId, member.id))).toHaveLength(2);
  });
});
