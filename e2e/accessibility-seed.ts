import { type APIRequestContext, expect, request } from '@playwright/test';
import { addDays, dateInTimeZone, startOfMonth } from '../shared/calendar-dates';
import { type NewUser, uniqueUser } from './support';

// The cabin the accessibility suite walks through: an owner, a member and a user without a
// cabin, with bookings in every state, logged visits, shopping items, tasks and notifications,
// so every section shows real content (not only its empty state).

/** A signed-in API client of its own, as another device would be. */
async function apiAs(baseURL: string, user: NewUser): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signUp = await api.post('/api/identity/sign-up/email', {
    data: { email: user.email, password: user.password, name: user.fullName, username: user.username },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  return api;
}

async function send<T>(
  api: APIRequestContext,
  method: 'post' | 'put' | 'patch',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await api[method](url, data === undefined ? {} : { data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type Id = { id: string };

export type SeededCabin = {
  owner: NewUser;
  member: NewUser;
  /** Signed up, in no cabin: sees the dashboard's welcome card. */
  loner: NewUser;
  /** The owner's approved stay, the member's pending request and the owner's logged visit. */
  ownerBookingId: string;
  pendingBookingId: string;
  ownerVisitId: string;
  /** A needed shopping item and an open task. */
  itemId: string;
  taskId: string;
  /** The manual's first section (the template's, with a link and a list written into it). */
  manualSectionId: string;
  /** A departure checklist and a run of it for the owner's stay, one item ticked. */
  checklistId: string;
  runId: string;
};

/** Seeds a new cabin through the API (the same calls the app makes). */
export async function seedCabin(baseURL: string): Promise<SeededCabin> {
  const owner = uniqueUser('astrid');
  const member = uniqueUser('mona');
  const loner = uniqueUser('ivar');
  const [ownerApi, memberApi, lonerApi] = await Promise.all([
    apiAs(baseURL, owner),
    apiAs(baseURL, member),
    apiAs(baseURL, loner),
  ]);
  try {
    const today = dateInTimeZone(new Date());
    const nextMonth = startOfMonth(today, 1);
    const day = (n: number) => addDays(nextMonth, n - 1);

    // A second cabin first (the last one created is the current one): the desktop header then
    // shows the cabin switcher.
    await send(ownerApi, 'post', '/api/cabin/create', { name: 'Sjøbua' });
    const cabin = await send<{ accessCode: string }>(ownerApi, 'post', '/api/cabin/create', {
      name: 'Fjellstua',
      // Found by the local Kartverket stand-in, so the weather card shows a forecast.
      address: 'Bygdinvegen 2105, 2953 Beitostølen',
    });
    await send(memberApi, 'post', '/api/user/join-cabin', { accessCode: cabin.accessCode });

    const ownerBooking = await send<Id>(ownerApi, 'post', '/api/bookings', {
      startDate: day(3),
      endDate: day(6),
      adults: 2,
      children: 1,
      notes: 'Vi fyrer i peisen',
    });
    const pending = await send<Id>(memberApi, 'post', '/api/bookings', {
      startDate: day(10),
      endDate: day(13),
      adults: 2,
      notes: 'Vi tar med hunden',
    });
    const declined = await send<Id>(memberApi, 'post', '/api/bookings', {
      startDate: day(20),
      endDate: day(22),
    });
    await send(ownerApi, 'put', `/api/bookings/${declined.id}/status`, {
      status: 'declined',
      responseNotes: 'Da er hytta utleid',
    });
    const memberApproved = await send<Id>(memberApi, 'post', '/api/bookings', {
      startDate: day(15),
      endDate: day(17),
    });
    await send(ownerApi, 'put', `/api/bookings/${memberApproved.id}/status`, { status: 'approved' });

    const ownerVisit = await send<Id>(ownerApi, 'post', '/api/visits', {
      visitorName: owner.fullName,
      startDate: addDays(today, -30),
      endDate: addDays(today, -27),
      adults: 2,
      message: 'Fin tur, vi fylte på ved',
    });
    await send(memberApi, 'post', '/api/visits', {
      visitorName: member.fullName,
      startDate: addDays(today, -12),
      endDate: addDays(today, -10),
      adults: 3,
      children: 2,
    });

    const item = await send<Id>(ownerApi, 'post', '/api/shopping-items', { name: 'Ved' });
    const coffee = await send<Id>(memberApi, 'post', '/api/shopping-items', { name: 'Kaffe' });
    await send(ownerApi, 'post', '/api/shopping-items', { name: 'Dopapir' });
    await send(ownerApi, 'put', `/api/shopping-items/${coffee.id}`, { status: 'completed' });

    const members = await ownerApi.get('/api/cabin/users');
    const memberId = ((await members.json()) as { id: string; username: string }[]).find(
      (person) => person.username === member.username,
    )?.id;
    const task = await send<Id>(ownerApi, 'post', '/api/tasks', {
      title: 'Feie pipa',
      notes: 'Feieren kommer fra bygda',
      dueDate: addDays(today, 10),
      assigneeId: memberId,
      repeatEvery: 1,
      repeatUnit: 'year',
    });
    await send(ownerApi, 'post', '/api/tasks', {
      title: 'Bytte røykvarslerbatteri',
      dueDate: addDays(today, -2),
    });
    const done = await send<Id>(ownerApi, 'post', '/api/tasks', { title: 'Rense takrenner' });
    await send(memberApi, 'post', `/api/tasks/${done.id}/complete`);

    // The house manual with every key fact filled in, and a section with a link, a list and bold.
    const manual = await send<{ sections: Id[] }>(ownerApi, 'put', '/api/manual/facts', {
      wifiName: 'Fjellstua',
      wifiPassword: 'blåbær-2026',
      doorCode: '4711',
      address: 'Bygdinvegen 2105, 2953 Beitostølen',
      directions: 'Ta av ved butikken.\nBom ved parkeringen.',
      emergency: 'Nødnummer: 113\nLegevakt: 116 117',
      contacts: [{ name: 'Nils Nabo', role: 'Nabo', phone: '+47 912 34 567' }],
    });
    const manualSection = manual.sections[0];
    if (!manualSection) throw new Error('the manual has no template sections');
    await send(ownerApi, 'patch', `/api/manual/sections/${manualSection.id}`, {
      body: '## Nøkkelen\n\nNøkkelen ligger i **nøkkelboksen**.\n\n- Slå på strømmen\n- Slå på vannet\n\nSe [været på Yr](https://www.yr.no/).',
    });
    const checklist = await send<Id>(ownerApi, 'post', '/api/checklists', {
      title: 'Før avreise',
      kind: 'departure',
      items: [{ text: 'Steng vannet' }, { text: 'Tøm kjøleskapet' }, { text: 'Lås døra' }],
    });
    const run = await send<Id & { items: Id[] }>(memberApi, 'post', `/api/checklists/${checklist.id}/runs`, {
      bookingId: ownerBooking.id,
    });
    await send(memberApi, 'put', `/api/checklist-runs/${run.id}/items/${run.items[0]?.id}`, { done: true });

    return {
      owner,
      member,
      loner,
      ownerBookingId: ownerBooking.id,
      pendingBookingId: pending.id,
      ownerVisitId: ownerVisit.id,
      itemId: item.id,
      taskId: task.id,
      manualSectionId: manualSection.id,
      checklistId: checklist.id,
      runId: run.id,
    };
  } finally {
    await Promise.all([ownerApi.dispose(), memberApi.dispose(), lonerApi.dispose()]);
  }
}
