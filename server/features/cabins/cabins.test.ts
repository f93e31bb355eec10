import { ACCESS_CODE_LENGTH, JOIN_ATTEMPTS_PER_WINDOW } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinMembers, cabins } from '../../db/schema';
import { createCabinAs, joinAs, setRole } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = async (user: Parameters<typeof injectAs>[1]) =>
  (await injectAs(t.app, user, { method: 'GET', url: '/api/auth/me' })).json().user;

describe('creating a cabin', () => {
  it('makes the creator its owner and the cabin current, with a readable access code', async () => {
    const kari = await signUp(t.app, { fullName: 'Kari Nordmann' });
    const response = await injectAs(t.app, kari, {
      method: 'POST',
      url: '/api/cabin/create',
      payload: { name: '  Fjellhytta  ', address: ' Fjellveien 1, 3550 Gol ' },
    });
    expect(response.statusCode).toBe(201);
    const cabin = response.json();
    expect(cabin).toMatchObject({ name: 'Fjellhytta', address: 'Fjellveien 1, 3550 Gol' });
    expect(cabin.accessCode).toMatch(new RegExp(`^[2-9A-HJ-NP-Z]{${ACCESS_CODE_LENGTH}}$`));
    expect(await me(kari)).toMatchObject({ currentCabinId: cabin.id, isOwner: true });

    const current = await injectAs(t.app, kari, { method: 'GET', url: '/api/cabin' });
    expect(current.json()).toEqual({
      id: cabin.id,
      name: 'Fjellhytta',
      address: 'Fjellveien 1, 3550 Gol',
      accessCode: cabin.accessCode,
      ownerId: kari.id,
      ownerUsername: kari.username,
      role: 'owner',
      memberCount: 1,
      // The default school-break weeks (decision 056), until the owner picks the county's.
      winterBreakWeek: 8,
      autumnBreakWeek: 40,
      // The power price settings (issue #41): none chosen yet; no coordinates, no suggestion.
      priceArea: null,
      gridFeeOre: 0,
      addVat: true,
      fixedPriceOre: null,
      suggestedPriceArea: null,
      ownershipOffer: null,
    });
  });

  it('needs a name after trimming; the address is optional', async () => {
    const ola = await signUp(t.app);
    for (const payload of [{ name: '   ' }, {}, { name: 42 }]) {
      const response = await injectAs(t.app, ola, { method: 'POST', url: '/api/cabin/create', payload });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    const blank = await injectAs(t.app, ola, {
      method: 'POST',
      url: '/api/cabin/create',
      payload: { name: ' ' },
    });
    expect(blank.json()).toEqual({ message: 'Cabin name is required', code: 'validation' });
    expect(await me(ola)).toMatchObject({ currentCabinId: null });
    const noAddress = await createCabinAs(t.app, ola, 'Sjøbua');
    expect(noAddress.address).toBeNull();
  });

  it('gives every cabin its own code', async () => {
    const owner = await signUp(t.app);
    const codes = new Set<string>();
    for (let index = 0; index < 20; index += 1) {
      codes.add((await createCabinAs(t.app, owner, `Hytte ${index}`)).accessCode);
    }
    expect(codes.size).toBe(20);
  });
});

describe('joining by access code', () => {
  it('joins as a member through either call, trimmed and case-insensitive, and answers with the name', async () => {
    const owner = await signUp(t.app);
    const { id, accessCode } = await createCabinAs(t.app, owner, 'Seterhytta');
    const guest = await signUp(t.app);
    const typed = ` ${accessCode.slice(0, 4).toLowerCase()}-${accessCode.slice(4)} `;
    const response = await injectAs(t.app, guest, {
      method: 'POST',
      url: '/api/auth/join-cabin',
      payload: { accessCode: typed },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Joined Seterhytta', cabin: { id, name: 'Seterhytta' } });
    expect(await me(guest)).toMatchObject({ currentCabinId: id, isOwner: false });

    const other = await signUp(t.app);
    const viaUser = await injectAs(t.app, other, {
      method: 'POST',
      url: '/api/user/join-cabin',
      payload: { accessCode },
    });
    expect(viaUser.json()).toMatchObject({ cabin: { name: 'Seterhytta' } });
  });

  it('refuses an empty, unknown or repeated join clearly, without a second membership', async () => {
    const owner = await signUp(t.app);
    const { id, accessCode } = await createCabinAs(t.app, owner);
    const guest = await signUp(t.app);
    const empty = await injectAs(t.app, guest, {
      method: 'POST',
      url: '/api/user/join-cabin',
      payload: { accessCode: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Access code is required');
    const unknown = await injectAs(t.app, guest, {
      method: 'POST',
      url: '/api/user/join-cabin',
      payload: { accessCode: 'ZZZZZZZZ' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No cabin has this access code', code: 'invalid_access_code' });

    await joinAs(t.app, guest, accessCode);
    const again = await injectAs(t.app, guest, {
      method: 'POST',
      url: '/api/user/join-cabin',
      payload: { accessCode },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You are already a member of this cabin',
      code: 'already_member',
    });
    const ownerAgain = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/auth/join-cabin',
      payload: { accessCode },
    });
    expect(ownerAgain.statusCode).toBe(409);
    const rows = await t.database.db.select().from(cabinMembers).where(eq(cabinMembers.cabinId, id));
    expect(rows.map((row) => row.role).sort()).toEqual(['member', 'owner']);
  });

  it('limits join attempts per user, so codes cannot be guessed quickly', async () => {
    const owner = await signUp(t.app);
    const { accessCode } = await createCabinAs(t.app, owner);
    const guesser = await signUp(t.app);
    for (let attempt = 0; attempt < JOIN_ATTEMPTS_PER_WINDOW; attempt += 1) {
      const wrong = await injectAs(t.app, guesser, {
        method: 'POST',
        url: '/api/user/join-cabin',
        payload: { accessCode: `WRONG${attempt}` },
      });
      expect(wrong.statusCode).toBe(404);
    }
    const limited = await injectAs(t.app, guesser, {
      method: 'POST',
      url: '/api/auth/join-cabin',
      payload: { accessCode },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('too_many_join_attempts');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await me(guesser)).toMatchObject({ currentCabinId: null });

    // The limit is the guesser's own: someone else joins with the right code at once.
    const friend = await signUp(t.app);
    await joinAs(t.app, friend, accessCode);
  });
});

describe('several cabins and the current one', () => {
  it('lists my cabins with my role and switches only to one of them', async () => {
    const kari = await signUp(t.app);
    const own = await createCabinAs(t.app, kari, 'Anna sin hytte');
    const friend = await signUp(t.app);
    const theirs = await createCabinAs(t.app, friend, 'Bakkehytta');
    await joinAs(t.app, kari, theirs.accessCode);
    const stranger = await createCabinAs(t.app, await signUp(t.app), 'Fremmed');

    const list = await injectAs(t.app, kari, { method: 'GET', url: '/api/user/cabins' });
    expect(list.json()).toEqual({
      cabins: [
        { id: own.id, name: 'Anna sin hytte', address: null, role: 'owner', isOwner: true },
        { id: theirs.id, name: 'Bakkehytta', address: null, role: 'member', isOwner: false },
      ],
    });
    expect(await me(kari)).toMatchObject({ currentCabinId: theirs.id, isOwner: false });

    const switched = await injectAs(t.app, kari, {
      method: 'POST',
      url: '/api/user/switch-cabin',
      payload: { cabinId: own.id },
    });
    expect(switched.json()).toEqual({
      message: 'Switched to Anna sin hytte',
      cabin: { id: own.id, name: 'Anna sin hytte' },
    });
    expect(await me(kari)).toMatchObject({ currentCabinId: own.id, isOwner: true });

    for (const cabinId of [stranger.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const refused = await injectAs(t.app, kari, {
        method: 'POST',
        url: '/api/user/switch-cabin',
        payload: { cabinId },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Cabin not found');
    }
    expect(await me(kari)).toMatchObject({ currentCabinId: own.id });
  });

  it('answers 404 for the current cabin when there is none', async () => {
    const lone = await signUp(t.app);
    const response = await injectAs(t.app, lone, { method: 'GET', url: '/api/cabin' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'You have no current cabin', code: 'no_current_cabin' });
    const list = await injectAs(t.app, lone, { method: 'GET', url: '/api/user/cabins' });
    expect(list.json()).toEqual({ cabins: [] });
  });
});

describe('editing the cabin', () => {
  it('lets the owner change name and address, and clear the address', async () => {
    const owner = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner, 'Gammelt navn', 'Gamle vei 1');
    await t.database.db.update(cabins).set({ latitude: 60, longitude: 9 }).where(eq(cabins.id, cabin.id));
    const renamed = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { name: ' Nytt navn ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Nytt navn', address: 'Gamle vei 1' });
    const cleared = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { address: '' },
    });
    expect(cleared.json()).toMatchObject({ name: 'Nytt navn', address: null });
    const [row] = await t.database.db.select().from(cabins).where(eq(cabins.id, cabin.id));
    expect(row).toMatchObject({ latitude: null, longitude: null });

    const nothing = await injectAs(t.app, owner, { method: 'PATCH', url: '/api/cabin', payload: {} });
    expect(nothing.statusCode).toBe(400);
    const blank = await injectAs(t.app, owner, { method: 'PATCH', url: '/api/cabin', payload: { name: '' } });
    expect(blank.statusCode).toBe(400);
  });

  it("answers the school-break weeks, 8 and 40 for a new cabin, and lets the owner choose the county's", async () => {
    const owner = await signUp(t.app);
    await createCabinAs(t.app, owner, 'Ukehytta', 'Vei 1');
    const fresh = await injectAs(t.app, owner, { method: 'GET', url: '/api/cabin' });
    expect(fresh.json()).toMatchObject({ winterBreakWeek: 8, autumnBreakWeek: 40 });

    const winter = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { winterBreakWeek: 9 },
    });
    expect(winter.statusCode, winter.body).toBe(200);
    expect(winter.json()).toMatchObject({
      name: 'Ukehytta',
      address: 'Vei 1',
      winterBreakWeek: 9,
      autumnBreakWeek: 40,
    });
    const autumn = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { autumnBreakWeek: 41 },
    });
    expect(autumn.json()).toMatchObject({ winterBreakWeek: 9, autumnBreakWeek: 41 });
    const back = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { name: 'Ukehytta', winterBreakWeek: 8, autumnBreakWeek: 40 },
    });
    expect(back.json()).toMatchObject({ winterBreakWeek: 8, autumnBreakWeek: 40 });
  });

  it.each([
    ['winterBreakWeek', 7],
    ['winterBreakWeek', 10],
    ['winterBreakWeek', '9'],
    ['winterBreakWeek', 8.5],
    ['winterBreakWeek', null],
    ['autumnBreakWeek', 39],
    ['autumnBreakWeek', 42],
    ['autumnBreakWeek', '40'],
  ])('refuses %s %j with 400 naming the field, and keeps the weeks', async (field, value) => {
    const owner = await signUp(t.app);
    await createCabinAs(t.app, owner, 'Feilhytta');
    const response = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { [field]: value },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
    const current = await injectAs(t.app, owner, { method: 'GET', url: '/api/cabin' });
    expect(current.json()).toMatchObject({ winterBreakWeek: 8, autumnBreakWeek: 40 });
  });

  it('lets the owner edit name and address, the owner and admins the weeks, and refuses the rest', async () => {
    const owner = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner, 'Eierens hytte');
    const admin = await signUp(t.app);
    const member = await signUp(t.app);
    await joinAs(t.app, admin, cabin.accessCode);
    await joinAs(t.app, member, cabin.accessCode);
    await setRole(t.database.db, cabin.id, admin.id, 'admin');
    const patchAs = (user: TestUser, payload: object) =>
      injectAs(t.app, user, { method: 'PATCH', url: '/api/cabin', payload });
    const onlyOwners = { message: 'Only owners can edit cabin', code: 'only_owner_can_edit_cabin' };
    // The name and address are the owner's, even sent beside weeks an admin may choose.
    for (const user of [admin, member]) {
      for (const payload of [
        { name: 'Kuppet', address: 'Et annet sted' },
        { name: 'Kuppet', winterBreakWeek: 9 },
      ]) {
        const response = await patchAs(user, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(onlyOwners);
      }
    }
    // The weeks are a setting of the season: a member is refused, an admin chooses them (issue #40).
    const memberWeeks = await patchAs(member, { winterBreakWeek: 9 });
    expect(memberWeeks.statusCode).toBe(403);
    expect(memberWeeks.json()).toEqual({
      message: 'Only the owner or an admin can choose the break weeks',
      code: 'owner_or_admin_only',
    });
    const adminWeeks = await patchAs(admin, { winterBreakWeek: 9, autumnBreakWeek: 41 });
    expect(adminWeeks.statusCode).toBe(200);
    expect(adminWeeks.json()).toMatchObject({
      name: 'Eierens hytte',
      winterBreakWeek: 9,
      autumnBreakWeek: 41,
    });
    const current = await injectAs(t.app, member, { method: 'GET', url: '/api/cabin' });
    expect(current.json()).toMatchObject({
      name: 'Eierens hytte',
      address: null,
      role: 'member',
      memberCount: 3,
      winterBreakWeek: 9,
      autumnBreakWeek: 41,
    });
  });
});
