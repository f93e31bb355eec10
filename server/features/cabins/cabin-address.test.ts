import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cabinMembers, cabins, users } from '../../db/schema';
import { createCabinAs } from '../../test/cabin-fixtures';
import { withAppOnStubServices } from '../../test/stub-services/stub-service-hooks';
import type { StubServices } from '../../test/stub-services/stub-services';
import { callAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// A saved address is found on the map for the weather: through the chosen suggestion's point,
// else by looking the text up. An address no one finds is saved all the same.

const stubbed = withAppOnStubServices();
let stubs: StubServices;
let t: TestApp;
let kari: TestUser;

beforeAll(async () => {
  ({ stubs, t } = stubbed());
  kari = await signUp(t.app, { fullName: 'Kari Nordmann' });
});

const pointOf = async (cabinId: string) => {
  const [cabin] = await t.database.db
    .select({ address: cabins.address, latitude: cabins.latitude, longitude: cabins.longitude })
    .from(cabins)
    .where(eq(cabins.id, cabinId));
  return cabin;
};
const lookups = () => stubs.kartverket.requests.length + stubs.nominatim.requests.length;

describe('creating a cabin with an address', () => {
  it("uses the chosen suggestion's point without looking anything up", async () => {
    const before = lookups();
    const cabin = await callAs(
      t.app,
      kari,
      'POST',
      '/api/cabin/create',
      {
        name: 'Sjøhytta',
        address: 'Sjøvegen 12, 4580 Lyngdal',
        placeId: 'kartverket:58.136887,7.071833',
      },
      201,
    );
    expect(await pointOf(cabin.id)).toEqual({
      address: 'Sjøvegen 12, 4580 Lyngdal',
      latitude: 58.136887,
      longitude: 7.071833,
    });
    expect(lookups()).toBe(before);
  });

  it('looks a typed address up', async () => {
    const cabin = await createCabinAs(t.app, kari, 'Fjellhytta', 'Bygdinvegen 2107, Beitostølen');
    expect(await pointOf(cabin.id)).toMatchObject({ latitude: 61.24712988, longitude: 8.91020163 });
  });

  it('saves an address no one can find, or while the services are down, without a point', async () => {
    const unknown = await createCabinAs(t.app, kari, 'Gjemt', 'Hemmeligveien 1, 9999 Ingensted');
    expect(await pointOf(unknown.id)).toEqual({
      address: 'Hemmeligveien 1, 9999 Ingensted',
      latitude: null,
      longitude: null,
    });
    stubs.kartverket.behaviour = 'server-error';
    stubs.nominatim.behaviour = 'server-error';
    const offline = await createCabinAs(t.app, kari, 'Uten nett', 'Storgata 1, 0155 Oslo');
    expect(await pointOf(offline.id)).toEqual({
      address: 'Storgata 1, 0155 Oslo',
      latitude: null,
      longitude: null,
    });
  });

  it('refuses a place id that is not one of ours, creating nothing', async () => {
    const before = await t.database.db.select().from(cabins);
    const response = await callAs(
      t.app,
      kari,
      'POST',
      '/api/cabin/create',
      {
        name: 'Lurhytta',
        address: 'Storgata 1',
        placeId: 'kartverket:91.5,10.7',
      },
      400,
    );
    expect(response.message).toBe('Unknown place');
    expect(await t.database.db.select().from(cabins)).toHaveLength(before.length);
  });
});

describe("changing a cabin's address", () => {
  it('moves the point with the address, keeps it on a name change, and drops it with the address', async () => {
    const { id } = await createCabinAs(t.app, kari, 'Flyttehytta', 'Storgata 1, 0155 Oslo');
    expect(await pointOf(id)).toMatchObject({ latitude: 59.91245102 });
    await callAs(t.app, kari, 'PATCH', '/api/cabin', { address: 'Tunhovdvegen 5, Rødberg' });
    expect(await pointOf(id)).toMatchObject({ latitude: 60.26761359, longitude: 8.94488711 });
    await callAs(t.app, kari, 'PATCH', '/api/cabin', { name: 'Nytt navn' });
    expect(await pointOf(id)).toMatchObject({ latitude: 60.26761359 });
    await callAs(t.app, kari, 'PATCH', '/api/cabin', {
      address: 'Sjøvegen 12',
      placeId: 'kartverket:58.136887,7.071833',
    });
    expect(await pointOf(id)).toMatchObject({ latitude: 58.136887, longitude: 7.071833 });
    await callAs(t.app, kari, 'PATCH', '/api/cabin', { address: '' });
    expect(await pointOf(id)).toEqual({ address: null, latitude: null, longitude: null });
  });

  it('keeps a picked point when the settings form saves the same address with a new name', async () => {
    const { id } = await callAs(
      t.app,
      kari,
      'POST',
      '/api/cabin/create',
      {
        name: 'Valgt',
        address: 'Bygdinvegen 2105, 2953 Beitostølen',
        placeId: 'kartverket:61.246712,8.909744',
      },
      201,
    );
    stubs.kartverket.behaviour = 'server-error';
    await callAs(t.app, kari, 'PATCH', '/api/cabin', {
      name: 'Valgt og omdøpt',
      address: 'Bygdinvegen 2105, 2953 Beitostølen',
    });
    expect(await pointOf(id)).toEqual({
      address: 'Bygdinvegen 2105, 2953 Beitostølen',
      latitude: 61.246712,
      longitude: 8.909744,
    });
    expect(stubs.kartverket.requests).toHaveLength(0);
  });

  it('refuses a member before looking anything up', async () => {
    const { id } = await createCabinAs(t.app, kari, 'Eierens hytte', 'Storgata 1, 0155 Oslo');
    const member = await signUp(t.app, { fullName: 'Ola Medlem' });
    await t.database.db.insert(cabinMembers).values({ cabinId: id, userId: member.id, role: 'member' });
    await t.database.db.update(users).set({ currentCabinId: id }).where(eq(users.id, member.id));
    const before = lookups();
    const response = await callAs(t.app, member, 'PATCH', '/api/cabin', { address: 'Sjøvegen 12' }, 403);
    expect(response.message).toBe('Only owners can edit cabin');
    expect(lookups()).toBe(before);
    expect(await pointOf(id)).toMatchObject({ address: 'Storgata 1, 0155 Oslo', latitude: 59.91245102 });
  });
});
