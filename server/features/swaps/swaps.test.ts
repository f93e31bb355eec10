import type { Notification } from '@shared/schemas/notifications';
import { type SwapOffer, swapOfferListSchema, swapOfferSchema } from '@shared/schemas/swaps';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../../db/client';
import { bookings, cabinMembers } from '../../db/schema';
import { households } from '../../db/schema-households';
import { peakPeriods } from '../../db/schema-peak-periods';
import { swapOffers } from '../../db/schema-season';
import { addBooking, createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Swapping stays between households (issue #40, part 4; decision 059), through the API: the
// offer and its refusals, the list, decline and withdraw, lapsing, and the accept that exchanges
// the two stays' dates in one transaction, with the peak caps and the deferred overlap rule.

let clock = new Date('2027-01-10T12:00:00Z');
let t: TestApp;
let owner: TestUser;
let ola: TestUser;
let kari: TestUser;
let per: TestUser;
let outsider: TestUser;
let cabinId: string;
let otherCabinStay: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  owner = await signUp(t.app, { fullName: 'Eva Eier' });
  ola = await signUp(t.app, { fullName: 'Ola Nordmann' });
  kari = await signUp(t.app, { fullName: 'Kari Nordmann' });
  per = await signUp(t.app, { fullName: 'Per Nordmann' });
  outsider = await signUp(t.app, { fullName: 'Nina Naboen' });
  const cabin = await createCabinAs(t.app, owner, 'Fjellhytta');
  cabinId = cabin.id;
  for (const user of [ola, kari, per]) await joinAs(t.app, user, cabin.accessCode);
  const other = await createCabinAs(t.app, outsider, 'Naboens hytte');
  otherCabinStay = await addBooking(t.database.db, other.id, outsider.id, '2027-07-01', '2027-07-05');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
let olaStay: string;
let kariStay: string;

beforeEach(async () => {
  clock = new Date('2027-01-10T12:00:00Z');
  await db().delete(bookings).where(eq(bookings.cabinId, cabinId));
  await db().delete(peakPeriods).where(eq(peakPeriods.cabinId, cabinId));
  await db().delete(households).where(eq(households.cabinId, cabinId));
  olaStay = await addBooking(db(), cabinId, ola.id, '2027-07-01', '2027-07-08');
  kariStay = await addBooking(db(), cabinId, kari.id, '2027-07-10', '2027-07-14');
  await db().update(bookings).set({ notes: 'Kari tar med ved', adults: 3 }).where(eq(bookings.id, kariStay));
});

const offer = (user: TestUser, bookingId: string, withBookingId: string, expected = 201) =>
  callAs(t.app, user, 'POST', `/api/bookings/${bookingId}/swap-offers`, { withBookingId }, expected);
const answer = (
  user: TestUser,
  offerId: string,
  what: 'accept' | 'decline',
  expected = 200,
  language = 'nb',
) =>
  injectAs(t.app, user, {
    method: 'POST',
    url: `/api/swap-offers/${offerId}/${what}`,
    headers: { 'accept-language': language },
  }).then((response) => {
    expect(response.statusCode, response.body).toBe(expected);
    return response.json();
  });
const listOf = async (user: TestUser) =>
  swapOfferListSchema.parse(await callAs(t.app, user, 'GET', '/api/swap-offers'));
const notificationsOf = async (user: TestUser, language: string) =>
  (
    await injectAs(t.app, user, {
      method: 'GET',
      url: '/api/notifications',
      headers: { 'accept-language': language },
    })
  ).json<Notification[]>();
const stay = async (id: string) => {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  return row;
};

describe('POST /api/bookings/{id}/swap-offers', () => {
  it('offers the stay to the other booker, who is told in their language', async () => {
    const made = swapOfferSchema.parse(await offer(ola, olaStay, kariStay));
    expect(made).toMatchObject({
      booking: {
        id: olaStay,
        startDate: '2027-07-01',
        endDate: '2027-07-08',
        user: { fullName: 'Ola Nordmann' },
      },
      withBooking: { id: kariStay, startDate: '2027-07-10', endDate: '2027-07-14', user: { id: kari.id } },
      from: { id: ola.id },
      to: { id: kari.id },
      status: 'open',
      answeredAt: null,
    });
    const [norsk] = await notificationsOf(kari, 'nb');
    expect(norsk).toMatchObject({ type: 'swap_offered', title: 'Tilbud om å bytte opphold' });
    expect(norsk?.message).toContain('Ola Nordmann tilbyr deg oppholdet sitt');
    const [english] = await notificationsOf(kari, 'en');
    expect(english?.title).toBe('An offer to swap stays');
    expect(english?.message).toContain('Ola Nordmann offers you their stay');
  });

  it('lists it for both, with its direction; nobody else sees it', async () => {
    const made = swapOfferSchema.parse(await offer(ola, olaStay, kariStay));
    expect(await listOf(ola)).toEqual([{ ...made, direction: 'outgoing' }]);
    expect(await listOf(kari)).toEqual([{ ...made, direction: 'incoming' }]);
    expect(await listOf(owner)).toEqual([]);
    expect(await listOf(outsider)).toEqual([]);
  });

  it.each([
    ['an unknown stay', () => '00000000-0000-4000-8000-000000000000'],
    ['another cabin’s stay', () => otherCabinStay],
    ['a malformed id', () => 'ikke-en-id'],
  ])('answers 404 for %s on either side', async (_name, id) => {
    expect(await offer(ola, olaStay, id(), 404)).toMatchObject({ code: 'booking_not_found' });
    expect(await offer(ola, id(), kariStay, 404)).toMatchObject({ code: 'booking_not_found' });
  });

  it("refuses another's stay with 403", async () => {
    expect(await offer(kari, olaStay, kariStay, 403)).toMatchObject({ code: 'not_your_booking' });
    expect(await offer(owner, olaStay, kariStay, 403)).toMatchObject({ code: 'not_your_booking' });
  });

  it('refuses a pending or a started stay with 409 swap_not_possible', async () => {
    await db().update(bookings).set({ status: 'pending' }).where(eq(bookings.id, kariStay));
    const pending = await offer(ola, olaStay, kariStay, 409);
    expect(pending).toMatchObject({ code: 'swap_not_possible' });
    expect(pending.message).toContain('the other stay is not approved');
    await db().update(bookings).set({ status: 'approved' }).where(eq(bookings.id, kariStay));
    clock = new Date('2027-07-01T08:00:00Z');
    const started = await offer(ola, olaStay, kariStay, 409);
    expect(started.message).toContain('your stay has started');
  });

  it('refuses a swap inside one household, or of two of one’s own stays, with 409', async () => {
    const second = await addBooking(db(), cabinId, ola.id, '2027-09-01', '2027-09-03');
    expect(await offer(ola, olaStay, second, 409)).toMatchObject({ code: 'swap_same_household' });
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Nordmann', memberIds: [ola.id, kari.id] },
      201,
    );
    expect(await offer(ola, olaStay, kariStay, 409)).toMatchObject({ code: 'swap_same_household' });
  });

  it('refuses a second open offer of the same two stays, either way round', async () => {
    await offer(ola, olaStay, kariStay);
    expect(await offer(ola, olaStay, kariStay, 409)).toMatchObject({ code: 'swap_already_offered' });
    expect(await offer(kari, kariStay, olaStay, 409)).toMatchObject({ code: 'swap_already_offered' });
  });

  it('lets a lapsed offer make way for a new one', async () => {
    await offer(ola, olaStay, kariStay);
    await callAs(t.app, ola, 'PATCH', `/api/bookings/${olaStay}`, { notes: 'Vi tar med hunden' });
    expect(await listOf(ola)).toEqual([]);
    expect(swapOfferSchema.parse(await offer(ola, olaStay, kariStay)).status).toBe('open');
  });
});

describe('decline and withdraw', () => {
  it('the receiver declines; the offerer is told; it cannot be answered again', async () => {
    const made: SwapOffer = await offer(ola, olaStay, kariStay);
    expect(await answer(ola, made.id, 'decline', 403)).toMatchObject({ code: 'not_your_swap_offer' });
    expect(await answer(owner, made.id, 'decline', 404)).toMatchObject({ code: 'swap_offer_not_found' });
    expect(await answer(outsider, made.id, 'decline', 404)).toMatchObject({ code: 'swap_offer_not_found' });
    const declined = swapOfferSchema.parse(await answer(kari, made.id, 'decline'));
    expect(declined).toMatchObject({ status: 'declined', answeredAt: clock.toISOString() });
    const [told] = await notificationsOf(ola, 'en');
    expect(told).toMatchObject({ type: 'swap_declined', title: 'Swap declined' });
    expect(await answer(kari, made.id, 'decline', 409)).toMatchObject({ code: 'swap_offer_closed' });
    expect(await answer(kari, made.id, 'accept', 409)).toMatchObject({ code: 'swap_offer_closed' });
    expect((await stay(olaStay))?.startDate).toBe('2027-07-01');
  });

  it('only the offerer withdraws, while it is open', async () => {
    const made: SwapOffer = await offer(ola, olaStay, kariStay);
    const withdraw = (user: TestUser, expected: number) =>
      callAs(t.app, user, 'DELETE', `/api/swap-offers/${made.id}`, undefined, expected);
    expect(await withdraw(kari, 403)).toMatchObject({ code: 'not_your_swap_offer' });
    expect(await withdraw(per, 404)).toMatchObject({ code: 'swap_offer_not_found' });
    expect(swapOfferSchema.parse(await withdraw(ola, 200)).status).toBe('withdrawn');
    expect(await listOf(kari)).toEqual([]);
    expect(await withdraw(ola, 409)).toMatchObject({ code: 'swap_offer_closed' });
  });
});

describe('a lapsed offer', () => {
  it('lapses when either stay changes: answering it is 409 swap_offer_closed', async () => {
    const made: SwapOffer = await offer(ola, olaStay, kariStay);
    await callAs(t.app, kari, 'PATCH', `/api/bookings/${kariStay}`, { adults: 4 });
    expect(await listOf(kari)).toEqual([]);
    expect(await answer(kari, made.id, 'accept', 409)).toMatchObject({ code: 'swap_offer_closed' });
    expect(await answer(kari, made.id, 'decline', 409)).toMatchObject({ code: 'swap_offer_closed' });
  });

  it('lapses when either stay starts (the day in Oslo)', async () => {
    const made: SwapOffer = await offer(ola, olaStay, kariStay);
    clock = new Date('2027-06-30T22:30:00Z'); // 00:30 on 1 July in Oslo
    expect(await listOf(kari)).toEqual([]);
    expect(await answer(kari, made.id, 'accept', 409)).toMatchObject({ code: 'swap_offer_closed' });
  });

  it('goes with a deleted stay', async () => {
    await offer(ola, olaStay, kariStay);
    await callAs(t.app, kari, 'DELETE', `/api/bookings/${kariStay}`);
    expect(await db().select().from(swapOffers).where(eq(swapOffers.bookingId, olaStay))).toEqual([]);
  });
});

describe('POST /api/swap-offers/{id}/accept', () => {
  it('exchanges the dates and nothing else; the offerer and the owner are told', async () => {
    const before = { ola: await stay(olaStay), kari: await stay(kariStay) };
    const made: SwapOffer = await offer(ola, olaStay, kariStay);
    expect(await answer(ola, made.id, 'accept', 403)).toMatchObject({ code: 'not_your_swap_offer' });
    const accepted = swapOfferSchema.parse(await answer(kari, made.id, 'accept'));
    expect(accepted).toMatchObject({
      status: 'accepted',
      booking: { id: olaStay, startDate: '2027-07-10', endDate: '2027-07-14' },
      withBooking: { id: kariStay, startDate: '2027-07-01', endDate: '2027-07-08' },
    });
    const after = { ola: await stay(olaStay), kari: await stay(kariStay) };
    expect(after.ola).toMatchObject({
      ...before.ola,
      startDate: '2027-07-10',
      endDate: '2027-07-14',
      sequence: (before.ola?.sequence ?? 0) + 1,
      updatedAt: clock,
    });
    expect(after.kari).toMatchObject({
      ...before.kari,
      startDate: '2027-07-01',
      endDate: '2027-07-08',
      status: 'approved',
      notes: 'Kari tar med ved',
      adults: 3,
      sequence: (before.kari?.sequence ?? 0) + 1,
      updatedAt: clock,
    });
    const [toOla] = await notificationsOf(ola, 'nb');
    expect(toOla).toMatchObject({ type: 'swap_accepted', title: 'Byttet er gjort' });
    const [toOwner] = await notificationsOf(owner, 'en');
    expect(toOwner).toMatchObject({ type: 'swap_done', title: 'Two stays swapped' });
    expect(toOwner?.message).toContain('Ola Nordmann and Kari Nordmann swapped stays');
    expect(await listOf(kari)).toEqual([]);
  });

  it('lets every other open offer of either stay lapse', async () => {
    const perStay = await addBooking(db(), cabinId, per.id, '2027-08-01', '2027-08-05');
    const toKari: SwapOffer = await offer(ola, olaStay, kariStay);
    const toOla: SwapOffer = await offer(per, perStay, olaStay);
    await answer(kari, toKari.id, 'accept');
    expect(await listOf(per)).toEqual([]);
    expect(await answer(ola, toOla.id, 'accept', 409)).toMatchObject({ code: 'swap_offer_closed' });
  });

  it('swaps two adjacent stays, and stays of different lengths beside a third', async () => {
    const perStay = await addBooking(db(), cabinId, per.id, '2027-07-14', '2027-07-20');
    const adjacent = await addBooking(db(), cabinId, per.id, '2027-07-08', '2027-07-10');
    const first: SwapOffer = await offer(ola, olaStay, kariStay);
    await answer(kari, first.id, 'accept');
    expect(await stay(kariStay)).toMatchObject({ startDate: '2027-07-01', endDate: '2027-07-08' });
    expect(await stay(olaStay)).toMatchObject({ startDate: '2027-07-10', endDate: '2027-07-14' });
    const second: SwapOffer = await offer(per, adjacent, kariStay);
    await answer(kari, second.id, 'accept');
    expect(await stay(adjacent)).toMatchObject({ startDate: '2027-07-01', endDate: '2027-07-08' });
    expect(await stay(kariStay)).toMatchObject({ startDate: '2027-07-08', endDate: '2027-07-10' });
    expect(await stay(perStay)).toMatchObject({ startDate: '2027-07-14', endDate: '2027-07-20' });
  });

  it.each([
    ['nb', '«Sommer»', 'grensen på 7 netter'],
    ['en', '“Sommer”', 'cap of 7 nights'],
  ])('refuses a swap that breaks a household’s cap (%s), changing nothing', async (language, name, cap) => {
    // Kari holds 5 nights of the capped July; Ola's 3 July nights for her August stay make 8.
    await db().delete(bookings).where(eq(bookings.cabinId, cabinId));
    const kariJuly = await addBooking(db(), cabinId, kari.id, '2027-07-01', '2027-07-06');
    const kariAugust = await addBooking(db(), cabinId, kari.id, '2027-08-10', '2027-08-15');
    const olaJuly = await addBooking(db(), cabinId, ola.id, '2027-07-10', '2027-07-13');
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/peak-periods',
      {
        name: 'Sommer',
        firstNight: '2027-07-01',
        lastNight: '2027-07-31',
        method: 'cap',
        capNights: 7,
      },
      201,
    );
    const made: SwapOffer = await offer(ola, olaJuly, kariAugust);
    const before = await db().select().from(bookings).where(eq(bookings.cabinId, cabinId));
    const refused = await answer(kari, made.id, 'accept', 409, language);
    expect(refused.code).toBe('swap_breaks_cap');
    expect(refused.message).toContain(name);
    expect(refused.message).toContain(cap);
    expect(await db().select().from(bookings).where(eq(bookings.cabinId, cabinId))).toEqual(before);
    expect(await listOf(kari)).toHaveLength(1);
    expect((await stay(kariJuly))?.startDate).toBe('2027-07-01');
  });
});

/** The SQLSTATE a write failed with (its driver wraps it differently on PGlite and PostgreSQL). */
const sqlStateOfFailure = (write: PromiseLike<unknown>) =>
  Promise.resolve(write).then(
    () => undefined,
    (error: unknown) => sqlStateOf(error),
  );

describe('the deferred overlap rule', () => {
  it('is checked at the commit of a transaction that defers it: an overlap is refused, nothing changes', async () => {
    const before = await db().select().from(bookings).where(eq(bookings.cabinId, cabinId));
    const overlapping = db().transaction(async (tx) => {
      await tx.execute(sql`set constraints bookings_no_overlap deferred`);
      await tx.update(bookings).set({ startDate: '2027-07-05' }).where(eq(bookings.id, kariStay));
    });
    expect(await sqlStateOfFailure(overlapping)).toBe('23P01');
    expect(await db().select().from(bookings).where(eq(bookings.cabinId, cabinId))).toEqual(before);
  });

  it('is checked at once elsewhere', async () => {
    const moved = db().update(bookings).set({ startDate: '2027-07-05' }).where(eq(bookings.id, kariStay));
    expect(await sqlStateOfFailure(moved)).toBe('23P01');
  });
});

describe('membership', () => {
  it('a member who left cannot answer', async () => {
    const made: SwapOffer = await offer(ola, olaStay, kariStay);
    await db().delete(cabinMembers).where(eq(cabinMembers.userId, per.id));
    expect(await answer(per, made.id, 'accept', 404)).toMatchObject({ code: 'no_current_cabin' });
    await db().insert(cabinMembers).values({ cabinId, userId: per.id, role: 'member' });
  });
});
