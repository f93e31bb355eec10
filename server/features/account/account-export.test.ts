import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { dataUrl, png } from '../../test/images';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// GET /api/user/export: the caller's own data as a JSON download, and nothing private of anyone
// else (decision 020).

const NOW = new Date('2031-03-04T10:00:00Z');
let t: TestApp;
let kari: TestUser;
let ola: TestUser;
let cabinName: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  kari = await signUp(t.app, { fullName: 'Kari Eksport', username: 'kari_eksport' });
  ola = await signUp(t.app, { fullName: 'Ola Hemmelig', email: 'ola.hemmelig@example.no' });
  const cabin = await createCabinAs(t.app, ola, 'Eksporthytta');
  cabinName = cabin.name;
  await joinAs(t.app, kari, cabin.accessCode);
  // Kari's own rows, and Ola's beside them in the same cabin.
  await callAs(
    t.app,
    kari,
    'POST',
    '/api/bookings',
    { startDate: '2031-07-01', endDate: '2031-07-05', notes: 'Kari sin tur' },
    201,
  );
  await callAs(
    t.app,
    ola,
    'POST',
    '/api/bookings',
    { startDate: '2031-08-01', endDate: '2031-08-05', notes: 'Ola sin private tur' },
    201,
  );
  await callAs(
    t.app,
    kari,
    'POST',
    '/api/visits',
    { visitorName: 'Kari og co', message: 'Fint vær', startDate: '2031-01-01', endDate: '2031-01-03' },
    201,
  );
  await callAs(
    t.app,
    ola,
    'POST',
    '/api/visits',
    { visitorName: 'Ola alene', startDate: '2031-02-01', endDate: '2031-02-03' },
    201,
  );
  const milk = await callAs(t.app, ola, 'POST', '/api/shopping-items', { name: 'Melk' }, 201);
  await callAs(t.app, kari, 'PUT', `/api/shopping-items/${milk.id}`, { status: 'completed' });
  await callAs(t.app, kari, 'POST', '/api/shopping-items', { name: 'Kaffe' }, 201);
  await callAs(t.app, ola, 'POST', '/api/shopping-items', { name: 'Olas egen vare' }, 201);
  await callAs(t.app, kari, 'POST', '/api/tasks', { title: 'Kari måker snø' }, 201);
  await callAs(t.app, ola, 'POST', '/api/tasks', { title: 'Ola sin oppgave' }, 201);
  await callAs(t.app, kari, 'PATCH', '/api/user/profile', {
    displayName: 'Kari K',
    profilePicture: dataUrl(png()),
  });
});
afterAll(async () => {
  await t.close();
});

type Export = {
  profile: Record<string, unknown>;
  memberships: { cabin: string; role: string }[];
  bookings: { notes: string | null }[];
  visits: { visitorName: string; cabin: string | null }[];
  shoppingItems: { name: string | null; addedByMe: boolean; completedByMe: boolean }[];
  tasks: { title: string }[];
  notifications: { type: string }[];
};

describe('GET /api/user/export', () => {
  it('is 401 signed out', async () => {
    const response = await injectAs(t.app, null, { method: 'GET', url: '/api/user/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_signed_in' });
  });

  it('downloads the caller’s data as a JSON file named after them and the day', async () => {
    const response = await injectAs(t.app, kari, { method: 'GET', url: '/api/user/export' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="hytta-data-kari_eksport-2031-03-04.json"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<Export>();
    expect(data).toMatchObject({ format: 'hytta-user-data', version: 1, exportedAt: NOW.toISOString() });
    expect(data.profile).toMatchObject({
      id: kari.id,
      username: 'kari_eksport',
      fullName: 'Kari Eksport',
      displayName: 'Kari K',
      email: kari.email,
      currentCabin: cabinName,
    });
    expect(String(data.profile.profilePicture)).toMatch(/^data:image\/png;base64,/);
    expect(data.memberships).toEqual([
      {
        cabin: cabinName,
        role: 'member',
        joinedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    ]);
    expect(data.bookings.map((booking) => booking.notes)).toEqual(['Kari sin tur']);
    expect(data.visits.map((visit) => visit.visitorName)).toEqual(['Kari og co']);
    expect(data.shoppingItems).toEqual([
      // Ola wrote the name of the item Kari only completed: it is not hers to take along.
      expect.objectContaining({ name: null, addedByMe: false, completedByMe: true }),
      expect.objectContaining({ name: 'Kaffe', addedByMe: true, completedByMe: false }),
    ]);
    expect(data.tasks.map((task) => task.title)).toEqual(['Kari måker snø']);
  });

  it('names only cabins the caller is still in: a cabin renamed after they left stays unnamed', async () => {
    const guest = await signUp(t.app, { fullName: 'Gina Gjest' });
    const code = (await callAs(t.app, ola, 'GET', '/api/cabin')).accessCode;
    await joinAs(t.app, guest, code);
    await callAs(
      t.app,
      guest,
      'POST',
      '/api/visits',
      { visitorName: 'Gina', startDate: '2031-03-01', endDate: '2031-03-02' },
      201,
    );
    await callAs(t.app, guest, 'POST', '/api/cabin/leave');
    await callAs(t.app, ola, 'PATCH', '/api/cabin', { name: 'Nytt hemmelig navn' });
    const data = (await injectAs(t.app, guest, { method: 'GET', url: '/api/user/export' })).json<Export>();
    expect(data.memberships).toEqual([]);
    expect(data.visits).toEqual([expect.objectContaining({ visitorName: 'Gina', cabin: null })]);
    expect(JSON.stringify(data)).not.toContain('Nytt hemmelig navn');
    await callAs(t.app, ola, 'PATCH', '/api/cabin', { name: cabinName });
  });

  it('holds nothing private of anyone else, and no secret of the caller', async () => {
    const response = await injectAs(t.app, kari, { method: 'GET', url: '/api/user/export' });
    const text = response.body;
    for (const secret of [
      ola.email,
      ola.id,
      ola.username,
      'Ola sin private tur',
      'Ola alene',
      'Olas egen vare',
      'Ola sin oppgave',
      kari.password,
      'correct-horse',
      'scrypt',
    ])
      expect(text).not.toContain(secret);
    // No hash (salt:key hex) and no session token.
    expect(text).not.toMatch(/[0-9a-f]{32}:[0-9a-f]{64}/);
    const token = decodeURIComponent(kari.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(text).not.toContain(token);
  });

  it('holds the owner’s notifications about requests, with the requester named, for the owner only', async () => {
    const owners = (await injectAs(t.app, ola, { method: 'GET', url: '/api/user/export' })).json<Export>();
    expect(owners.notifications.map((n) => n.type)).toContain('pending_booking');
    expect(owners.memberships).toEqual([expect.objectContaining({ cabin: cabinName, role: 'owner' })]);
    const karis = (await injectAs(t.app, kari, { method: 'GET', url: '/api/user/export' })).json<Export>();
    expect(karis.notifications.map((n) => n.type)).not.toContain('pending_booking');
  });
});
