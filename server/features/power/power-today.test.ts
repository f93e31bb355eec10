import { powerTodaySchema } from '@shared/schemas/power';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { powerPriceDays } from '../../db/schema-power';
import { addBooking, ownerAdminAndMember } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp } from '../../test/test-app';

// GET /api/power/today, the dashboard's "Strøm" widget (issue #41, decision 062), with fixed
// clocks and price days written straight into power_price_days as the price job keeps them:
// an hourly day, a quarter-hourly day (the clocks moving forward) averaged into 23 hours, VAT
// never in NO4, the fixed price, no price area, and the last ended stay's use.

let t: TestApp;
let clock = new Date('2027-03-01T10:30:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

type People = Awaited<ReturnType<typeof ownerAdminAndMember>>;

async function today(user: People['owner']) {
  const response = await injectAs(t.app, user, { method: 'GET', url: '/api/power/today' });
  expect(response.statusCode, response.body).toBe(200);
  return powerTodaySchema.parse(response.json());
}

async function settle(owner: People['owner'], payload: Record<string, unknown>) {
  const response = await injectAs(t.app, owner, { method: 'PATCH', url: '/api/cabin', payload });
  expect(response.statusCode, response.body).toBe(200);
}

/** A day as the job keeps it: consecutive intervals of `minutes` from `from`, priced by index. */
async function keepDay(
  area: string,
  date: string,
  from: string,
  count: number,
  minutes: number,
  nok: (i: number) => number,
) {
  const start = Date.parse(from);
  const intervals = Array.from({ length: count }, (_, i) => ({
    start: new Date(start + i * minutes * 60_000).toISOString(),
    end: new Date(start + (i + 1) * minutes * 60_000).toISOString(),
    nokPerKwh: nok(i),
  }));
  await t.database.db.insert(powerPriceDays).values({ priceArea: area, date, intervals });
}

describe('GET /api/power/today', () => {
  it('is 401 signed out and refused without a current cabin', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/power/today' });
    expect(signedOut.statusCode).toBe(401);
    const loner = await signUp(t.app, { fullName: 'Uten Hytte' });
    const refused = await injectAs(t.app, loner, { method: 'GET', url: '/api/power/today' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('no_current_cabin');
  });

  it('answers an hourly day by the hour in Europe/Oslo, with grid fee and VAT, rounded once', async () => {
    clock = new Date('2027-03-01T10:30:00Z');
    const { owner, member } = await ownerAdminAndMember(t, 'Timeshytta');
    await settle(owner, { priceArea: 'NO1', gridFeeOre: 40, addVat: true });
    // Hour h costs (50 + h) øre: hour 0 is (50 + 40) x 1.25 = 112.5 -> 113, hour 1 113.75 -> 114.
    await keepDay('NO1', '2027-03-01', '2027-02-28T23:00:00Z', 24, 60, (h) => (50 + h) / 100);
    const answer = await today(member);
    expect(answer).toMatchObject({ priceArea: 'NO1', date: '2027-03-01', lastStay: null });
    expect(answer.hours).toHaveLength(24);
    expect(answer.hours[0]).toEqual({
      start: '2027-02-28T23:00:00.000Z',
      end: '2027-03-01T00:00:00.000Z',
      priceOre: 113,
    });
    expect(answer.hours.slice(0, 3).map((hour) => hour.priceOre)).toEqual([113, 114, 115]);
    expect(answer.hours[23]?.end).toBe('2027-03-01T23:00:00.000Z');
  });

  it('averages a quarter-hourly day into hours: 23 of them when the clocks move forward', async () => {
    clock = new Date('2027-03-28T10:00:00Z');
    const { owner, member } = await ownerAdminAndMember(t, 'Kvartershytta');
    await settle(owner, { priceArea: 'NO2', gridFeeOre: 0, addVat: false });
    // Quarter q costs (40 + q) øre; hour h averages 40 + 4h + 1.5: 41.5 -> 42, 45.5 -> 46.
    await keepDay('NO2', '2027-03-28', '2027-03-27T23:00:00Z', 92, 15, (q) => (40 + q) / 100);
    const answer = await today(member);
    expect(answer.date).toBe('2027-03-28');
    expect(answer.hours).toHaveLength(23);
    expect(answer.hours.slice(0, 2).map((hour) => hour.priceOre)).toEqual([42, 46]);
    // 02:00 local does not exist: the third hour starts at 03:00 CEST (01:00 UTC).
    expect(answer.hours[2]?.start).toBe('2027-03-28T01:00:00.000Z');
    expect(answer.hours[22]?.end).toBe('2027-03-28T22:00:00.000Z');
  });

  it('never adds VAT in NO4, and with a fixed price answers it for every hour without the spot prices', async () => {
    clock = new Date('2027-10-31T12:00:00Z');
    const { owner, member } = await ownerAdminAndMember(t, 'Nordhytta');
    await settle(owner, { priceArea: 'NO4', gridFeeOre: 20, addVat: true });
    // The clocks go back: 25 hours, each 30 øre + 20 øre grid, no VAT.
    await keepDay('NO4', '2027-10-31', '2027-10-30T22:00:00Z', 25, 60, () => 0.3);
    const spot = await today(member);
    expect(spot.hours).toHaveLength(25);
    expect(new Set(spot.hours.map((hour) => hour.priceOre))).toEqual(new Set([50]));

    await settle(owner, { fixedPriceOre: 100 });
    const fixed = await today(member);
    expect(fixed.hours).toHaveLength(25);
    expect(new Set(fixed.hours.map((hour) => hour.priceOre))).toEqual(new Set([120]));
  });

  it('has no hours without a price area, nor before the day is fetched', async () => {
    clock = new Date('2027-05-05T12:00:00Z');
    const { owner, member } = await ownerAdminAndMember(t, 'Områdeløs');
    expect(await today(member)).toEqual({ priceArea: null, date: '2027-05-05', hours: [], lastStay: null });
    await settle(owner, { priceArea: 'NO3' });
    expect(await today(member)).toMatchObject({ priceArea: 'NO3', hours: [] });
  });

  it("answers the use of the stay that ended last with both readings, priced as the stay's page prices it", async () => {
    clock = new Date('2027-06-20T12:00:00Z');
    const { owner, member, cabin } = await ownerAdminAndMember(t, 'Siste opphold');
    const db = t.database.db;
    const earlier = await addBooking(db, cabin.id, member.id, '2027-06-01', '2027-06-04');
    const later = await addBooking(db, cabin.id, owner.id, '2027-06-10', '2027-06-14');
    const ongoing = await addBooking(db, cabin.id, member.id, '2027-06-19', '2027-06-23');
    const read = (user: People['owner'], value: number, readAt: string, bookingId: string) =>
      injectAs(t.app, user, {
        method: 'POST',
        url: '/api/meter-readings',
        payload: { value, readAt, bookingId },
      });
    await read(member, 100, '2027-06-01T15:00:00Z', earlier);
    await read(member, 120, '2027-06-04T10:00:00Z', earlier);
    await read(owner, 200, '2027-06-10T15:00:00Z', later);
    await read(owner, 343, '2027-06-14T10:00:00Z', later);
    await read(member, 400, '2027-06-19T15:00:00Z', ongoing);

    // No price area yet: the use without a price.
    expect((await today(member)).lastStay).toEqual({
      bookingId: later,
      startDate: '2027-06-10',
      endDate: '2027-06-14',
      kWh: 143,
      totalOre: null,
    });
    // 143 kWh x (200 + 30 øre) x 1.25 = 41 112.5 -> 41 113.
    await settle(owner, { fixedPriceOre: 200, gridFeeOre: 30, addVat: true });
    expect((await today(member)).lastStay).toMatchObject({ bookingId: later, kWh: 143, totalOre: 41_113 });
  });
});
