import { PROFILE_PICTURE_MAX_BYTES } from '@shared/constants';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profilePictures, rateLimits, users } from '../db/schema';
import { dataUrl, gif, jpeg, png } from '../test/images';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../test/test-app';

// Limits an attacker meets: sign-in and sign-up attempts per minute, and what a profile picture
// may be (checked by its bytes and size, never by what it claims).

const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ signInRateLimitPerMinute: LIMIT });
});
afterAll(async () => {
  await t.close();
});

/** A fresh minute for this client: the attempt counters emptied. */
const freshMinute = () => t.database.db.delete(rateLimits);

describe('the sign-in rate limit', () => {
  beforeEach(async () => {
    // Each case starts with a fresh minute for this client (Better Auth's counters only).
    await freshMinute();
  });

  const post = (url: string, payload: object) => injectAs(t.app, null, { method: 'POST', url, payload });

  it.each([
    [
      'sign-in by username',
      '/api/identity/sign-in/username',
      { username: 'ingen', password: 'wrong-password' },
    ],
    [
      'sign-in by e-mail',
      '/api/identity/sign-in/email',
      { email: 'ingen@example.no', password: 'wrong-password' },
    ],
  ])(
    `refuses the attempt after ${LIMIT} in a minute with 429 and a message (%s)`,
    async (_, url, payload) => {
      for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
        expect((await post(url, payload)).statusCode).toBe(401);
      }
      const refused = await post(url, payload);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: expect.stringMatching(/too many/i) });
    },
  );

  it('refuses even the right password once the limit is reached', async () => {
    const kari = await signUp(t.app);
    await freshMinute();
    const url = '/api/identity/sign-in/username';
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      await post(url, { username: kari.username, password: 'wrong-password' });
    }
    const right = await post(url, { username: kari.username, password: kari.password });
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('limits sign-ups the same way, and the refused one creates no account', async () => {
    const signUpAs = (name: string) =>
      post('/api/identity/sign-up/email', {
        email: `${name}@example.no`,
        password: 'correct-horse-battery',
        name: 'Ny Bruker',
        username: name,
      });
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      expect((await signUpAs(`ny${attempt}`)).statusCode).toBe(200);
    }
    const refused = await signUpAs('ny4');
    expect(refused.statusCode).toBe(429);
    expect(typeof refused.json().message).toBe('string');
    const [row] = await t.database.db.select({ n: count() }).from(users).where(like(users.username, 'ny4'));
    expect(row?.n).toBe(0);
  });
});

describe('profile picture uploads', () => {
  let kari: TestUser;
  beforeAll(async () => {
    await freshMinute();
    kari = await signUp(t.app, { fullName: 'Kari Bilde' });
  });

  const upload = (profilePicture: string) =>
    injectAs(t.app, kari, { method: 'PATCH', url: '/api/user/profile', payload: { profilePicture } });
  const storedPictures = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(profilePictures)
        .where(eq(profilePictures.userId, kari.id))
    )[0]?.n;

  const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
  const refused: [string, () => string][] = [
    ['text that claims to be a PNG', () => dataUrl(Buffer.from('hello, I am a PNG'), 'image/png')],
    ['a PNG signature and nothing else', () => dataUrl(png().subarray(0, 8))],
    ['a PNG cut off before its end', () => dataUrl(png().subarray(0, 40))],
    [
      'a JPEG header with filler',
      () => dataUrl(Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(60, 7)])),
    ],
    [
      'an SVG with a script',
      () =>
        dataUrl(
          Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`),
          'image/svg+xml',
        ),
    ],
    ['a PNG with a page after its end (polyglot)', () => dataUrl(Buffer.concat([png(), Buffer.from(html)]))],
    [
      'a GIF with a script in its comment (polyglot)',
      () => dataUrl(gif('<script>alert(1)</script>'), 'image/gif'),
    ],
    [
      'a JPEG with a page appended (polyglot)',
      () => dataUrl(Buffer.concat([jpeg(), Buffer.from(html)]), 'image/jpeg'),
    ],
    ['a link instead of a picture', () => 'https://example.com/me.png'],
  ];
  it.each(refused)('refuses %s and stores nothing', async (_, picture) => {
    const response = await upload(picture());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Profile picture must be a JPG, PNG or GIF image',
      code: 'invalid_image',
    });
    expect(await storedPictures()).toBe(0);
  });

  it('refuses a real PNG of 5 MB or more and stores nothing', async () => {
    const response = await upload(dataUrl(png(PROFILE_PICTURE_MAX_BYTES + 1)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'File size must be less than 5MB', code: 'image_too_large' });
    expect(await storedPictures()).toBe(0);
  });

  it('refuses a body too big to be a picture with 413 and a message', async () => {
    const response = await upload(`data:image/png;base64,${'A'.repeat(17 * 1024 * 1024)}`);
    expect(response.statusCode).toBe(413);
    expect(typeof response.json().message).toBe('string');
    expect(await storedPictures()).toBe(0);
  });

  it.each([
    ['PNG', png, 'image/png'],
    ['JPEG', jpeg, 'image/jpeg'],
    ['GIF', () => gif(), 'image/gif'],
  ] as const)('accepts a real small %s', async (_, picture, type) => {
    const response = await upload(dataUrl(picture(), 'application/octet-stream'));
    expect(response.statusCode, response.body).toBe(200);
    const served = await injectAs(t.app, kari, { method: 'GET', url: response.json().profilePicture });
    expect(served.headers['content-type']).toBe(type);
    expect(served.rawPayload.equals(picture())).toBe(true);
    expect(await storedPictures()).toBe(1);
  });
});
