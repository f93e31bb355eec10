import { handoverViewSchema, previousHandoverSchema } from '@shared/schemas/handovers';
import { taskSchema } from '@shared/schemas/tasks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, tasks, visits } from '../../db/schema';
import { handovers } from '../../db/schema-handovers';
import { addBooking, createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// The handover note (issue #41, part 1; decision 060), through the API with a fixed clock: who
// writes it and when (the window, in the cabin's days), the body's bounds field by field, the
// answers against their schemas, a line made a task once, and the next booker told once.

let clock = new Date('2027-07-07T10:00:00Z');
let t: TestApp;
let owner: TestUser;
let ola: TestUser;
let kari: TestUser;
let per: TestUser;
let outsider: TestUser;
let cabinId: string;
let olaStay: string;
let kariStay: string;

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
  await createCabinAs(t.app, outsider, 'Naboens hytte');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const body = {
  firewood: 'low',
  heating: 'frost',
  water: 'off',
  fridge: 'Smør og syltetøy',
  note: 'Fin tur!',
  needsFixing: ['Lekk kran på badet', 'Lyspære i gangen'],
};
const put = (user: TestUser | null, payload: Record<string, unknown>, expected = 200, bookingId = olaStay) =>
  injectAs(t.app, user, { method: 'PUT', url: `/api/bookings/${bookingId}/handover`, payload }).then(
    (response) => {
      expect(response.statusCode, response.body).toBe(expected);
      return response.json();
    },
  );
const handoverNotices = async (user: TestUser) =>
  (await callAs(t.app, user, 'GET', '/api/notifications')).filter(
    (notification: { type: string }) => notification.type === 'handover_ready',
  ) as { title: string; message: string }[];

beforeEach(async () => {
  clock = new Date('2027-07-07T10:00:00Z');
  await db().delete(bookings).where(eq(bookings.cabinId, cabinId));
  await db().delete(visits).where(eq(visits.cabinId, cabinId));
  await db().delete(tasks).where(eq(tasks.cabinId, cabinId));
  // Ola's stay: nights 1-7 July, leaving on the 8th; Kari's arrives on the 10th.
  olaStay = await addBooking(db(), cabinId, ola.id, '2027-07-01', '2027-07-08');
  kariStay = await addBooking(db(), cabinId, kari.id, '2027-07-10', '2027-07-14');
});

describe('PUT and GET /api/bookings/{id}/handover', () => {
  it('answers 401 to a signed-out caller before reading the body', async () => {
    await put(null, { firewood: 'plenty' }, 401);
    const response = await injectAs(t.app, null, { method: 'GET', url: `/api/bookings/${olaStay}/handover` });
    expect(response.statusCode).toBe(401);
  });

  it("treats another cabin's member as if the stay did not exist", async () => {
    expect((await put(outsider, body, 404)).code).toBe('booking_not_found');
    const response = await injectAs(t.app, outsider, {
      method: 'GET',
      url: `/api/bookings/${olaStay}/handover`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('stores the booker’s handover, trimmed and without blank lines, and every member reads it', async () => {
    const written = handoverViewSchema.parse(
      await put(ola, {
        ...body,
        note: '  Fin tur!  ',
        needsFixing: [' Lekk kran på badet ', '', '  ', 'Lyspære i gangen'],
      }),
    );
    expect(written.handover).toMatchObject({
      firewood: 'low',
      heating: 'frost',
      water: 'off',
      note: 'Fin tur!',
      needsFixing: [
        { text: 'Lekk kran på badet', taskId: null },
        { text: 'Lyspære i gangen', taskId: null },
      ],
      photos: [],
      writtenBy: { id: ola.id, fullName: 'Ola Nordmann' },
    });
    expect(written).toMatchObject({ open: true, canWrite: true, canMakeTasks: true });
    const read = handoverViewSchema.parse(
      await callAs(t.app, per, 'GET', `/api/bookings/${olaStay}/handover`),
    );
    expect(read.handover?.note).toBe('Fin tur!');
    // Per was not there: he reads, but neither writes nor makes tasks.
    expect(read).toMatchObject({ open: true, canWrite: false, canMakeTasks: false });
    // Rewritten in place: one handover per stay.
    await put(ola, { ...body, firewood: 'full', needsFixing: [] });
    expect(await db().select().from(handovers).where(eq(handovers.bookingId, olaStay))).toHaveLength(1);
  });

  it('answers a stay without a handover with null', async () => {
    const view = handoverViewSchema.parse(
      await callAs(t.app, kari, 'GET', `/api/bookings/${olaStay}/handover`),
    );
    expect(view).toMatchObject({ handover: null, canWrite: false, stay: { bookerName: 'Ola Nordmann' } });
  });

  it.each([
    ['firewood', { firewood: 'plenty' }],
    ['firewood', { firewood: undefined }],
    ['heating', { heating: 'max' }],
    ['water', { water: 'maybe' }],
    ['fridge', { fridge: 'x'.repeat(501) }],
    ['fridge', { fridge: 12 }],
    ['note', { note: 'x'.repeat(2001) }],
    ['needsFixing', { needsFixing: ['x'.repeat(201)] }],
    ['needsFixing', { needsFixing: Array.from({ length: 11 }, (_, i) => `Linje ${i}`) }],
    ['needsFixing', { needsFixing: 'Lekk kran' }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const refused = await put(ola, { ...body, ...change }, 400);
    expect(refused.code).toBe('validation');
    expect(refused.message).toContain(field);
  });

  it('keeps the bounds: 500, 2000, ten lines of 200 pass', async () => {
    await put(ola, {
      ...body,
      fridge: 'x'.repeat(500),
      note: 'y'.repeat(2000),
      needsFixing: Array.from({ length: 10 }, () => 'z'.repeat(200)),
    });
  });

  it('is open from the last night until 14 days after departure, in Oslo days', async () => {
    // 6 July 23:59 in Oslo: the night before the last.
    clock = new Date('2027-07-06T21:59:00Z');
    expect((await put(ola, body, 409)).code).toBe('handover_closed');
    clock = new Date('2027-07-06T22:00:00Z');
    await put(ola, body);
    clock = new Date('2027-07-22T21:59:00Z');
    await put(ola, body);
    clock = new Date('2027-07-22T22:00:00Z');
    expect((await put(ola, body, 409)).code).toBe('handover_closed');
    const view = handoverViewSchema.parse(
      await callAs(t.app, ola, 'GET', `/api/bookings/${olaStay}/handover`),
    );
    expect(view).toMatchObject({ open: false, canWrite: false });
  });

  it('is written by those who took part: the booker’s household, a guest-book entry, the owner', async () => {
    expect((await put(per, body, 403)).code).toBe('not_your_handover');
    // Per wrote in the guest book for 5-7 July: he was there.
    await callAs(
      t.app,
      per,
      'POST',
      '/api/visits',
      { visitorName: 'Per', startDate: '2027-07-05', endDate: '2027-07-07' },
      201,
    );
    await put(per, body);
    await put(owner, body);
    expect((await put(kari, body, 403)).code).toBe('not_your_handover');
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Nordmann', memberIds: [ola.id, kari.id] },
      201,
    );
    await put(kari, body);
  });

  it('has no handover for a stay that is not approved', async () => {
    await db().update(bookings).set({ status: 'pending' }).where(eq(bookings.id, olaStay));
    expect((await put(ola, body, 409)).code).toBe('handover_stay_not_approved');
  });
});

describe('POST /api/bookings/{id}/handover/tasks', () => {
  it('makes a line a maintenance task once; a second tap answers the same task', async () => {
    await callAs(t.app, ola, 'POST', `/api/bookings/${olaStay}/handover/tasks`, { index: 0 }, 404);
    await put(ola, body);
    // Kari did not write it, and is no owner or admin.
    const refused = await callAs(
      t.app,
      kari,
      'POST',
      `/api/bookings/${olaStay}/handover/tasks`,
      { index: 0 },
      403,
    );
    expect(refused.code).toBe('not_your_handover');
    const task = taskSchema.parse(
      await callAs(t.app, ola, 'POST', `/api/bookings/${olaStay}/handover/tasks`, { index: 1 }, 201),
    );
    expect(task).toMatchObject({ title: 'Lyspære i gangen', status: 'open' });
    expect(task.notes).toContain('Ola Nordmann');
    const again = await callAs(
      t.app,
      owner,
      'POST',
      `/api/bookings/${olaStay}/handover/tasks`,
      { index: 1 },
      200,
    );
    expect(again.id).toBe(task.id);
    const list = await callAs(t.app, per, 'GET', '/api/tasks');
    expect(list.filter((entry: { title: string }) => entry.title === 'Lyspære i gangen')).toHaveLength(1);
    const view = handoverViewSchema.parse(
      await callAs(t.app, per, 'GET', `/api/bookings/${olaStay}/handover`),
    );
    expect(view.handover?.needsFixing.map((line) => line.taskId)).toEqual([null, task.id]);
    // No third line; an index that is no whole number.
    expect(
      (await callAs(t.app, ola, 'POST', `/api/bookings/${olaStay}/handover/tasks`, { index: 2 }, 400)).code,
    ).toBe('validation');
    expect(
      (await callAs(t.app, ola, 'POST', `/api/bookings/${olaStay}/handover/tasks`, { index: 'a' }, 400))
        .message,
    ).toContain('index');
  });
});

describe('telling the next booker', () => {
  it('tells them at 08:00 the day before arrival, once, and not again for a rewrite', async () => {
    await put(ola, body);
    await t.app.jobs.runDue();
    expect(await handoverNotices(kari)).toEqual([]);
    clock = new Date('2027-07-09T05:59:00Z');
    await t.app.jobs.runDue();
    expect(await handoverNotices(kari)).toEqual([]);
    clock = new Date('2027-07-09T06:00:00Z');
    await t.app.jobs.runDue();
    const told = await handoverNotices(kari);
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toBe('Fra forrige opphold');
    expect(told[0]?.message).toContain('Ola Nordmann');
    clock = new Date('2027-07-09T09:00:00Z');
    await put(ola, { ...body, note: 'Glemte å si: snøskuffa er i boden' });
    await t.app.jobs.runDue();
    expect(await handoverNotices(kari)).toHaveLength(1);
    expect(await handoverNotices(ola)).toEqual([]);
  });

  it('tells them at once when the handover is written later than the day before', async () => {
    const before = (await handoverNotices(kari)).length;
    clock = new Date('2027-07-10T09:00:00Z');
    await put(ola, body);
    expect(await handoverNotices(kari)).toHaveLength(before + 1);
    await put(ola, body);
    clock = new Date('2027-07-11T07:00:00Z');
    await t.app.jobs.runDue();
    expect(await handoverNotices(kari)).toHaveLength(before + 1);
  });
});

describe('GET /api/handovers/previous', () => {
  it('shows the next booker the last stay’s handover from three days before arrival until departure', async () => {
    await put(ola, body);
    clock = new Date('2027-07-06T10:00:00Z');
    expect(previousHandoverSchema.parse(await callAs(t.app, kari, 'GET', '/api/handovers/previous'))).toEqual(
      {
        stay: null,
        previous: null,
      },
    );
    for (const at of ['2027-07-07T10:00:00Z', '2027-07-13T21:00:00Z']) {
      clock = new Date(at);
      const shown = previousHandoverSchema.parse(await callAs(t.app, kari, 'GET', '/api/handovers/previous'));
      expect(shown.stay?.id).toBe(kariStay);
      expect(shown.previous).toMatchObject({
        stay: { id: olaStay, bookerName: 'Ola Nordmann' },
        handover: { firewood: 'low', note: 'Fin tur!' },
      });
    }
    clock = new Date('2027-07-14T10:00:00Z');
    expect((await callAs(t.app, kari, 'GET', '/api/handovers/previous')).stay).toBeNull();
    // Per has no stay: nothing.
    expect(await callAs(t.app, per, 'GET', '/api/handovers/previous')).toEqual({
      stay: null,
      previous: null,
    });
  });
});
