import { FULL_NAME_MAX } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinMembers, users } from '../db/schema';
import { createCabinAs, joinAs } from '../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, TEST_ORIGIN, type TestApp, type TestUser } from '../test/test-app';

// Issue #13, items 5, 6 and 8: the checks hold however a path is spelled, identity fields get
// the app's limits, unused identity calls are off, and JSON bodies are small.

let t: TestApp;
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  const cabin = await createCabinAs(t.app, owner);
  await joinAs(t.app, member, cabin.accessCode);
});
afterAll(async () => {
  await t.close();
});

const EVIL = 'https://evil.example';

const storedUser = async (user: TestUser) => {
  const [row] = await t.database.db
    .select({ name: users.name, image: users.image })
    .from(users)
    .where(eq(users.id, user.id));
  return row;
};

describe('the cross-site guard, whatever the spelling of the path', () => {
  const leaveSpellings = [
    '/%61pi/cabin/leave',
    '/api/cabin/./leave',
    '/api/x/../cabin/leave',
    '//api/cabin/leave',
    '/API/cabin/leave',
    '/api/cabin/leave/',
  ];
  it.each(leaveSpellings)('refuses a cross-site POST %s and the member stays', async (url) => {
    const response = await injectAs(t.app, member, { method: 'POST', url, headers: { origin: EVIL } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-origin request refused' });
    const rows = await t.database.db.select().from(cabinMembers).where(eq(cabinMembers.userId, member.id));
    expect(rows).toHaveLength(1);
  });

  const updateSpellings = [
    '/api/identity/./update-user',
    '/api/identity//update-user',
    '/api/identity/%75pdate-user',
  ];
  it.each(updateSpellings)('refuses a cross-site identity update at %s; the name stays', async (url) => {
    const response = await injectAs(t.app, member, {
      method: 'POST',
      url,
      headers: { origin: EVIL },
      payload: { name: 'Kapret' },
    });
    expect(response.statusCode).toBe(403);
    expect((await storedUser(member))?.name).toBe('Mona Medlem');
  });
});

describe('no cache keeps a private answer, whatever the spelling of the path', () => {
  // The manual holds the wifi password and the door code (issue #36, item 9).
  it.each(['/api/manual', '/%61pi/manual', '/%61%70%69/manual', '/api/%6danual'])(
    'answers GET %s with no-store',
    async (url) => {
      const response = await injectAs(t.app, member, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().sections).toBeDefined();
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );
});

describe('identity fields get the app’s checks', () => {
  const tooLong = 'Å'.repeat(FULL_NAME_MAX + 1);

  it('refuses a sign-up with a full name over 100 characters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: {
        email: 'lang@example.no',
        password: 'correct-horse-battery',
        name: tooLong,
        username: 'lang_navn',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Full name must be at most 100 characters');
  });

  it.each(['/api/identity/update-user', '/api/identity/./update-user', '/api/identity/%75pdate-user'])(
    'refuses a full name over 100 characters and any image at %s',
    async (url) => {
      const long = await injectAs(t.app, owner, { method: 'POST', url, payload: { name: tooLong } });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('Full name must be at most 100 characters');
      const image = await injectAs(t.app, owner, {
        method: 'POST',
        url,
        payload: { name: 'Olav Eier', image: 'https://tracker.example/pixel.gif' },
      });
      expect(image.statusCode).toBe(400);
      expect(await storedUser(owner)).toEqual({ name: 'Olav Eier', image: null });
    },
  );

  it('keeps exactly 100 characters', async () => {
    const fits = 'Å'.repeat(FULL_NAME_MAX);
    const response = await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/identity/update-user',
      payload: { name: fits },
    });
    expect(response.statusCode).toBe(200);
    expect((await storedUser(owner))?.name).toBe(fits);
    await injectAs(t.app, owner, {
      method: 'POST',
      url: '/api/identity/update-user',
      payload: { name: 'Olav Eier' },
    });
  });
});

describe('identity calls nobody uses are off', () => {
  it.each([
    ['POST', '/api/identity/verify-password'],
    ['POST', '/api/identity/%76erify-password'],
    ['POST', '/api/identity/is-username-available'],
    ['GET', '/api/identity/list-accounts'],
    ['GET', '/api/identity/list-sessions'],
    ['POST', '/api/identity/delete-user'],
    ['GET', '/api/identity/reset-password/a-token'],
    ['POST', '/api/identity/revoke-sessions'],
  ] as const)('%s %s answers 404', async (method, url) => {
    const response = await injectAs(t.app, member, {
      method,
      url,
      ...(method === 'POST' ? { payload: { password: member.password, username: 'ledig_navn' } } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('JSON bodies', () => {
  it('refuses a body over 64 KB with 413 and a message, and stores nothing', async () => {
    const response = await injectAs(t.app, member, {
      method: 'POST',
      url: '/api/shopping-items',
      payload: { name: 'Melk', padding: 'x'.repeat(70 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(typeof response.json().message).toBe('string');
    const list = await injectAs(t.app, member, { method: 'GET', url: '/api/shopping-items' });
    expect(list.json()).toEqual([]);
  });
});
