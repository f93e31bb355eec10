import { dataUrl, png } from './images';

// A cabin's life through the HTTP API of a running server, touching every table: two people
// (sessions, accounts, a profile picture), a cabin they share (memberships, current cabin), stays
// (one approved, one pending, so a notification), the shopping list, the guest book, a recurring
// task completed once (its next occurrence points back at it), and a calendar feed token.

type Caller = { cookie: string };

export async function seedThroughApi(baseUrl: string): Promise<void> {
  const call = async (who: Caller | null, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin: baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(who ? { cookie: who.cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return { response, body: (await response.json()) as Record<string, unknown> };
  };
  const signUp = async (username: string, name: string): Promise<Caller> => {
    const { response } = await call(null, 'POST', '/api/identity/sign-up/email', {
      email: `${username}@example.no`,
      password: `passord-for-${username}`,
      name,
      username,
    });
    return {
      cookie: response.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; '),
    };
  };
  const owner = await signUp('eier', 'Eva Eier');
  const member = await signUp('medlem', 'Mats Medlem');
  await call(owner, 'PATCH', '/api/user/profile', { displayName: 'Eva', profilePicture: dataUrl(png()) });
  const cabin = (await call(owner, 'POST', '/api/cabin/create', { name: 'Fjellro', address: 'Fjellvegen 1' }))
    .body;
  await call(member, 'POST', '/api/user/join-cabin', { accessCode: cabin.accessCode });
  await call(owner, 'POST', '/api/bookings', { startDate: '2031-07-01', endDate: '2031-07-08', adults: 2 });
  const pending = (
    await call(member, 'POST', '/api/bookings', { startDate: '2031-08-01', endDate: '2031-08-03' })
  ).body;
  await call(owner, 'PUT', `/api/bookings/${pending.id}/status`, {
    status: 'approved',
    responseNotes: 'Velkommen',
  });
  await call(member, 'POST', '/api/bookings', {
    startDate: '2031-09-01',
    endDate: '2031-09-04',
    notes: 'Elg',
  });
  const item = (await call(member, 'POST', '/api/shopping-items', { name: 'Ved' })).body;
  await call(owner, 'PUT', `/api/shopping-items/${item.id}`, { status: 'completed' });
  await call(owner, 'POST', '/api/shopping-items', { name: 'Kaffe' });
  await call(member, 'POST', '/api/visits', {
    visitorName: 'Mats',
    message: 'Fin tur, «nordlys» 🌌',
    startDate: '2025-02-01',
    endDate: '2025-02-03',
  });
  const task = (
    await call(owner, 'POST', '/api/tasks', {
      title: 'Rens pipa',
      dueDate: '2031-01-10',
      repeatEvery: 1,
      repeatUnit: 'year',
    })
  ).body;
  await call(member, 'POST', `/api/tasks/${task.id}/complete`);
  await call(member, 'GET', `/api/calendar/${cabin.id}/subscription`);
}
