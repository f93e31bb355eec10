import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let kari: TestUser;
let ola: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  kari = await signUp(t.app, { fullName: 'Kari Nordmann' });
  ola = await signUp(t.app, { fullName: 'Ola Nordmann' });
  const cabin = await createCabinAs(t.app, kari);
  await joinAs(t.app, ola, cabin.accessCode);
});
afterAll(async () => {
  await t.close();
});

const add = (user: TestUser, payload: unknown) =>
  injectAs(t.app, user, {
    method: 'POST',
    url: '/api/shopping-items',
    payload: payload as Record<string, unknown>,
  });
const setStatus = (user: TestUser, id: string, status: string) =>
  injectAs(t.app, user, { method: 'PUT', url: `/api/shopping-items/${id}`, payload: { status } });
const list = async (user: TestUser) =>
  (await injectAs(t.app, user, { method: 'GET', url: '/api/shopping-items' })).json<
    { id: string; name: string; status: string }[]
  >();

describe('the shopping list', () => {
  it('adds an item with who added it and when', async () => {
    const response = await add(kari, { name: '  Kaffe  ' });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      name: 'Kaffe',
      status: 'needed',
      addedByUser: { id: kari.id, fullName: 'Kari Nordmann' },
      completedByUser: null,
      completedAt: null,
    });
    expect(Date.parse(item.createdAt)).not.toBeNaN();
  });

  it('needs a name after trimming', async () => {
    for (const payload of [{ name: '   ' }, {}, { name: 7 }]) {
      const response = await add(kari, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Item name is required');
    }
  });

  it('does not add the same needed item twice, whatever the case', async () => {
    await add(kari, { name: 'Melk' });
    const again = await add(ola, { name: ' mELK ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'mELK is already on the list', code: 'item_already_on_list' });
    expect((await list(ola)).filter((item) => item.name.toLowerCase() === 'melk')).toHaveLength(1);
  });

  it('ticks an item (who and when) and unticks it (cleared), and then a bought name can be added again', async () => {
    const item = (await add(kari, { name: 'Ved' })).json();
    const ticked = await setStatus(ola, item.id, 'completed');
    expect(ticked.json()).toMatchObject({
      status: 'completed',
      completedByUser: { id: ola.id, fullName: 'Ola Nordmann' },
    });
    expect(ticked.json().completedAt).not.toBeNull();
    const newOne = await add(kari, { name: 'Ved' });
    expect(newOne.statusCode).toBe(201);
    // Unticking the old one now would make two needed "Ved": refused, nothing changes.
    const clash = await setStatus(kari, item.id, 'needed');
    expect(clash.statusCode).toBe(409);
    await injectAs(t.app, kari, { method: 'DELETE', url: `/api/shopping-items/${newOne.json().id}` });
    const unticked = await setStatus(kari, item.id, 'needed');
    expect(unticked.json()).toMatchObject({ status: 'needed', completedByUser: null, completedAt: null });
    expect((await setStatus(kari, item.id, 'done')).statusCode).toBe(400);
  });

  it('lists needed items before completed ones', async () => {
    const bought = (await add(kari, { name: 'Stearinlys' })).json();
    await setStatus(kari, bought.id, 'completed');
    await add(kari, { name: 'Tørkepapir' });
    const items = await list(kari);
    const firstCompleted = items.findIndex((item) => item.status === 'completed');
    expect(items[firstCompleted]?.name).toBe('Stearinlys');
    expect(items.slice(0, firstCompleted).map((item) => item.name)).toContain('Tørkepapir');
    expect(items.slice(firstCompleted).every((item) => item.status === 'completed')).toBe(true);
  });

  it('deletes an item once; an unknown id is 404', async () => {
    const item = (await add(ola, { name: 'Fyrstikker' })).json();
    const removed = await injectAs(t.app, ola, { method: 'DELETE', url: `/api/shopping-items/${item.id}` });
    expect(removed.json()).toEqual({ message: 'Item removed' });
    const again = await injectAs(t.app, ola, { method: 'DELETE', url: `/api/shopping-items/${item.id}` });
    expect(again.statusCode).toBe(404);
    expect((await setStatus(ola, 'not-an-id', 'completed')).statusCode).toBe(404);
  });
});
