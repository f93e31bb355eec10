import { PROFILE_PICTURE_MAX_BYTES } from '@shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { dataUrl, gif, jpeg, png } from '../../test/images';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const patchProfile = (user: TestUser, payload: Record<string, unknown>) =>
  injectAs(t.app, user, { method: 'PATCH', url: '/api/user/profile', payload });

describe('PATCH /api/user/profile', () => {
  it('sets and clears the display name', async () => {
    const kari = await signUp(t.app, { fullName: 'Kari Nordmann' });
    const set = await patchProfile(kari, { displayName: '  Kari N.  ' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: kari.id, fullName: 'Kari Nordmann', displayName: 'Kari N.' });
    const cleared = await patchProfile(kari, { displayName: '   ' });
    expect(cleared.json()).toMatchObject({ displayName: null });
    const nothing = await patchProfile(kari, {});
    expect(nothing.statusCode).toBe(400);
  });

  it("changes the username, which signs in from then on and is never another account's", async () => {
    const kari = await signUp(t.app, { username: 'kari_gammel' });
    const ola = await signUp(t.app, { username: 'ola_tatt' });
    const changed = await patchProfile(kari, { username: 'Kari.Ny' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ username: 'Kari.Ny' });
    const signIn = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/identity/sign-in/username',
      payload: { username: 'kari.ny', password: kari.password },
    });
    expect(signIn.statusCode).toBe(200);

    const taken = await patchProfile(kari, { username: 'OLA_TATT' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'username_taken' });
    const badly = await patchProfile(kari, { username: 'kari nordmann' });
    expect(badly.statusCode).toBe(400);
    // Neither refusal changed anything, for her or for Ola.
    const me = await injectAs(t.app, kari, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().user.username).toBe('Kari.Ny');
    const olaMe = await injectAs(t.app, ola, { method: 'GET', url: '/api/auth/me' });
    expect(olaMe.json().user.username).toBe('ola_tatt');
  });

  it.each([
    ['PNG', png(), 'image/png'],
    ['JPG', jpeg(), 'image/jpeg'],
    ['GIF', gif(), 'image/gif'],
  ])('stores a %s and serves it back by its URL with its real type', async (_name, bytes, type) => {
    const user = await signUp(t.app);
    // The declared type is wrong on purpose: the bytes decide.
    const response = await patchProfile(user, { profilePicture: dataUrl(bytes, 'application/octet-stream') });
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().profilePicture;
    expect(url).toMatch(new RegExp(`^/api/users/${user.id}/picture\\?v=[0-9a-f]+$`));
    const me = await injectAs(t.app, user, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().user.profilePicture).toBe(url);
    const picture = await injectAs(t.app, user, { method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe(type);
    expect(picture.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses what is not a JPG, PNG or GIF, whatever it claims to be', async () => {
    const user = await signUp(t.app);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const profilePicture of [
      dataUrl(svg, 'image/svg+xml'),
      dataUrl(Buffer.from('just text, renamed to photo.png'), 'image/png'),
      'https://example.com/me.png',
      'data:image/png;base64,@@@',
    ]) {
      const response = await patchProfile(user, { profilePicture });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Profile picture must be a JPG, PNG or GIF image',
        code: 'invalid_image',
      });
    }
    const me = await injectAs(t.app, user, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().user.profilePicture).toBeNull();
  });

  it('accepts a picture just under 5 MB and refuses one of 5 MB with the spec text', async () => {
    const user = await signUp(t.app);
    const under = await patchProfile(user, {
      profilePicture: dataUrl(png(PROFILE_PICTURE_MAX_BYTES - 1)),
    });
    expect(under.statusCode).toBe(200);
    const kept = under.json().profilePicture;
    const over = await patchProfile(user, {
      profilePicture: dataUrl(png(PROFILE_PICTURE_MAX_BYTES)),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'File size must be less than 5MB', code: 'image_too_large' });
    const me = await injectAs(t.app, user, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().user.profilePicture).toBe(kept);
  });

  it('keeps the picture when its own URL is sent back, and removes it with null', async () => {
    const user = await signUp(t.app);
    const set = await patchProfile(user, { profilePicture: dataUrl(png()) });
    const url = set.json().profilePicture;
    const same = await patchProfile(user, { displayName: 'Ny', profilePicture: url });
    expect(same.json()).toMatchObject({ displayName: 'Ny', profilePicture: url });
    const removed = await patchProfile(user, { profilePicture: null });
    expect(removed.json().profilePicture).toBeNull();
    const gone = await injectAs(t.app, user, { method: 'GET', url });
    expect(gone.statusCode).toBe(404);
  });
});

describe('GET /api/users/{id}/picture', () => {
  it('shows a picture to the people who share a cabin with its owner, and to nobody else', async () => {
    const owner = await signUp(t.app);
    const friend = await signUp(t.app);
    const stranger = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner);
    await joinAs(t.app, friend, cabin.accessCode);
    await createCabinAs(t.app, stranger);
    const url = (await patchProfile(owner, { profilePicture: dataUrl(gif()) })).json().profilePicture;
    expect((await injectAs(t.app, friend, { method: 'GET', url })).statusCode).toBe(200);
    expect((await injectAs(t.app, stranger, { method: 'GET', url })).statusCode).toBe(404);
    expect((await injectAs(t.app, null, { method: 'GET', url })).statusCode).toBe(401);
  });
});

describe("the identity provider's own update call", () => {
  it('cannot set the picture around the checks, but still changes the name', async () => {
    const user = await signUp(t.app, { fullName: 'Før Navn' });
    const image = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/identity/update-user',
      payload: { image: 'https://tracker.example/pixel.gif' },
    });
    expect(image.statusCode).toBe(400);
    const name = await injectAs(t.app, user, {
      method: 'POST',
      url: '/api/identity/update-user',
      payload: { name: 'Etter Navn' },
    });
    expect(name.statusCode).toBe(200);
    const me = await injectAs(t.app, user, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().user).toMatchObject({ fullName: 'Etter Navn', profilePicture: null });
  });
});
