import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooking, createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { photoUpload } from '../../test/multipart';
import { callAs, createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// A handover's photos (decision 060) go through the guest book's pipeline (decision 033): the
// metadata is stripped from both sizes, at most three a stay, and only once the note is written.

let clock = new Date('2027-07-07T10:00:00Z');
let t: TestApp;
let ola: TestUser;
let per: TestUser;
let outsider: TestUser;
let stay: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const owner = await signUp(t.app, { fullName: 'Eva Eier' });
  ola = await signUp(t.app, { fullName: 'Ola Nordmann' });
  per = await signUp(t.app, { fullName: 'Per Nordmann' });
  outsider = await signUp(t.app, { fullName: 'Nina Naboen' });
  const cabin = await createCabinAs(t.app, owner);
  await joinAs(t.app, ola, cabin.accessCode);
  await joinAs(t.app, per, cabin.accessCode);
  await createCabinAs(t.app, outsider, 'Naboens hytte');
  stay = await addBooking(t.database.db, cabin.id, ola.id, '2027-07-01', '2027-07-08');
});
afterAll(async () => {
  await t.close();
});

/** A phone's photo with the camera and a GPS position in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .withExifMerge({
      IFD0: { Make: 'Telefon', Model: 'Hytta X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '61/1 7/1 3000/100' },
    })
    .jpeg()
    .toBuffer();

const upload = async (user: TestUser, expected: number) => {
  const response = await injectAs(t.app, user, {
    method: 'POST',
    url: `/api/bookings/${stay}/handover/photos`,
    ...photoUpload(await phonePhoto(), 'IMG_0001.JPG'),
  });
  expect(response.statusCode, response.body).toBe(expected);
  return response.json();
};

describe('POST /api/bookings/{id}/handover/photos', () => {
  it('takes up to three photos of a written handover, without metadata, for members only', async () => {
    expect((await upload(ola, 404)).code).toBe('handover_not_found');
    const body = { firewood: 'full', heating: 'off', water: 'off', fridge: '', note: '', needsFixing: [] };
    await callAs(t.app, ola, 'PUT', `/api/bookings/${stay}/handover`, body);
    expect((await upload(per, 403)).code).toBe('not_your_handover');
    const first = await upload(ola, 201);
    expect(first).toMatchObject({ url: `/api/handover-photos/${first.id}`, width: 120, height: 80 });
    for (const url of [first.url, first.thumbnailUrl]) {
      const response = await injectAs(t.app, per, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(response.rawPayload.toString('latin1')).not.toContain('Telefon');
      const outside = await injectAs(t.app, outsider, { method: 'GET', url });
      expect(outside.statusCode).toBe(404);
    }
    await upload(ola, 201);
    await upload(ola, 201);
    expect((await upload(ola, 409)).code).toBe('too_many_handover_photos');
    // Per may not delete Ola's photo; Ola may, and there is room again.
    await callAs(t.app, per, 'DELETE', `/api/bookings/${stay}/handover/photos/${first.id}`, undefined, 403);
    await callAs(t.app, ola, 'DELETE', `/api/bookings/${stay}/handover/photos/${first.id}`);
    const view = await callAs(t.app, per, 'GET', `/api/bookings/${stay}/handover`);
    expect(view.handover.photos).toHaveLength(2);
    // After the window, no more photos.
    clock = new Date('2027-07-23T10:00:00Z');
    expect((await upload(ola, 409)).code).toBe('handover_closed');
  });
});
