import { MANUAL_PHOTOS_PER_CABIN_MAX, PHOTO_MAX_BYTES } from '@shared/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualPhotos } from '../../db/schema-photos';
import { createCabinAs, ownerAdminAndMember } from '../../test/cabin-fixtures';
import { jpeg, png } from '../../test/images';
import { photoUpload } from '../../test/multipart';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// The house manual's own photos (issue #15): the owner and admins add them, re-encoded without
// metadata as guest-book photos are; every member of the cabin sees them, nobody else does.

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
  ({ owner, admin, member } = await ownerAdminAndMember(t, 'Fjellhytta'));
  outsider = await signUp(t.app, { fullName: 'Ola Utenfor' });
  await createCabinAs(t.app, outsider, 'Sjøbua');
});
afterAll(async () => {
  await t.close();
});

const upload = (user: TestUser | null, body: ReturnType<typeof photoUpload>) =>
  user
    ? injectAs(t.app, user, { method: 'POST', url: '/api/manual/photos', ...body })
    : t.app.inject({ method: 'POST', url: '/api/manual/photos', ...body });

/** A phone's photo: EXIF with the camera and a GPS position. */
const phonePhoto = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .withExifMerge({
      IFD0: { Make: 'Telefon', Model: 'Hytta X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '61/1 7/1 3000/100' },
    })
    .jpeg()
    .toBuffer();

describe('POST /api/manual/photos', () => {
  it('takes a photo from the owner and an admin, and keeps no EXIF or GPS', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('Telefon');
    for (const editor of [owner, admin]) {
      const response = await upload(editor, photoUpload(original, 'IMG_0001.JPG'));
      expect(response.statusCode, response.body).toBe(201);
      const photo = response.json();
      expect(photo).toEqual({
        id: expect.any(String),
        url: `/api/manual/photos/${photo.id}`,
        width: 120,
        height: 80,
      });
      const served = await injectAs(t.app, member, { method: 'GET', url: photo.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(served.rawPayload.includes(Buffer.from('Telefon'))).toBe(false);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
  });

  it('refuses a plain member (403) and a signed-out caller (401)', async () => {
    const asMember = await upload(member, photoUpload(png()));
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('owner_or_admin_only');
    expect((await upload(null, photoUpload(png()))).statusCode).toBe(401);
  });

  it('refuses what is not an image (400) and a file over 15 MB (413), never a 500', async () => {
    const fake = await upload(owner, photoUpload(Buffer.from('just text, renamed to photo.jpg')));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      message: 'The photo must be a JPEG, PNG or WebP image',
      code: 'invalid_photo',
    });
    const huge = await upload(owner, photoUpload(Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff)));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'A photo must be at most 15 MB', code: 'photo_too_large' });
  });

  it(`takes ${MANUAL_PHOTOS_PER_CABIN_MAX} photos a cabin and refuses one more with a message`, async () => {
    const { owner: other, cabin } = await ownerAdminAndMember(t, 'Fullhytta');
    const rows = Array.from({ length: MANUAL_PHOTOS_PER_CABIN_MAX - 1 }, () => ({
      cabinId: cabin.id,
      contentType: 'image/jpeg',
      data: jpeg(),
      width: 2,
      height: 2,
    }));
    await t.database.db.insert(manualPhotos).values(rows);
    expect((await upload(other, photoUpload(png()))).statusCode).toBe(201);
    const over = await upload(other, photoUpload(png()));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message: `The manual can have at most ${MANUAL_PHOTOS_PER_CABIN_MAX} photos`,
      code: 'too_many_manual_photos',
    });
  });
});

describe('GET /api/manual/photos/{id}', () => {
  it('serves members with an ETag (304 when current), and nobody else', async () => {
    const { url } = (await upload(owner, photoUpload(png()))).json();
    const first = await injectAs(t.app, member, { method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await injectAs(t.app, member, {
      method: 'GET',
      url,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stranger = await injectAs(t.app, outsider, { method: 'GET', url });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('manual_photo_not_found');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const unknown = await injectAs(t.app, member, { method: 'GET', url: '/api/manual/photos/nope' });
    expect(unknown.statusCode).toBe(404);
  });
});
