import { weatherResponseSchema } from '@shared/schemas/weather';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cabinMembers, cabins } from '../../db/schema';
import { createCabinAs } from '../../test/cabin-fixtures';
import { withAppOnStubServices } from '../../test/stub-services/stub-service-hooks';
import type { StubServices } from '../../test/stub-services/stub-services';
import { callAs, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// GET /api/weather/{cabinId} against the local MET and Kartverket stand-ins. The clock is fixed
// inside the recorded forecast: 12:20 in Oslo on 23 November 2026.
const NOW = new Date('2026-11-23T11:20:00Z');

const stubbed = withAppOnStubServices({ now: () => NOW });
let stubs: StubServices;
let t: TestApp;
let kari: TestUser;
let ola: TestUser;
let outsider: TestUser;
let cabinId: string;

beforeAll(async () => {
  ({ stubs, t } = stubbed());
  kari = await signUp(t.app, { fullName: 'Kari Nordmann' });
  ola = await signUp(t.app, { fullName: 'Ola Nordmann' });
  outsider = await signUp(t.app, { fullName: 'Nina Utenfor' });
  await createCabinAs(t.app, outsider, 'Naboens hytte', 'Storgata 1, 0155 Oslo');
  ({ id: cabinId } = await createCabinAs(t.app, kari, 'Fjellhytta', 'Bygdinvegen 2105, 2953 Beitostølen'));
  await t.database.db.insert(cabinMembers).values({ cabinId, userId: ola.id, role: 'member' });
});

const weatherOf = (user: TestUser | null, id: string, language = 'en') =>
  injectAs(t.app, user, {
    method: 'GET',
    url: `/api/weather/${id}`,
    headers: { 'accept-language': language },
  });

/** A new cabin of Kari's, so each failure starts with MET's answer not cached. */
async function freshCabin(address: string | null, point: { latitude: number; longitude: number } | null) {
  const [cabin] = await t.database.db
    .insert(cabins)
    .values({
      name: 'Testhytta',
      address,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      accessCode: `T${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
    })
    .returning({ id: cabins.id });
  if (!cabin) throw new Error('no cabin');
  await t.database.db.insert(cabinMembers).values({ cabinId: cabin.id, userId: kari.id, role: 'owner' });
  return cabin.id;
}

let latitudeStep = 0;
/** A point of its own, so the MET cache has nothing for it yet. */
const newPoint = () => {
  latitudeStep += 1;
  return { latitude: 60 + latitudeStep / 100, longitude: 9.5 };
};

describe('the weather of a cabin', () => {
  it('gives a member the current conditions and three local days, worded in their language', async () => {
    const body = weatherResponseSchema.parse(await callAs(t.app, ola, 'GET', `/api/weather/${cabinId}`));
    expect(body).toMatchObject({
      cabinId,
      location: 'Bygdinvegen 2105, 2953 Beitostølen',
      updatedAt: '2026-11-23T10:41:07Z',
      current: { time: '2026-11-23T11:00:00.000Z', icon: 'partly-cloudy', visibility: null },
    });
    expect(body.forecast.map((day) => day.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    const norwegian = await weatherOf(kari, cabinId, 'nb-NO,nb;q=0.9');
    expect(norwegian.json().current.condition).toBe('Lettskyet');
    expect((await weatherOf(kari, cabinId, 'en')).json().current.condition).toBe('Fair');
    // One request for all three answers, at the point found when the address was saved, to 4 decimals.
    expect(stubs.met.requests.map((request) => request.query.toString())).toEqual(['lat=61.2467&lon=8.9097']);
    const [cabin] = await t.database.db.select().from(cabins).where(eq(cabins.id, cabinId));
    expect(cabin).toMatchObject({ latitude: 61.24671234, longitude: 8.90974411 });
  });

  it('costs MET one request however many members look', async () => {
    const id = await freshCabin('Sjøvegen 12, 4580 Lyngdal', newPoint());
    await t.database.db.insert(cabinMembers).values({ cabinId: id, userId: ola.id, role: 'member' });
    const before = stubs.met.requests.length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => weatherOf(index % 2 ? kari : ola, id)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(stubs.met.requests.length - before).toBe(1);
  });

  it('looks up an address saved while the address service was down, and keeps the point', async () => {
    const id = await freshCabin('Tunhovdvegen 5, 3630 Rødberg', null);
    expect((await weatherOf(kari, id)).statusCode).toBe(200);
    const [cabin] = await t.database.db.select().from(cabins).where(eq(cabins.id, id));
    expect(cabin).toMatchObject({ latitude: 60.26761359, longitude: 8.94488711 });
  });

  it('says so when the cabin has no address (409) or an address no one can find (422)', async () => {
    const noAddress = await weatherOf(kari, await freshCabin(null, null));
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json()).toEqual({ message: 'The cabin has no address', code: 'weather_no_address' });
    const unknown = await weatherOf(kari, await freshCabin('Ingensteds 99, 9999 Ukjent', null));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'weather_address_not_found' });
  });

  it.each([
    ['server-error', 502],
    ['hang', 502],
    ['malformed-json', 502],
    ['wrong-shape', 502],
  ] as const)(
    'answers "Could not fetch weather data" when MET gives %s, never a 500',
    async (behaviour, status) => {
      stubs.met.behaviour = behaviour;
      const response = await weatherOf(kari, await freshCabin('Storgata 10A, 0155 Oslo', newPoint()));
      expect(response.statusCode).toBe(status);
      // A 5xx answer names its request, so a failure someone reports can be found in the log.
      expect(response.json()).toEqual({
        message: 'Could not fetch weather data',
        code: 'weather_unavailable',
        requestId: response.headers['x-request-id'],
      });
    },
  );
});

describe('who may see the weather', () => {
  it('refuses a signed-out caller', async () => {
    expect((await weatherOf(null, cabinId)).statusCode).toBe(401);
  });

  it('answers a non-member "not found", exactly as for a cabin that does not exist', async () => {
    const theirs = await weatherOf(outsider, cabinId);
    const none = await weatherOf(outsider, '00000000-0000-4000-8000-000000000000');
    const nonsense = await weatherOf(outsider, 'not-a-uuid');
    for (const response of [theirs, none, nonsense]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Cabin not found', code: 'cabin_not_found' });
    }
    expect(theirs.body).not.toContain('Bygdinvegen');
  });

  it('lets a member of several cabins ask for each of them, not only the current one', async () => {
    const [current] = await t.database.db.select().from(cabins).where(eq(cabins.name, 'Naboens hytte'));
    if (!current) throw new Error('no cabin');
    await t.database.db.insert(cabinMembers).values({ cabinId: current.id, userId: ola.id, role: 'member' });
    expect((await weatherOf(ola, current.id)).statusCode).toBe(200);
    expect((await weatherOf(ola, cabinId)).statusCode).toBe(200);
  });
});

// Last: after a 429 this process leaves MET alone for a while, for every cabin.
describe('when MET asks us to slow down', () => {
  it('answers 503 with Retry-After and the failure text, and asks MET nothing meanwhile', async () => {
    stubs.met.behaviour = 'too-many-requests';
    const first = await weatherOf(kari, await freshCabin('Storgata 10A, 0155 Oslo', newPoint()));
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({
      message: 'Could not fetch weather data',
      code: 'weather_unavailable',
      requestId: first.headers['x-request-id'],
    });
    expect(first.headers['retry-after']).toBe('120');
    stubs.met.behaviour = 'ok';
    const before = stubs.met.requests.length;
    const second = await weatherOf(kari, await freshCabin('Storgata 10A, 0155 Oslo', newPoint()));
    expect(second.statusCode).toBe(503);
    expect(stubs.met.requests.length).toBe(before);
  });
});
