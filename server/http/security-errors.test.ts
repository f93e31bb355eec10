import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs } from '../test/cabin-fixtures';
import { LEAK_PATTERN } from '../test/leaks';
import {
  callAs,
  createTestApp,
  injectAs,
  signUp,
  TEST_ORIGIN,
  type TestApp,
  type TestUser,
} from '../test/test-app';

// Error answers say what went wrong for the caller and nothing about the server: no stack
// trace, no file path, no SQL, no SQLSTATE, whatever provoked them.

let t: TestApp;
let kari: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  kari = await signUp(t.app, { fullName: 'Kari Feil' });
  await createCabinAs(t.app, kari, 'Feilhytta');
});
afterAll(async () => {
  await t.close();
});

/** A JSON `{message}` with the status (or one from 400 to 499) and nothing of the server's internals. */
function expectPlainError(response: LightMyRequestResponse, status: number | '4xx'): void {
  if (status === '4xx') {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
  } else {
    expect(response.statusCode, response.body).toBe(status);
  }
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toMatchObject({ message: expect.any(String) });
  expect(response.body).not.toMatch(LEAK_PATTERN);
}

const raw = (method: 'POST' | 'PATCH', url: string, payload: string, contentType = 'application/json') =>
  injectAs(t.app, kari, { method, url, payload, headers: { 'content-type': contentType } });

describe('error answers carry no internals', () => {
  it.each([
    ['malformed JSON', '{"name": '],
    ['JSON with trailing garbage', '{"name":"Melk"} trailing'],
    ['a __proto__ key', '{"__proto__":{"polluted":true},"name":"Melk"}'],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}},"name":"Melk"}'],
  ])('%s is a 400', async (_, payload) => {
    expectPlainError(await raw('POST', '/api/shopping-items', payload), 400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a body type the API does not take is a 415', async () => {
    expectPlainError(
      await raw('POST', '/api/shopping-items', 'name=Melk', 'application/x-www-form-urlencoded'),
      415,
    );
  });

  it.each([
    ['PATCH', '/api/bookings/not-a-uuid'],
    ['PATCH', `/api/bookings/${"'; select * from users; --"}`],
    ['DELETE', '/api/tasks/%00'],
    ['DELETE', '/api/visits/00000000-0000-0000-0000-000000000000'],
    ['GET', '/api/weather/ffffffff-ffff-ffff-ffff-ffffffffffff'],
    ['GET', `/api/calendar/${'9'.repeat(40)}/feed?token=x`],
    ['GET', '/api/users/%E0%A4%A/picture'],
  ] as const)('a bad id is a 4xx: %s %s', async (method, url) => {
    const response = await injectAs(t.app, kari, { method, url: encodeURI(url).replace(/%25/g, '%') });
    expectPlainError(response, '4xx');
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['DELETE', '/api/cabin/nothing/here'],
    ['GET', '/api/identity/nothing-here'],
    ['POST', '/api/identity/nothing-here'],
  ] as const)('an unknown route is a 404: %s %s', async (method, url) => {
    expectPlainError(
      await injectAs(t.app, kari, { method, url, ...(method === 'POST' ? { payload: {} } : {}) }),
      404,
    );
  });

  it('a body over the size limit is a 413', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(9 * 1024 * 1024) });
    expectPlainError(await raw('POST', '/api/shopping-items', huge), 413);
  });

  it('a database constraint conflict is a 409 with a message, not the constraint', async () => {
    await callAs(t.app, kari, 'POST', '/api/shopping-items', { name: 'Kaffe' }, 201);
    expectPlainError(
      await injectAs(t.app, kari, { method: 'POST', url: '/api/shopping-items', payload: { name: 'Kaffe' } }),
      409,
    );
    const bookings = await Promise.all(
      [1, 2, 3].map(() =>
        injectAs(t.app, kari, {
          method: 'POST',
          url: '/api/bookings',
          payload: { startDate: '2099-03-01', endDate: '2099-03-05' },
        }),
      ),
    );
    expect(bookings.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    for (const response of bookings.filter((answer) => answer.statusCode === 409))
      expectPlainError(response, 409);
  });

  it('a taken username or e-mail at sign-up is a 4xx, even when the sign-ups race', async () => {
    const signUps = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/identity/sign-up/email',
          headers: { origin: TEST_ORIGIN },
          payload: {
            email: 'tvilling@example.no',
            password: 'correct-horse-battery',
            name: 'Tvilling',
            username: 'tvilling',
          },
        }),
      ),
    );
    const statuses = signUps.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const response of signUps.filter((answer) => answer.statusCode !== 200)) {
      expectPlainError(response, '4xx');
    }
  });

  it.each([
    ['in the body', 'POST', '/api/shopping-items', { name: 'Melk\u0000' }],
    ['in a path id', 'DELETE', '/api/cabin/members/%00', undefined],
    ['in the query', 'GET', '/api/places/autocomplete?input=Oslo%00', undefined],
    ['at sign-in', 'POST', '/api/identity/sign-in/username', { username: 'kari\u0000', password: 'x' }],
  ] as const)(
    'a NUL character %s is a 400 (the database could not store it)',
    async (_, method, url, payload) => {
      const response = await injectAs(t.app, kari, { method, url, ...(payload ? { payload } : {}) });
      expectPlainError(response, 400);
      expect(response.json().message).toBe('Text must not contain the NUL character');
    },
  );

  it('a value the database refuses as data is a 400, not a 500', async () => {
    await t.database.db.execute(sql`
      create function hytta_test_refuse_value() returns trigger language plpgsql as $$
      begin
        if new.name = 'Utenfor' then
          raise exception 'date/time field value out of range: "10000-01-01"' using errcode = '22008';
        end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger hytta_test_refuse_value before insert on shopping_items
      for each row execute function hytta_test_refuse_value()`);
    const response = await injectAs(t.app, kari, {
      method: 'POST',
      url: '/api/shopping-items',
      payload: { name: 'Utenfor' },
    });
    expectPlainError(response, 400);
    expect(response.json()).toEqual({ message: 'Invalid request', code: 'validation' });
  });

  it('a body the identity provider cannot take is a 400, and a missing one is not a 500', async () => {
    for (const payload of ['[1,2]', '"text"', '5', 'null']) {
      const response = await raw('POST', '/api/identity/sign-up/email', payload);
      expectPlainError(response, 400);
    }
    const missing = await injectAs(t.app, null, { method: 'POST', url: '/api/identity/sign-up/email' });
    expectPlainError(missing, '4xx');
  });

  it('a wrong password is a 401 that does not say which half was wrong', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/username',
      headers: { origin: TEST_ORIGIN },
      payload: { username: kari.username, password: 'not-the-password' },
    });
    expectPlainError(response, 401);
  });

  it('an unexpected database failure is a 500 with a plain message and nothing of the database', async () => {
    await t.database.db.execute(sql`
      create function hytta_test_fail_item() returns trigger language plpgsql as $$
      begin
        if new.name = 'Feil' then
          raise exception 'relation "secret_table" violates check constraint: select * from users';
        end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger hytta_test_fail_item before insert on shopping_items
      for each row execute function hytta_test_fail_item()`);
    const response = await injectAs(t.app, kari, {
      method: 'POST',
      url: '/api/shopping-items',
      payload: { name: 'Feil' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong. Please try again.',
      requestId: response.headers['x-request-id'],
    });
  });
});
