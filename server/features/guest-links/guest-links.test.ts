import { checklistRunSchema } from '@shared/schemas/checklists';
import {
  createdGuestLinkSchema,
  GUEST_LINKS_PER_STAY_MAX,
  type GuestPage,
  guestLinkListSchema,
  guestPageSchema,
} from '@shared/schemas/guest-links';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, rateLimits } from '../../db/schema';
import { checklistRunItems, checklistRuns } from '../../db/schema-checklists';
import { guestLinks } from '../../db/schema-guest-links';
import { addBooking, createCabinAs, joinAs } from '../../test/cabin-fixtures';
import {
  callAs,
  createTestApp,
  injectAs,
  signUp,
  TEST_ORIGIN,
  type TestApp,
  type TestUser,
} from '../../test/test-app';
import { GUEST_LINK_MISSES_PER_ADDRESS } from './guest-page-service';

// Guest links (issue #41, part 2; decision 061) through the API: making, listing and ending them,
// the page a token opens without an account, the guest's ticks, and every refusal a guest meets.

let clock = new Date('2027-07-03T10:00:00Z');
let t: TestApp;
let owner: TestUser;
let ola: TestUser;
let kari: TestUser;
let admin: TestUser;
let cabinId: string;
let olaStay: string;
let kariStay: string;
let arrivalItemIds: string[];

const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  owner = await signUp(t.app, { fullName: 'Eva Eier' });
  ola = await signUp(t.app, { fullName: 'Ola Jakob Nordmann' });
  kari = await signUp(t.app, { fullName: 'Kari Nordmann' });
  admin = await signUp(t.app, { fullName: 'Anne Admin' });
  const cabin = await createCabinAs(t.app, owner, 'Fjellhytta');
  cabinId = cabin.id;
  for (const user of [ola, kari, admin]) await joinAs(t.app, user, cabin.accessCode);
  await callAs(t.app, owner, 'PATCH', `/api/cabin/members/${admin.id}`, { role: 'admin' });
  await callAs(t.app, owner, 'PUT', '/api/manual/facts', {
    wifiName: 'Hyttenett',
    wifiPassword: 'fjell-2027',
    doorCode: '4711',
    address: 'Fjellveien 1, 3580 Geilo',
    directions: 'Ta av ved skiltet',
    emergency: 'Ring 113',
    contacts: [{ name: 'Nabo Nils', role: 'Nabo', phone: '+47 900 00 000' }],
  });
  const arrival = await callAs(
    t.app,
    owner,
    'POST',
    '/api/checklists',
    { title: 'Ankomst', kind: 'arrival', items: [{ text: 'Slå på vannet' }, { text: 'Skru opp varmen' }] },
    201,
  );
  arrivalItemIds = arrival.items.map((item: { id: string }) => item.id);
  await callAs(
    t.app,
    owner,
    'POST',
    '/api/checklists',
    { title: 'Vask', kind: 'other', items: [{ text: 'Gulv' }] },
    201,
  );
});
afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  clock = new Date('2027-07-03T10:00:00Z');
  await db().delete(bookings).where(eq(bookings.cabinId, cabinId));
  await db().delete(checklistRuns).where(eq(checklistRuns.cabinId, cabinId));
  await db().delete(rateLimits).where(sql`${rateLimits.key} like 'hytta:guest-link%'`);
  olaStay = await addBooking(db(), cabinId, ola.id, '2027-07-05', '2027-07-10');
  kariStay = await addBooking(db(), cabinId, kari.id, '2027-07-12', '2027-07-15');
});

const create = (
  user: TestUser,
  bookingId: string,
  body: Record<string, unknown>,
  expected = 201,
  language = 'nb',
) =>
  injectAs(t.app, user, {
    method: 'POST',
    url: `/api/bookings/${bookingId}/guest-links`,
    payload: body,
    headers: { 'accept-language': language },
  }).then((response) => {
    expect(response.statusCode, response.body).toBe(expected);
    return response.json();
  });
const tokenOf = (url: string) => url.split('/g/')[1] ?? '';
const guest = (
  method: 'GET' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  address = '198.51.100.7',
) => t.app.inject({ method, url, remoteAddress: address, ...(payload ? { payload } : {}) });
const readPage = async (token: string) => {
  const response = await guest('GET', `/api/guest/${token}`);
  expect(response.statusCode, response.body).toBe(200);
  return guestPageSchema.parse(response.json());
};
const tick = (token: string, itemId: string, done: boolean, address?: string) =>
  guest('PUT', `/api/guest/${token}/checklist-items/${itemId}`, { done }, address);

const expectGuestHeaders = (response: LightMyRequestResponse) => {
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['set-cookie']).toBeUndefined();
};

describe('making a guest link', () => {
  it('answers the url once, built from PUBLIC_URL, with a 256-bit token the database holds only hashed', async () => {
    const response = await injectAs(t.app, ola, {
      method: 'POST',
      url: `/api/bookings/${olaStay}/guest-links`,
      payload: { includeDoorCode: true, label: 'Besteforeldre' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'accept-language': 'en-GB' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = createdGuestLinkSchema.parse(response.json());
    expect(created.url.startsWith(`${TEST_ORIGIN}/g/`)).toBe(true);
    const token = tokenOf(created.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Europe/Oslo in summer is UTC+2: two days before the first night, to the end of the day after departure.
    expect(created.validFrom).toBe('2027-07-02T22:00:00.000Z');
    expect(created.validUntil).toBe('2027-07-11T22:00:00.000Z');
    const [row] = await db().select().from(guestLinks).where(eq(guestLinks.id, created.id));
    expect(row?.language).toBe('en');
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    const everything = await db().execute(sql`select * from guest_links`);
    expect(JSON.stringify(everything)).not.toContain(token);
    // The list never shows a token.
    const listed = await callAs(t.app, kari, 'GET', `/api/bookings/${olaStay}/guest-links`);
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it('makes a different token each time', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i += 1)
      tokens.add(tokenOf((await create(ola, olaStay, { includeDoorCode: false })).url));
    expect(tokens.size).toBe(3);
  });

  it('refuses bad input with 400 naming the field, and an unknown stay with 404', async () => {
    const missing = await create(ola, olaStay, {}, 400);
    expect(missing.message).toMatch(/includeDoorCode/);
    const long = await create(ola, olaStay, { includeDoorCode: true, label: 'x'.repeat(61) }, 400);
    expect(long.message).toMatch(/label/i);
    await create(ola, olaStay, { includeDoorCode: 'yes' }, 400);
    await create(ola, 'not-a-uuid', { includeDoorCode: true }, 404);
    await create(ola, '00000000-0000-4000-8000-000000000000', { includeDoorCode: true }, 404);
  });

  it("refuses another member's stay, a pending stay and a stay that is over", async () => {
    expect((await create(ola, kariStay, { includeDoorCode: false }, 403)).code).toBe('not_your_booking');
    await db().update(bookings).set({ status: 'pending' }).where(eq(bookings.id, olaStay));
    expect((await create(ola, olaStay, { includeDoorCode: false }, 409)).code).toBe(
      'guest_link_stay_not_approved',
    );
    await db().update(bookings).set({ status: 'approved' }).where(eq(bookings.id, olaStay));
    clock = new Date('2027-07-11T22:00:00Z');
    expect((await create(ola, olaStay, { includeDoorCode: false }, 409)).code).toBe('guest_link_stay_over');
  });

  it(`keeps at most ${GUEST_LINKS_PER_STAY_MAX} live links per stay; ending one makes room`, async () => {
    const made = [];
    for (let i = 0; i < GUEST_LINKS_PER_STAY_MAX; i += 1)
      made.push(await create(owner, olaStay, { includeDoorCode: false }));
    expect((await create(ola, olaStay, { includeDoorCode: false }, 409)).code).toBe('guest_links_full');
    // Another stay has its own five.
    await create(kari, kariStay, { includeDoorCode: false });
    await callAs(t.app, ola, 'DELETE', `/api/guest-links/${made[0].id}`, undefined, 403);
    await callAs(t.app, admin, 'DELETE', `/api/guest-links/${made[0].id}`);
    await create(ola, olaStay, { includeDoorCode: false });
  });

  it('makes five at once, not six, when six are asked for together', async () => {
    const statuses = await Promise.all(
      Array.from({ length: GUEST_LINKS_PER_STAY_MAX + 1 }, () =>
        injectAs(t.app, ola, {
          method: 'POST',
          url: `/api/bookings/${olaStay}/guest-links`,
          payload: { includeDoorCode: false },
        }).then((response) => response.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(GUEST_LINKS_PER_STAY_MAX);
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
  });
});

describe('listing and ending links', () => {
  it('lists the live links for every member with who may end them, and ending one is at once', async () => {
    const mine = await create(ola, olaStay, { includeDoorCode: true, label: 'Naboen' });
    // Oldest first.
    clock = new Date(clock.getTime() + 1000);
    const owners = await create(owner, olaStay, { includeDoorCode: false });
    const asKari = guestLinkListSchema.parse(
      await callAs(t.app, kari, 'GET', `/api/bookings/${olaStay}/guest-links`),
    );
    expect(asKari.map((link) => [link.id, link.canEnd])).toEqual([
      [mine.id, false],
      [owners.id, false],
    ]);
    expect(asKari[0]).toMatchObject({
      label: 'Naboen',
      includeDoorCode: true,
      createdBy: 'Ola Jakob Nordmann',
    });
    const asOla = guestLinkListSchema.parse(
      await callAs(t.app, ola, 'GET', `/api/bookings/${olaStay}/guest-links`),
    );
    expect(asOla.map((link) => link.canEnd)).toEqual([true, false]);
    const token = tokenOf(mine.url);
    await readPage(token);
    await callAs(t.app, ola, 'DELETE', `/api/guest-links/${mine.id}`);
    expect((await guest('GET', `/api/guest/${token}`)).statusCode).toBe(404);
    const after = await callAs(t.app, kari, 'GET', `/api/bookings/${olaStay}/guest-links`);
    expect(after.map((link: { id: string }) => link.id)).toEqual([owners.id]);
    // Ending an ended link changes nothing; an unknown one is not found.
    await callAs(t.app, ola, 'DELETE', `/api/guest-links/${mine.id}`);
    await callAs(
      t.app,
      ola,
      'DELETE',
      '/api/guest-links/00000000-0000-4000-8000-000000000000',
      undefined,
      404,
    );
    await callAs(t.app, ola, 'DELETE', '/api/guest-links/nope', undefined, 404);
  });
});

describe("the guest's page", () => {
  it('opens without sign-in, sets no cookie, carries the guest headers and shows only what it should', async () => {
    const { url } = await create(ola, olaStay, { includeDoorCode: false, label: 'Besteforeldre' }, 201, 'en');
    const response = await guest('GET', `/api/guest/${tokenOf(url)}`);
    expect(response.statusCode, response.body).toBe(200);
    expectGuestHeaders(response);
    const page: GuestPage = guestPageSchema.parse(response.json());
    expect(page).toMatchObject({
      language: 'en',
      label: 'Besteforeldre',
      cabin: { name: 'Fjellhytta', address: 'Fjellveien 1, 3580 Geilo' },
      stay: { startDate: '2027-07-05', endDate: '2027-07-10', bookerFirstName: 'Ola' },
      facts: { wifiName: 'Hyttenett', wifiPassword: 'fjell-2027', doorCode: null, emergency: 'Ring 113' },
    });
    expect(page.facts.contacts).toEqual([{ name: 'Nabo Nils', role: 'Nabo', phone: '+47 900 00 000' }]);
    expect(page.sections.length).toBeGreaterThan(0);
    // The weather service is unreachable in tests: the page comes without it.
    expect(page.weather).toBeNull();
    expect(page.checklists.map((run) => [run.title, run.kind, run.items.map((item) => item.text)])).toEqual([
      ['Ankomst', 'arrival', ['Slå på vannet', 'Skru opp varmen']],
    ]);
    // Nothing else: no other names, no booking ids, no cabin id, no door code.
    for (const secret of [
      'Jakob',
      'Nordmann',
      'Eva',
      'Kari',
      'Anne',
      olaStay,
      kariStay,
      cabinId,
      '4711',
      'Vask',
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('shows the door code when the link includes it', async () => {
    const { url } = await create(owner, olaStay, { includeDoorCode: true });
    expect((await readPage(tokenOf(url))).facts.doorCode).toBe('4711');
  });

  it('answers an unknown, malformed, ended, expired, not yet valid or no longer approved link with the same 404', async () => {
    const { url, id } = await create(ola, olaStay, { includeDoorCode: true });
    const token = tokenOf(url);
    const answers: string[] = [];
    const expectMiss = async (path: string) => {
      const response = await guest('GET', path);
      expect(response.statusCode, path).toBe(404);
      expectGuestHeaders(response);
      answers.push(response.body);
    };
    await expectMiss(`/api/guest/${'A'.repeat(43)}`);
    await expectMiss('/api/guest/short');
    clock = new Date('2027-07-02T21:59:59Z');
    await expectMiss(`/api/guest/${token}`);
    clock = new Date('2027-07-11T22:00:00Z');
    await expectMiss(`/api/guest/${token}`);
    clock = new Date('2027-07-11T21:59:59Z');
    await readPage(token);
    await db().update(bookings).set({ status: 'pending' }).where(eq(bookings.id, olaStay));
    await expectMiss(`/api/guest/${token}`);
    await db().update(bookings).set({ status: 'approved' }).where(eq(bookings.id, olaStay));
    await callAs(t.app, owner, 'DELETE', `/api/guest-links/${id}`);
    await expectMiss(`/api/guest/${token}`);
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0] ?? '{}').message).toBe('This link is not valid');
  });

  it(`limits misses per client address: ${GUEST_LINK_MISSES_PER_ADDRESS} in a window, then 429 even for a good token`, async () => {
    const { url } = await create(ola, olaStay, { includeDoorCode: false });
    const token = tokenOf(url);
    for (let i = 0; i < GUEST_LINK_MISSES_PER_ADDRESS; i += 1) {
      expect(
        (await guest('GET', `/api/guest/${'B'.repeat(42)}${i % 10}`, undefined, '203.0.113.5')).statusCode,
      ).toBe(404);
    }
    const refused = await guest('GET', `/api/guest/${token}`, undefined, '203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_guest_link_attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectGuestHeaders(refused);
    expect((await tick(token, arrivalItemIds[0] ?? '', true, '203.0.113.5')).statusCode).toBe(429);
    // Another address is not held back, and a header cannot choose the address.
    expect((await guest('GET', `/api/guest/${token}`, undefined, '203.0.113.6')).statusCode).toBe(200);
    const spoofed = await t.app.inject({
      method: 'GET',
      url: `/api/guest/${token}`,
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(spoofed.statusCode).toBe(429);
    // The window passes.
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await guest('GET', `/api/guest/${token}`, undefined, '203.0.113.5')).statusCode).toBe(200);
  });
});

describe("the guest's ticks", () => {
  it("starts the stay's run on the first tick, keeps the link's label with it, and members see it", async () => {
    const { url } = await create(ola, olaStay, { includeDoorCode: false, label: 'Besteforeldre' });
    const token = tokenOf(url);
    const [first, second] = (await readPage(token)).checklists[0]?.items ?? [];
    const ticked = await tick(token, first?.id ?? '', true);
    expect(ticked.statusCode, ticked.body).toBe(200);
    expectGuestHeaders(ticked);
    const page = await readPage(token);
    const run = page.checklists[0];
    // Now the stay's own run, with its own item ids.
    expect(run?.id).not.toBe(arrivalItemIds[0]);
    expect(run?.items.map((item) => [item.text, item.done])).toEqual([
      ['Slå på vannet', true],
      ['Skru opp varmen', false],
    ]);
    const [row] = await db().select().from(checklistRuns).where(eq(checklistRuns.bookingId, olaStay));
    expect(row).toMatchObject({ kind: 'arrival', startedBy: null, cabinId });
    const asMember = checklistRunSchema.parse(
      await callAs(t.app, kari, 'GET', `/api/checklist-runs/${row?.id}`),
    );
    expect(asMember.items[0]).toMatchObject({
      done: true,
      doneBy: null,
      doneByGuest: { label: 'Besteforeldre' },
    });
    expect(asMember.items[1]).toMatchObject({ done: false, doneByGuest: null });
    // The template's item id no longer ticks anything: the run is there now.
    expect((await tick(token, second?.id ?? '', true)).statusCode).toBe(404);
    const secondRunItem = run?.items[1]?.id ?? '';
    expect((await tick(token, secondRunItem, true)).statusCode).toBe(200);
    // A member unticks the guest's tick; the guest ticks it again.
    await callAs(t.app, kari, 'PUT', `/api/checklist-runs/${row?.id}/items/${secondRunItem}`, {
      done: false,
    });
    const [cleared] = await db()
      .select()
      .from(checklistRunItems)
      .where(eq(checklistRunItems.id, secondRunItem));
    expect(cleared).toMatchObject({
      doneAt: null,
      doneBy: null,
      doneByGuestLinkId: null,
      doneByGuestLabel: null,
    });
    expect((await tick(token, secondRunItem, false)).statusCode).toBe(200);
  });

  it("cannot tick or read another stay's checklist, nor a non-arrival one, nor bad input", async () => {
    // Both stays' links work now.
    clock = new Date('2027-07-10T10:00:00Z');
    const ola1 = tokenOf((await create(ola, olaStay, { includeDoorCode: false })).url);
    const kari1 = tokenOf((await create(kari, kariStay, { includeDoorCode: false })).url);
    await tick(kari1, arrivalItemIds[0] ?? '', true);
    const kariItem = (await readPage(kari1)).checklists[0]?.items[0];
    expect(kariItem?.done).toBe(true);
    // Ola's guest sees the template, not Kari's stay's run, and cannot tick Kari's items.
    const olaPage = await readPage(ola1);
    expect(olaPage.checklists[0]?.items.every((item) => !item.done)).toBe(true);
    expect(JSON.stringify(olaPage)).not.toContain(kariItem?.id ?? '-');
    const refused = await tick(ola1, kariItem?.id ?? '', false);
    expect(refused.statusCode).toBe(404);
    expect((await readPage(kari1)).checklists[0]?.items[0]?.done).toBe(true);
    // A member's run of an "other" checklist for Ola's stay is not the guest's.
    const other = await callAs(t.app, owner, 'GET', '/api/checklists');
    const vask = other.find((checklist: { kind: string }) => checklist.kind === 'other');
    const started = await callAs(
      t.app,
      owner,
      'POST',
      `/api/checklists/${vask.id}/runs`,
      { bookingId: olaStay },
      201,
    );
    expect((await tick(ola1, started.items[0].id, true)).statusCode).toBe(404);
    expect((await tick(ola1, vask.items[0].id, true)).statusCode).toBe(404);
    expect((await tick(ola1, 'not-a-uuid', true)).statusCode).toBe(404);
    const bad = await guest('PUT', `/api/guest/${ola1}/checklist-items/${arrivalItemIds[0]}`, {
      done: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/done/);
  });
});
