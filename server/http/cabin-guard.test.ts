import { afterAll, describe, expect, it } from 'vitest';
import { createCabinAs } from '../test/cabin-fixtures';
import { callAs, createTestApp, injectAs, signUp } from '../test/test-app';

// Issue #36 item 4: a write made for one cabin (queued offline, or in a tab still showing it) is
// refused with 409 cabin_changed when the caller has switched to another cabin meanwhile, instead
// of landing in the other cabin. Without the header, scripts and curl work as before.

const t = await createTestApp();
const kari = await signUp(t.app, { fullName: 'Kari Nordmann' });
const fjellstua = await createCabinAs(t.app, kari, 'Fjellstua');
const sjobua = await createCabinAs(t.app, kari, 'Sjøbua');
// Creating Sjøbua made it Kari's current cabin; Fjellstua is the one she has left.

afterAll(async () => {
  await t.close();
});

const itemsIn = async (cabinId: string) => {
  await callAs(t.app, kari, 'POST', '/api/user/switch-cabin', { cabinId });
  const items = (await callAs(t.app, kari, 'GET', '/api/shopping-items')) as Array<{ name: string }>;
  return items.map((item) => item.name).sort();
};

const addItem = (name: string, headers: Record<string, string>) =>
  injectAs(t.app, kari, { method: 'POST', url: '/api/shopping-items', payload: { name }, headers });

describe('X-Cabin-Id on a cabin-scoped write', () => {
  it('refuses a write made for a cabin that is no longer the current one, and writes nothing anywhere', async () => {
    await callAs(t.app, kari, 'POST', '/api/user/switch-cabin', { cabinId: sjobua.id });
    const refused = await addItem('Melk', { 'x-cabin-id': fjellstua.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: expect.any(String), code: 'cabin_changed' });
    expect(await itemsIn(sjobua.id)).toEqual([]);
    expect(await itemsIn(fjellstua.id)).toEqual([]);
  });

  it('lets the write through when it names the current cabin (any letter case)', async () => {
    await callAs(t.app, kari, 'POST', '/api/user/switch-cabin', { cabinId: fjellstua.id });
    expect((await addItem('Brød', { 'x-cabin-id': fjellstua.id })).statusCode).toBe(201);
    expect((await addItem('Ost', { 'x-cabin-id': fjellstua.id.toUpperCase() })).statusCode).toBe(201);
    expect(await itemsIn(fjellstua.id)).toEqual(['Brød', 'Ost']);
  });

  it('acts on the current cabin as before when the header is absent', async () => {
    await callAs(t.app, kari, 'POST', '/api/user/switch-cabin', { cabinId: sjobua.id });
    expect((await addItem('Kaffe', {})).statusCode).toBe(201);
    expect(await itemsIn(sjobua.id)).toEqual(['Kaffe']);
  });

  it('answers 400 to a malformed header, before anything is written', async () => {
    await callAs(t.app, kari, 'POST', '/api/user/switch-cabin', { cabinId: sjobua.id });
    for (const value of ['fjellstua', '', `${sjobua.id},${sjobua.id}`, `${sjobua.id} `]) {
      const response = await addItem(`Te ${value}`, { 'x-cabin-id': value });
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation' });
    }
    expect(await itemsIn(sjobua.id)).toEqual(['Kaffe']);
  });

  it('keeps 401 for a signed-out caller and 403 for another origin', async () => {
    const signedOut = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/shopping-items',
      payload: { name: 'Saft' },
      headers: { 'x-cabin-id': fjellstua.id },
    });
    expect(signedOut.statusCode).toBe(401);
    const foreign = await addItem('Saft', { 'x-cabin-id': fjellstua.id, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
  });
});
