import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs, setRole } from '../../test/cabin-fixtures';
import { joinedSocket, liveUrlOf } from '../../test/live-client';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Cabin checklists (issue #15, part two): the owner and admins write templates, every member
// starts runs (on their own or for an approved stay) and ticks items, seeing who ticked when. A
// run keeps the texts it started with. The clock is fixed: ticks and runs carry its time.

let now = new Date('2026-12-01T10:00:00Z');
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let cabinId: string;

type Item = { id: string; text: string };
type RunItem = Item & { done: boolean; doneBy: string | null; doneAt: string | null };

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  admin = await signUp(t.app, { fullName: 'Anne Admin' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  outsider = await signUp(t.app, { fullName: 'Ute Stående' });
  const cabin = await createCabinAs(t.app, owner, 'Fjellro');
  cabinId = cabin.id;
  await joinAs(t.app, admin, cabin.accessCode);
  await joinAs(t.app, member, cabin.accessCode);
  await setRole(t.database.db, cabin.id, admin.id, 'admin');
  await createCabinAs(t.app, outsider, 'Naboen');
});
afterAll(async () => {
  await t.close();
});

const departure = {
  title: 'Før avreise',
  kind: 'departure',
  items: [{ text: 'Steng vannet' }, { text: 'Tøm kjøleskapet' }, { text: 'Lås døra' }],
};

async function stay(user: TestUser, startDate: string, endDate: string, decision?: 'approved' | 'declined') {
  const booking = await callAs(t.app, user, 'POST', '/api/bookings', { startDate, endDate }, 201);
  if (decision) await callAs(t.app, owner, 'PUT', `/api/bookings/${booking.id}/status`, { status: decision });
  return booking.id as string;
}

describe('checklist templates', () => {
  it('lets the owner and admins write them, in order, and every member read them', async () => {
    const created = await callAs(t.app, owner, 'POST', '/api/checklists', departure, 201);
    expect(created).toMatchObject({ title: 'Før avreise', kind: 'departure' });
    expect(created.items.map((item: Item) => item.text)).toEqual([
      'Steng vannet',
      'Tøm kjøleskapet',
      'Lås døra',
    ]);
    const [water, fridge, door] = created.items as Item[];
    // Reordered, one removed, one added: the unchanged ones keep their ids.
    const changed = await callAs(t.app, admin, 'PATCH', `/api/checklists/${created.id}`, {
      items: [door, { text: 'Skru ned varmen' }, water],
    });
    expect(changed.items.map((item: Item) => item.text)).toEqual([
      'Lås døra',
      'Skru ned varmen',
      'Steng vannet',
    ]);
    expect(changed.items[0].id).toBe(door?.id);
    expect(changed.items[2].id).toBe(water?.id);
    expect(changed.items.map((item: Item) => item.id)).not.toContain(fridge?.id);
    const read = await callAs(t.app, member, 'GET', '/api/checklists');
    expect(read).toEqual([changed]);
    await callAs(t.app, owner, 'DELETE', `/api/checklists/${created.id}`);
    expect(await callAs(t.app, member, 'GET', '/api/checklists')).toEqual([]);
  });

  it('refuses a plain member, and a cabin outside it is told the checklist does not exist', async () => {
    const created = await callAs(t.app, admin, 'POST', '/api/checklists', departure, 201);
    for (const [method, url] of [
      ['POST', '/api/checklists'],
      ['PATCH', `/api/checklists/${created.id}`],
      ['DELETE', `/api/checklists/${created.id}`],
    ] as const) {
      const response = await injectAs(t.app, member, {
        method,
        url,
        payload: method === 'DELETE' ? undefined : departure,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'owner_or_admin_only' });
    }
    const foreign = await injectAs(t.app, outsider, {
      method: 'PATCH',
      url: `/api/checklists/${created.id}`,
      payload: { title: 'Mitt' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'checklist_not_found' });
    expect(await callAs(t.app, outsider, 'GET', '/api/checklists')).toEqual([]);
    const signedOut = await injectAs(t.app, null, { method: 'GET', url: '/api/checklists' });
    expect(signedOut.statusCode).toBe(401);
    await callAs(t.app, owner, 'DELETE', `/api/checklists/${created.id}`);
  });

  it('answers an empty title, an unknown kind and too many items with 400 and a message', async () => {
    const refused = async (payload: Record<string, unknown>, message: string) => {
      const response = await injectAs(t.app, owner, { method: 'POST', url: '/api/checklists', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, code: 'validation' });
    };
    await refused({ ...departure, title: '   ' }, 'A checklist needs a title');
    await refused({ ...departure, kind: 'holiday' }, 'Kind must be arrival, departure, seasonal or other');
    await refused(
      { ...departure, items: Array.from({ length: 101 }, (_, i) => ({ text: `Punkt ${i}` })) },
      'A checklist has at most 100 items',
    );
    await refused({ ...departure, items: [{ text: ' ' }] }, 'An item needs a text');
    expect(await callAs(t.app, owner, 'GET', '/api/checklists')).toEqual([]);
  });
});

describe('runs', () => {
  it('starts on its own or for an approved stay, and refuses a pending, declined or other cabin stay', async () => {
    const template = await callAs(t.app, owner, 'POST', '/api/checklists', departure, 201);
    const alone = await callAs(t.app, member, 'POST', `/api/checklists/${template.id}/runs`, {}, 201);
    expect(alone).toMatchObject({
      checklistId: template.id,
      title: 'Før avreise',
      kind: 'departure',
      bookingId: null,
      stay: null,
      startedAt: now.toISOString(),
      startedBy: 'Mona Medlem',
    });
    expect(alone.items.map((item: RunItem) => [item.text, item.done])).toEqual([
      ['Steng vannet', false],
      ['Tøm kjøleskapet', false],
      ['Lås døra', false],
    ]);
    const approved = await stay(member, '2026-12-04', '2026-12-06', 'approved');
    const forStay = await callAs(
      t.app,
      member,
      'POST',
      `/api/checklists/${template.id}/runs`,
      { bookingId: approved },
      201,
    );
    expect(forStay).toMatchObject({
      bookingId: approved,
      stay: { startDate: '2026-12-04', endDate: '2026-12-06', bookerName: 'Mona Medlem' },
    });
    const pending = await stay(member, '2026-12-08', '2026-12-09');
    const declined = await stay(member, '2026-12-10', '2026-12-11', 'declined');
    for (const bookingId of [pending, declined]) {
      const response = await injectAs(t.app, member, {
        method: 'POST',
        url: `/api/checklists/${template.id}/runs`,
        payload: { bookingId },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'A checklist can only be run for an approved stay',
        code: 'checklist_stay_not_approved',
      });
    }
    const foreignStay = await stay(outsider, '2026-12-04', '2026-12-06');
    const response = await injectAs(t.app, member, {
      method: 'POST',
      url: `/api/checklists/${template.id}/runs`,
      payload: { bookingId: foreignStay },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'booking_not_found' });
    const runs = await callAs(t.app, owner, 'GET', `/api/checklist-runs?checklistId=${template.id}`);
    expect(runs.map((run: { id: string }) => run.id).sort()).toEqual([forStay.id, alone.id].sort());
    await callAs(t.app, owner, 'DELETE', `/api/checklists/${template.id}`);
  });

  it('ticks and unticks with who and when; a second tick keeps the first', async () => {
    const template = await callAs(t.app, owner, 'POST', '/api/checklists', departure, 201);
    const run = await callAs(t.app, owner, 'POST', `/api/checklists/${template.id}/runs`, {}, 201);
    const [water] = run.items as RunItem[];
    now = new Date('2026-12-01T11:30:00Z');
    const ticked = await callAs(t.app, member, 'PUT', `/api/checklist-runs/${run.id}/items/${water?.id}`, {
      done: true,
    });
    expect(ticked.items[0]).toEqual({
      id: water?.id,
      text: 'Steng vannet',
      done: true,
      doneBy: 'Mona Medlem',
      doneAt: '2026-12-01T11:30:00.000Z',
      doneByGuest: null,
    });
    now = new Date('2026-12-01T11:31:00Z');
    const again = await callAs(t.app, owner, 'PUT', `/api/checklist-runs/${run.id}/items/${water?.id}`, {
      done: true,
    });
    expect(again.items[0]).toMatchObject({ doneBy: 'Mona Medlem', doneAt: '2026-12-01T11:30:00.000Z' });
    expect(await callAs(t.app, admin, 'GET', `/api/checklist-runs/${run.id}`)).toEqual(again);
    const unticked = await callAs(t.app, owner, 'PUT', `/api/checklist-runs/${run.id}/items/${water?.id}`, {
      done: false,
    });
    expect(unticked.items[0]).toMatchObject({ done: false, doneBy: null, doneAt: null });
    const unknownItem = await injectAs(t.app, member, {
      method: 'PUT',
      url: `/api/checklist-runs/${run.id}/items/not-an-id`,
      payload: { done: true },
    });
    expect(unknownItem.statusCode).toBe(404);
    expect(unknownItem.json()).toMatchObject({ code: 'checklist_item_not_found' });
    const foreign = await injectAs(t.app, outsider, { method: 'GET', url: `/api/checklist-runs/${run.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'checklist_run_not_found' });
    const signedOut = await injectAs(t.app, null, {
      method: 'PUT',
      url: `/api/checklist-runs/${run.id}/items/${water?.id}`,
      payload: { done: true },
    });
    expect(signedOut.statusCode).toBe(401);
    await callAs(t.app, owner, 'DELETE', `/api/checklists/${template.id}`);
  });

  it('reads the same after its template is edited, and after the template is deleted', async () => {
    const template = await callAs(t.app, owner, 'POST', '/api/checklists', departure, 201);
    const run = await callAs(t.app, member, 'POST', `/api/checklists/${template.id}/runs`, {}, 201);
    await callAs(t.app, member, 'PUT', `/api/checklist-runs/${run.id}/items/${run.items[1].id}`, {
      done: true,
    });
    const before = await callAs(t.app, member, 'GET', `/api/checklist-runs/${run.id}`);
    await callAs(t.app, owner, 'PATCH', `/api/checklists/${template.id}`, {
      title: 'Vinterstenging',
      kind: 'seasonal',
      items: [{ text: 'Noe helt annet' }],
    });
    expect(await callAs(t.app, member, 'GET', `/api/checklist-runs/${run.id}`)).toEqual(before);
    await callAs(t.app, owner, 'DELETE', `/api/checklists/${template.id}`);
    const after = await callAs(t.app, member, 'GET', `/api/checklist-runs/${run.id}`);
    expect(after).toEqual({ ...before, checklistId: null });
    expect(after.items[1]).toMatchObject({ text: 'Tøm kjøleskapet', done: true, doneBy: 'Mona Medlem' });
    const listed = await callAs(t.app, member, 'GET', '/api/checklist-runs');
    expect(listed.find((entry: { id: string }) => entry.id === run.id)).toMatchObject({
      checklistId: null,
      title: 'Før avreise',
      itemCount: 3,
      doneCount: 1,
    });
  });

  it("tells the cabin's sockets about a tick", async () => {
    const template = await callAs(t.app, owner, 'POST', '/api/checklists', departure, 201);
    const run = await callAs(t.app, member, 'POST', `/api/checklists/${template.id}/runs`, {}, 201);
    const socket = await joinedSocket(liveUrlOf(t.app), owner.cookie, cabinId);
    await callAs(t.app, member, 'PUT', `/api/checklist-runs/${run.id}/items/${run.items[0].id}`, {
      done: true,
    });
    expect(await socket.nextOf('checklist_run_updated')).toMatchObject({
      type: 'checklist_run_updated',
      cabinId,
    });
    await callAs(t.app, admin, 'PATCH', `/api/checklists/${template.id}`, { title: 'Avreise' });
    expect(await socket.nextOf('checklists_changed')).toMatchObject({ type: 'checklists_changed', cabinId });
    socket.close();
    await callAs(t.app, owner, 'DELETE', `/api/checklists/${template.id}`);
  });
});
