import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { png } from '../../test/images';
import { photoUpload } from '../../test/multipart';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Who sees, adds and deletes guest-book photos (decision 033), how they are cached, and what
// happens to them with their visit, their uploader's account and the uploader's data export.

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let other: TestUser;
let outsider: TestUser;
let accessCode: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  other = await signUp(t.app, { fullName: 'Per Medlem' });
  outsider = await signUp(t.app, { fullName: 'Ute Stående' });
  const cabin = await createCabinAs(t.app, owner);
  accessCode = cabin.accessCode;
  await joinAs(t.app, member, cabin.accessCode);
  await joinAs(t.app, other, cabin.accessCode);
  await createCabinAs(t.app, outsider, 'Annen hytte');
});
afterAll(async () => {
  await t.close();
});

type Photo = { id: string; url: string; thumbnailUrl: string };

async function visitWithPhoto(author: TestUser): Promise<{ visitId: string; photo: Photo }> {
  const visit = await callAs(
    t.app,
    author,
    'POST',
    '/api/visits',
    { visitorName: 'Gjest', startDate: '2026-07-01', endDate: '2026-07-02' },
    201,
  );
  const response = await injectAs(t.app, author, {
    method: 'POST',
    url: `/api/visits/${visit.id}/photos`,
    ...photoUpload(png()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { visitId: visit.id, photo: response.json() };
}

const get = (user: TestUser | null, url: string, headers: Record<string, string> = {}) =>
  injectAs(t.app, user, { method: 'GET', url, headers });
const remove = (user: TestUser | null, visitId: string, photoId: string) =>
  injectAs(t.app, user, { method: 'DELETE', url: `/api/visits/${visitId}/photos/${photoId}` });

describe('reading photos', () => {
  it('lists the photos with their visit, and serves them to members only', async () => {
    const { visitId, photo } = await visitWithPhoto(member);
    const list = await callAs(t.app, other, 'GET', '/api/visits');
    expect(list.find((visit: { id: string }) => visit.id === visitId).photos).toEqual([
      { ...photo, width: 2, height: 2, uploadedBy: member.id },
    ]);
    for (const url of [photo.url, photo.thumbnailUrl]) {
      expect((await get(other, url)).statusCode).toBe(200);
      expect((await get(outsider, url)).statusCode).toBe(404);
      expect((await get(outsider, url)).json().code).toBe('photo_not_found');
      expect((await get(null, url)).statusCode).toBe(401);
    }
    expect((await get(member, '/api/photos/not-a-uuid')).statusCode).toBe(404);
  });

  it('is cached for good, with an ETag answered 304', async () => {
    const { photo } = await visitWithPhoto(member);
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const first = await get(other, url);
      expect(first.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'cache-control': 'private, max-age=31536000, immutable',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[0-9a-f-]+(-thumbnail)?"$/);
      const again = await get(other, url, { 'if-none-match': `"old", W/${etag}` });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers).toMatchObject({ etag, 'cache-control': 'private, max-age=31536000, immutable' });
      // The ETag never lets a stranger learn that a photo exists.
      expect((await get(outsider, url, { 'if-none-match': etag })).statusCode).toBe(404);
      expect((await get(other, url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    }
    const full = await get(other, photo.url);
    const thumbnail = await get(other, photo.thumbnailUrl);
    expect(full.headers.etag).not.toBe(thumbnail.headers.etag);
  });
});

describe('adding and deleting photos', () => {
  it('lets the author and the owner add to an entry, not another member or an outsider', async () => {
    const { visitId } = await visitWithPhoto(member);
    const add = (user: TestUser | null) =>
      injectAs(t.app, user, { method: 'POST', url: `/api/visits/${visitId}/photos`, ...photoUpload(png()) });
    expect((await add(owner)).statusCode).toBe(201);
    const byOther = await add(other);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().code).toBe('not_your_visit');
    expect((await add(outsider)).statusCode).toBe(404);
    expect((await add(null)).statusCode).toBe(401);
  });

  it('another member cannot delete a photo; its uploader and the owner can', async () => {
    const { visitId, photo } = await visitWithPhoto(member);
    const byOther = await remove(other, visitId, photo.id);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({
      message: 'You can only delete photos you added',
      code: 'not_your_photo',
    });
    expect((await remove(outsider, visitId, photo.id)).statusCode).toBe(404);
    expect((await remove(null, visitId, photo.id)).statusCode).toBe(401);
    expect((await remove(owner, visitId, photo.id)).json()).toEqual({ message: 'Photo deleted' });
    expect((await get(member, photo.url)).statusCode).toBe(404);
    expect((await remove(owner, visitId, photo.id)).statusCode).toBe(404);

    const second = await visitWithPhoto(member);
    expect((await remove(member, second.visitId, 'nope')).statusCode).toBe(404);
    expect((await remove(member, second.visitId, second.photo.id)).statusCode).toBe(200);
  });

  it('goes with its visit', async () => {
    const { visitId, photo } = await visitWithPhoto(member);
    await callAs(t.app, member, 'DELETE', `/api/visits/${visitId}`);
    expect((await get(member, photo.url)).statusCode).toBe(404);
    expect((await get(member, photo.thumbnailUrl)).statusCode).toBe(404);
  });
});

describe("the uploader's data", () => {
  it('lists their photos in the export, and leaves them with the cabin when the account goes', async () => {
    const leaving = await signUp(t.app, { fullName: 'Lise Leaving' });
    await joinAs(t.app, leaving, accessCode);
    const { visitId, photo } = await visitWithPhoto(leaving);
    const exported = await callAs(t.app, leaving, 'GET', '/api/user/export');
    expect(exported.photos).toEqual([
      {
        id: photo.id,
        visitId,
        cabin: expect.any(String),
        contentType: 'image/jpeg',
        width: 2,
        height: 2,
        bytes: expect.any(Number),
        url: photo.url,
        createdAt: expect.any(String),
      },
    ]);
    expect(exported.photos[0].bytes).toBeGreaterThan(100);
    await callAs(t.app, leaving, 'DELETE', '/api/user/account', { password: leaving.password });
    expect((await get(owner, photo.url)).statusCode).toBe(200);
    const list = await callAs(t.app, owner, 'GET', '/api/visits');
    expect(list.find((visit: { id: string }) => visit.id === visitId)).toMatchObject({
      user: null,
      photos: [{ id: photo.id, uploadedBy: null }],
    });
  });
});
