import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAdminAndMember } from '../../test/cabin-fixtures';
import { expenseBody } from '../../test/cost-fixtures';
import { gif, jpeg, png } from '../../test/images';
import { photoUpload } from '../../test/multipart';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// An expense's receipt photo (issue #16): who may change the expense adds, replaces and removes
// it, every member sees it, re-encoded as a guest-book photo is; the expense says it has one.

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-08-01T10:00:00Z') });
  ({ owner, admin, member } = await ownerAdminAndMember(t, 'Fjellro'));
  outsider = await signUp(t.app, { fullName: 'Ute Stående' });
});
afterAll(async () => {
  await t.close();
});

const upload = (user: TestUser, expenseId: string, data: Buffer, type = 'image/png') =>
  injectAs(t.app, user, {
    method: 'POST',
    url: `/api/expenses/${expenseId}/receipt`,
    ...photoUpload(data, 'kvittering', type),
  });
const receipt = (user: TestUser, expenseId: string, etag?: string) =>
  injectAs(t.app, user, {
    method: 'GET',
    url: `/api/expenses/${expenseId}/receipt`,
    ...(etag ? { headers: { 'if-none-match': etag } } : {}),
  });

describe('a receipt', () => {
  it('is added by the payer, shown to every member and revalidated by its ETag', async () => {
    const expense = await callAs(t.app, member, 'POST', '/api/expenses', expenseBody(), 201);
    expect(expense.hasReceipt).toBe(false);
    const added = await upload(member, expense.id, png());
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ id: expense.id, hasReceipt: true });
    const { expenses } = await callAs(t.app, admin, 'GET', '/api/expenses');
    expect(expenses[0]).toMatchObject({ id: expense.id, hasReceipt: true });

    const shown = await receipt(owner, expense.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['cache-control']).toBe('private, no-cache');
    const etag = String(shown.headers.etag);
    expect((await receipt(owner, expense.id, etag)).statusCode).toBe(304);
    // The owner replaces it: the same URL, a new ETag.
    expect((await upload(owner, expense.id, jpeg(), 'image/jpeg')).statusCode).toBe(201);
    const replaced = await receipt(owner, expense.id, etag);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.headers.etag).not.toBe(etag);
  });

  it('is refused for someone else’s expense, for what is not a photo, and hidden from other cabins', async () => {
    const expense = await callAs(t.app, admin, 'POST', '/api/expenses', expenseBody(), 201);
    const refused = await upload(member, expense.id, png());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_your_expense');
    const notPhoto = await upload(admin, expense.id, Buffer.from('not a picture'), 'image/png');
    expect(notPhoto.statusCode).toBe(400);
    expect(notPhoto.json().code).toBe('invalid_photo');
    expect((await upload(admin, expense.id, gif())).statusCode).toBe(400);
    expect((await upload(admin, expense.id, png())).statusCode).toBe(201);
    const hidden = await receipt(outsider, expense.id);
    expect(hidden.statusCode).toBe(404);
    expect((await upload(outsider, expense.id, png())).statusCode).toBe(404);
  });

  it('is removed by who may change the expense, and goes with the expense', async () => {
    const expense = await callAs(t.app, member, 'POST', '/api/expenses', expenseBody(), 201);
    expect((await upload(member, expense.id, png())).statusCode).toBe(201);
    await callAs(t.app, admin, 'DELETE', `/api/expenses/${expense.id}/receipt`, undefined, 200);
    expect((await receipt(member, expense.id)).statusCode).toBe(404);
    expect(
      (await callAs(t.app, admin, 'DELETE', `/api/expenses/${expense.id}/receipt`, undefined, 404)).code,
    ).toBe('photo_not_found');
    expect((await upload(member, expense.id, png())).statusCode).toBe(201);
    await callAs(t.app, member, 'DELETE', `/api/expenses/${expense.id}`);
    expect((await receipt(member, expense.id)).statusCode).toBe(404);
  });
});
