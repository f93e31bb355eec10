import { stayPowerSchema } from '@shared/schemas/power';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { powerPriceDays } from '../../db/schema-power';
import { addBooking, ownerAdminAndMember } from '../../test/cabin-fixtures';
import { withStubServices } from '../../test/stub-services/stub-service-hooks';
import type { StubServices } from '../../test/stub-services/stub-services';
import { createTestApp, injectAs, type TestApp, UNREACHABLE_OUTBOUND } from '../../test/test-app';

// Meter readings and a stay's power bill through the API (issue #41, decision 062), with the
// price job run against the local stand-in of the price service: the readings' checks, the
// stay's status as it gains readings and prices, a failing service and the job's retry an hour
// later, and the charge to the booker's household, once.

const stubServices = withStubServices();
let stubs: StubServices;
let t: TestApp;
let clock = new Date('2027-01-12T12:00:00Z');

beforeAll(async () => {
  stubs = stubServices();
  t = await createTestApp({
    now: () => clock,
    outbound: { ...UNREACHABLE_OUTBOUND, powerPriceUrl: stubs.urls.powerPriceUrl, timeoutMs: 2_000 },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  stubs.reset();
  clock = new Date('2027-01-12T12:00:00Z');
});

type People = Awaited<ReturnType<typeof ownerAdminAndMember>>;

async function read(user: People['owner'], payload: Record<string, unknown>) {
  return injectAs(t.app, user, { method: 'POST', url: '/api/meter-readings', payload });
}

async function powerOf(user: People['owner'], stay: string) {
  const response = await injectAs(t.app, user, { method: 'GET', url: `/api/bookings/${stay}/power` });
  expect(response.statusCode, response.body).toBe(200);
  return stayPowerSchema.parse(response.json());
}

describe('meter readings', () => {
  it('are recorded with one decimal, listed newest first, and deleted by their writer', async () => {
    const { member, owner } = await ownerAdminAndMember(t, 'Målerhytta');
    const first = await read(member, { value: 1000.5, readAt: '2027-01-10T15:00:00+01:00' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      value: 1000.5,
      readAt: '2027-01-10T14:00:00.000Z',
      bookingId: null,
      mayDelete: true,
    });
    await read(member, { value: 1010, readAt: '2027-01-11T15:00:00+01:00' });
    const list = await injectAs(t.app, owner, { method: 'GET', url: '/api/meter-readings' });
    expect(list.json().readings.map((one: { value: number }) => one.value)).toEqual([1010, 1000.5]);
    expect(list.json().readings[0].mayDelete).toBe(true);
    const gone = await injectAs(t.app, member, {
      method: 'DELETE',
      url: `/api/meter-readings/${first.json().id}`,
    });
    expect(gone.statusCode).toBe(200);
    const again = await injectAs(t.app, member, {
      method: 'DELETE',
      url: `/api/meter-readings/${first.json().id}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('meter_reading_not_found');
  });

  it('never go backwards: lower than the one before or higher than the one after is a 400 with the reason', async () => {
    const { member } = await ownerAdminAndMember(t, 'Bakoverhytta');
    await read(member, { value: 500, readAt: '2027-01-10T12:00:00Z' });
    await read(member, { value: 600, readAt: '2027-01-11T12:00:00Z' });
    const lower = await read(member, { value: 499.9, readAt: '2027-01-10T18:00:00Z' });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({ code: 'meter_reading_out_of_order' });
    expect(lower.json().message).toContain('lower than the reading before it (500 kWh)');
    const higher = await read(member, { value: 600.1, readAt: '2027-01-10T18:00:00Z' });
    expect(higher.statusCode).toBe(400);
    expect(higher.json().message).toContain('higher than the reading after it (600 kWh)');
    const between = await read(member, { value: 550, readAt: '2027-01-10T18:00:00Z' });
    expect(between.statusCode).toBe(201);
  });

  it('are refused later than now', async () => {
    const { member } = await ownerAdminAndMember(t, 'Framtidshytta');
    const response = await read(member, { value: 1, readAt: '2027-01-12T12:05:00Z' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'meter_reading_in_future' });
  });

  it.each([
    ['value', { value: 1.25, readAt: '2027-01-10T12:00:00Z' }],
    ['value', { value: -1, readAt: '2027-01-10T12:00:00Z' }],
    ['value', { value: '12', readAt: '2027-01-10T12:00:00Z' }],
    ['readAt', { value: 1, readAt: 'yesterday' }],
    ['readAt', { value: 1 }],
    ['bookingId', { value: 1, readAt: '2027-01-10T12:00:00Z', bookingId: 'not-a-stay' }],
  ])('refuses a bad %s with 400 naming it', async (field, payload) => {
    const { member } = await ownerAdminAndMember(t, 'Feilhytta');
    const response = await read(member, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it("refuses another cabin's stay as the reading's stay", async () => {
    const a = await ownerAdminAndMember(t, 'Hytte A');
    const b = await ownerAdminAndMember(t, 'Hytte B');
    const theirs = await addBooking(t.database.db, b.cabin.id, b.member.id, '2027-01-09', '2027-01-11');
    const response = await read(a.member, { value: 1, readAt: '2027-01-10T12:00:00Z', bookingId: theirs });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('bookingId');
  });
});

describe("a stay's power", () => {
  async function arrange(name: string, priceArea = 'NO1') {
    const people = await ownerAdminAndMember(t, name);
    await injectAs(t.app, people.owner, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { priceArea, gridFeeOre: 40, addVat: true },
    });
    const stay = await addBooking(
      t.database.db,
      people.cabin.id,
      people.member.id,
      '2027-01-09',
      '2027-01-11',
    );
    return { ...people, stay };
  }

  it('needs readings, then prices, then is ready; charged once to the booker, visible in the costs', async () => {
    const { owner, admin, member, stay } = await arrange('Spothytta');
    expect(await powerOf(member, stay)).toMatchObject({
      status: 'needs_readings',
      kWh: null,
      breakdown: null,
    });
    await read(member, { value: 1000, readAt: '2027-01-09T15:00:00+01:00', bookingId: stay });
    await read(member, { value: 1143, readAt: '2027-01-11T11:00:00+01:00', bookingId: stay });
    expect(await powerOf(member, stay)).toMatchObject({
      status: 'price_pending',
      kWh: 143,
      mayCharge: false,
    });

    await t.app.jobs.runDue();
    // Each reading and the hourly schedule start a run; runs at once may ask for a day twice,
    // and it is kept once.
    const fetched = [...new Set(stubs.powerPrices.requests.map((request) => request.path))].sort();
    expect(fetched).toEqual([
      '/prices/2027/01-09_NO1.json',
      '/prices/2027/01-10_NO1.json',
      '/prices/2027/01-11_NO1.json',
      '/prices/2027/01-12_NO1.json',
    ]);
    // The stub's NO1 hour h costs 51 + h øre. 44 hours: 15-23 on the 9th, the 10th, 0-10 on the
    // 11th; 2746 øre-hours, 62.41 øre on average; 143 kWh x (62.41 + 40) x 1.25 = 18 305.6 øre.
    const ready = await powerOf(owner, stay);
    expect(ready).toMatchObject({
      status: 'ready',
      kWh: 143,
      mayCharge: true,
      breakdown: { kWh: 143, averagePriceOre: 62, gridFeeOre: 40, vatPercent: 25, totalOre: 18_306 },
    });
    expect(ready.breakdown?.priceDays.map((day) => day.date)).toEqual([
      '2027-01-09',
      '2027-01-10',
      '2027-01-11',
    ]);
    expect((await powerOf(member, stay)).mayCharge).toBe(false);

    const byMember = await injectAs(t.app, member, {
      method: 'POST',
      url: `/api/bookings/${stay}/power/charge`,
    });
    expect(byMember.statusCode).toBe(403);
    const charged = await injectAs(t.app, admin, {
      method: 'POST',
      url: `/api/bookings/${stay}/power/charge`,
    });
    expect(charged.statusCode, charged.body).toBe(201);
    expect(stayPowerSchema.parse(charged.json())).toMatchObject({
      charge: { amountOre: 18_306 },
      mayCharge: false,
    });
    const twice = await injectAs(t.app, owner, { method: 'POST', url: `/api/bookings/${stay}/power/charge` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_charged');

    const costs = await injectAs(t.app, member, { method: 'GET', url: '/api/expenses' });
    const power = costs
      .json()
      .expenses.filter((expense: { category: string }) => expense.category === 'electricity');
    expect(power).toHaveLength(1);
    expect(power[0]).toMatchObject({ amountOre: 18_306, paidById: owner.id, description: 'Strøm: 143 kWh' });
    expect(power[0].parts).toEqual([expect.objectContaining({ userId: member.id, amountOre: 18_306 })]);
  });

  it('stays "price pending" while the service fails, never a 500, and the job tries again an hour later', async () => {
    // NO2: days no other test has fetched.
    const { member, owner, stay } = await arrange('Feilprishytta', 'NO2');
    await read(member, { value: 10, readAt: '2027-01-10T08:00:00+01:00', bookingId: stay });
    await read(member, { value: 30, readAt: '2027-01-10T20:00:00+01:00', bookingId: stay });
    stubs.powerPrices.behaviour = 'server-error';
    await t.app.jobs.runDue();
    expect(stubs.powerPrices.requests.length).toBeGreaterThan(0);
    expect((await powerOf(member, stay)).status).toBe('price_pending');
    const early = await injectAs(t.app, owner, { method: 'POST', url: `/api/bookings/${stay}/power/charge` });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('power_not_ready');

    stubs.powerPrices.behaviour = 'malformed-json';
    clock = new Date('2027-01-12T13:20:00Z');
    await t.app.jobs.runDue();
    expect((await powerOf(member, stay)).status).toBe('price_pending');

    stubs.powerPrices.behaviour = 'quarter-hourly';
    clock = new Date('2027-01-12T14:20:00Z');
    await t.app.jobs.runDue();
    const ready = await powerOf(member, stay);
    expect(ready.status).toBe('ready');
    // 08:00-20:00 on the 10th in quarters: NO2's quarter q costs (52 + q) / 100 NOK; q = 32..79.
    // Average 52 + 55.5 = 107.5 øre; 20 kWh x (107.5 + 40) x 1.25 = 3687.5 -> 3688.
    expect(ready.breakdown).toMatchObject({ averagePriceOre: 108, totalOre: 3688 });
  });

  it('uses the fixed price without the service, and no VAT in NO4', async () => {
    const { member, owner, stay } = await arrange('Fastprishytta');
    await injectAs(t.app, owner, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { priceArea: 'NO4', fixedPriceOre: 100, gridFeeOre: 20 },
    });
    await read(member, { value: 10, readAt: '2027-01-10T08:00:00+01:00', bookingId: stay });
    await read(member, { value: 20.5, readAt: '2027-01-10T20:00:00+01:00', bookingId: stay });
    expect(await powerOf(member, stay)).toMatchObject({
      status: 'ready',
      breakdown: { kWh: 10.5, averagePriceOre: 100, vatPercent: 0, totalOre: 1260, priceDays: [] },
    });
  });

  it('needs a price area or a fixed price', async () => {
    const people = await ownerAdminAndMember(t, 'Uten område');
    const stay = await addBooking(
      t.database.db,
      people.cabin.id,
      people.member.id,
      '2027-01-09',
      '2027-01-11',
    );
    await read(people.member, { value: 10, readAt: '2027-01-10T08:00:00Z', bookingId: stay });
    await read(people.member, { value: 11, readAt: '2027-01-10T09:00:00Z', bookingId: stay });
    expect((await powerOf(people.member, stay)).status).toBe('needs_price_area');
  });

  it('keeps each fetched day once', async () => {
    const { member, stay } = await arrange('Én gang-hytta');
    await read(member, { value: 1, readAt: '2027-01-10T08:00:00+01:00', bookingId: stay });
    await read(member, { value: 2, readAt: '2027-01-10T09:00:00+01:00', bookingId: stay });
    await t.app.jobs.runDue();
    clock = new Date('2027-01-12T13:20:00Z');
    stubs.powerPrices.requests.length = 0;
    await t.app.jobs.runDue();
    expect(stubs.powerPrices.requests).toEqual([]);
    const days = await t.database.db
      .select({ area: powerPriceDays.priceArea, date: powerPriceDays.date })
      .from(powerPriceDays);
    expect(days.length).toBeGreaterThan(0);
    expect(new Set(days.map((day) => `${day.area} ${day.date}`)).size).toBe(days.length);
  });
});
