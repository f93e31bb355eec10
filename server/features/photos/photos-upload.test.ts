import { PHOTO_MAX_BYTES } from '@shared/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { png, truncatedPng } from '../../test/images';
import { photoUpload } from '../../test/multipart';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// What an upload becomes (decision 033): upright, at most 1600 px with a 400 px thumbnail, JPEG
// without any metadata; and what is refused, by the bytes, with `{message, code}` and never a 500.

let t: TestApp;
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  const cabin = await createCabinAs(t.app, owner);
  await joinAs(t.app, member, cabin.accessCode);
});
afterAll(async () => {
  await t.close();
});

const logVisit = async (user: TestUser): Promise<string> =>
  (
    await callAs(
      t.app,
      user,
      'POST',
      '/api/visits',
      { visitorName: 'Mona', startDate: '2026-08-01', endDate: '2026-08-03' },
      201,
    )
  ).id;

const upload = (user: TestUser, visitId: string, body: ReturnType<typeof photoUpload>) =>
  injectAs(t.app, user, { method: 'POST', url: `/api/visits/${visitId}/photos`, ...body });

const fetchBytes = async (user: TestUser, url: string) => {
  const response = await injectAs(t.app, user, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};

/** A phone's photo: EXIF with the camera, a GPS position, and "turn 90° clockwise to view". */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 60, b: 40 } } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Telefon', Model: 'Hytta X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '61/1 7/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '9/1 4/1 1200/100',
      },
    })
    .jpeg()
    .toBuffer();
}

describe('POST /api/visits/{id}/photos', () => {
  it('turns the photo upright and strips every piece of metadata from both sizes', async () => {
    const original = await phonePhoto(100, 200);
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('Telefon');
    expect(before.orientation).toBe(6);
    const visitId = await logVisit(member);
    const response = await upload(member, visitId, photoUpload(original, 'IMG_0001.JPG'));
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json();
    expect(photo).toEqual({
      id: expect.any(String),
      url: `/api/photos/${photo.id}`,
      thumbnailUrl: `/api/photos/${photo.id}/thumbnail`,
      width: 200,
      height: 100,
      uploadedBy: member.id,
    });
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const bytes = await fetchBytes(member, url);
      expect(bytes.includes(Buffer.from('Telefon'))).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 100 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it('makes a large photo at most 1600 px and its thumbnail at most 400 px', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const visitId = await logVisit(member);
    const response = await upload(member, visitId, photoUpload(big, 'hytta.png', 'image/png'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ width: 1600, height: 1200 });
    const full = await sharp(await fetchBytes(member, response.json().url)).metadata();
    expect([full.width, full.height]).toEqual([1600, 1200]);
    const thumbnail = await sharp(await fetchBytes(member, response.json().thumbnailUrl)).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([400, 300]);
  });

  it('takes PNG and WebP, and stores JPEG whatever came', async () => {
    const visitId = await logVisit(member);
    const webp = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#08f8' } })
      .webp()
      .toBuffer();
    // The declared type and file name are wrong on purpose: the bytes decide.
    for (const bytes of [png(), webp]) {
      const response = await upload(member, visitId, photoUpload(bytes, 'x.gif', 'application/octet-stream'));
      expect(response.statusCode, response.body).toBe(201);
      const stored = await injectAs(t.app, member, { method: 'GET', url: response.json().url });
      expect(stored.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('refuses what is not a whole JPEG, PNG or WebP image, whatever it is called', async () => {
    const visitId = await logVisit(member);
    const jpegHead = (await phonePhoto(40, 40)).subarray(0, 200);
    const refused = [
      photoUpload(Buffer.from('just text, renamed to photo.jpg'), 'photo.jpg', 'image/jpeg'),
      photoUpload(Buffer.concat([png().subarray(0, 33), Buffer.alloc(400, 0x5a)]), 'bad.png', 'image/png'),
      photoUpload(jpegHead, 'cut.jpg', 'image/jpeg'),
      photoUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml'),
      photoUpload(Buffer.from('GIF89a'), 'a.gif', 'image/gif'),
    ];
    for (const body of refused) {
      const response = await upload(member, visitId, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        message: 'The photo must be a JPEG, PNG or WebP image',
        code: 'invalid_photo',
      });
    }
    const list = await callAs(t.app, member, 'GET', '/api/visits');
    expect(list.find((visit: { id: string }) => visit.id === visitId).photos).toEqual([]);
  });

  it('refuses a file over 15 MB with 413 and a message', async () => {
    const visitId = await logVisit(member);
    const response = await upload(member, visitId, photoUpload(Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff)));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'A photo must be at most 15 MB', code: 'photo_too_large' });
  });

  it('refuses a body that is not a photo upload', async () => {
    const visitId = await logVisit(member);
    const json = await injectAs(t.app, member, {
      method: 'POST',
      url: `/api/visits/${visitId}/photos`,
      payload: { photo: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('validation');
    const otherField = photoUpload(png());
    const renamed = {
      ...otherField,
      payload: Buffer.from(
        otherField.payload.toString('latin1').replace('name="photo"', 'name="bilde"'),
        'latin1',
      ),
    };
    const wrongField = await upload(member, visitId, renamed);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe('validation');
  });

  it('takes ten photos a visit and refuses the eleventh, also when uploads arrive together', async () => {
    const visitId = await logVisit(member);
    for (let n = 0; n < 8; n += 1) {
      expect((await upload(member, visitId, photoUpload(png()))).statusCode).toBe(201);
    }
    const together = await Promise.all([1, 2, 3].map(() => upload(member, visitId, photoUpload(png()))));
    expect(together.map((response) => response.statusCode).sort()).toEqual([201, 201, 409]);
    const eleventh = await upload(owner, visitId, photoUpload(png()));
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      message: 'A visit can have at most 10 photos',
      code: 'too_many_photos',
    });
    const list = await callAs(t.app, member, 'GET', '/api/visits');
    expect(list.find((visit: { id: string }) => visit.id === visitId).photos).toHaveLength(10);
  });
});

describe('decoding costs one user and the server little (issue #36)', () => {
  it('refuses a photo of more than 40 megapixels from its header, before decoding it', async () => {
    const visitId = await logVisit(member);
    // 100 megapixels in a few hundred KB, cut short: the file from the issue.
    const huge = truncatedPng(10_000, 10_000);
    expect(huge.length).toBeLessThan(PHOTO_MAX_BYTES);
    const response = await upload(member, visitId, photoUpload(huge, 'huge.png', 'image/png'));
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({
      message: 'A photo may have at most 40 megapixels',
      code: 'photo_too_many_pixels',
    });
    // Just over the cap is refused alike; the cap is the header's width times height.
    const over = await upload(
      member,
      visitId,
      photoUpload(truncatedPng(8000, 5001), 'over.png', 'image/png'),
    );
    expect(over.json().code).toBe('photo_too_many_pixels');
  });

  it('counts every upload, refused ones too, and answers 429 past 30 in ten minutes', async () => {
    const uploader = await signUp(t.app, { fullName: 'Ivrig Opplaster' });
    const cabin = await createCabinAs(t.app, uploader);
    expect(cabin).toBeDefined();
    const visitId = await logVisit(uploader);
    const junk = photoUpload(Buffer.from('not an image at all'), 'x.jpg', 'image/jpeg');
    for (let n = 0; n < 30; n += 1) {
      expect((await upload(uploader, visitId, junk)).statusCode).toBe(400);
    }
    const refused = await upload(uploader, visitId, photoUpload(png()));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many photo uploads. Wait a few minutes and try again.',
      code: 'too_many_uploads',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not held up by it.
    expect((await upload(member, await logVisit(member), photoUpload(png()))).statusCode).toBe(201);
    const list = await callAs(t.app, uploader, 'GET', '/api/visits');
    expect(list.find((visit: { id: string }) => visit.id === visitId).photos).toEqual([]);
    await t.database.db.delete(rateLimits);
  });
});
