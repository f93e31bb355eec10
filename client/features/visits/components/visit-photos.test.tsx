import { PHOTO_MAX_BYTES } from '@shared/constants';
import type { User } from '@shared/schemas/auth';
import type { Visit, VisitPhoto } from '@shared/schemas/visits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { visitOf } from '@/test/booking-fixtures';
import { cabinReads, kariInFjellhytta as kari, ola, per } from '@/test/cabin-fixtures';
import { json, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { VisitsSection } from './visits-section';

// Guest-book photos in the visit log (decision 033): the thumbnails under an entry, the viewer
// with its buttons, arrow keys and swipes, adding (with the server's reasons shown in the
// user's language) and deleting.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const photoOf = (id: string, uploadedBy: string, width = 1600, height = 1200): VisitPhoto => ({
  id,
  url: `/api/photos/${id}`,
  thumbnailUrl: `/api/photos/${id}/thumbnail`,
  width,
  height,
  uploadedBy,
});

const perVisit = visitOf('v-per', '2026-06-01', '2026-06-03', {
  by: per,
  photos: [photoOf('p1', per.id), photoOf('p2', per.id, 900, 1600), photoOf('p3', per.id)],
});
const olaVisit = visitOf('v-ola', '2026-11-20', '2026-11-21', { by: ola, photos: [photoOf('p9', ola.id)] });

function renderLog(user: User, role: 'owner' | 'member', routes: StubRoutes = {}, visits: Visit[] = []) {
  const stub = stubApi({
    ...cabinReads(role),
    'GET /api/bookings': json(200, []),
    'GET /api/bookings/pending': json(200, []),
    'GET /api/visits': json(200, visits.length > 0 ? visits : [perVisit, olaVisit]),
    ...routes,
  });
  renderSignedIn(<VisitsSection />, { user, path: '/visits' });
  return stub;
}

const position = () => screen.getByTestId('photo-viewer-position').textContent;
const shownImage = () => screen.getByTestId('photo-viewer-image').getAttribute('src');

describe('the photo gallery and viewer', () => {
  it('shows lazy thumbnails with their size under the entry, and turns through them', async () => {
    renderLog(per, 'member');
    const thumbnail = await screen.findByTestId('photo-thumb-p2');
    const image = thumbnail.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['225', '400']);
    expect(image?.getAttribute('src')).toBe('/api/photos/p2/thumbnail');
    // The thumbnails are buttons beside the entry's own button, not inside it.
    expect(screen.getByTestId('visit-v-per').contains(thumbnail)).toBe(false);

    const user = userEvent.setup();
    await user.click(screen.getByTestId('photo-thumb-p1'));
    const viewer = await screen.findByTestId('photo-viewer');
    expect(position()).toBe('Photo 1 of 3');
    expect(shownImage()).toBe('/api/photos/p1');
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(position()).toBe('Photo 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(position()).toBe('Photo 3 of 3');
    // Round from the last to the first, and back.
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(position()).toBe('Photo 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(position()).toBe('Photo 3 of 3');
    await user.click(within(viewer).getByRole('button', { name: 'Previous' }));
    expect(position()).toBe('Photo 2 of 3');
    expect(shownImage()).toBe('/api/photos/p2');
    // Their own photo: they may delete it.
    expect(within(viewer).getByTestId('photo-delete')).toBeDefined();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('photo-thumb-p9'));
    // Someone else's photo, to a member: nothing to delete.
    expect(within(await screen.findByTestId('photo-viewer')).queryByTestId('photo-delete')).toBeNull();
  });

  it('turns on a horizontal swipe of 50 px or more, not on a shorter or mostly vertical one', async () => {
    renderLog(ola, 'member');
    await userEvent.setup().click(await screen.findByTestId('photo-thumb-p1'));
    const stage = await screen.findByTestId('photo-viewer-stage');
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(stage, { clientX: from[0], clientY: from[1], pointerId: 1 });
      fireEvent.pointerUp(stage, { clientX: to[0], clientY: to[1], pointerId: 1 });
    };
    swipe([200, 100], [170, 100]);
    expect(position()).toBe('Photo 1 of 3');
    swipe([200, 100], [140, 300]);
    expect(position()).toBe('Photo 1 of 3');
    swipe([200, 100], [140, 110]);
    expect(position()).toBe('Photo 2 of 3');
    swipe([100, 100], [160, 100]);
    expect(position()).toBe('Photo 1 of 3');
  });
});

describe('adding photos', () => {
  it("lets the entry's author add photos and shows the server's reason in Norwegian", async () => {
    await changeLanguage('no');
    let uploads = 0;
    const { fetchMock } = renderLog(per, 'member', {
      'POST /api/visits/v-per/photos': () => {
        uploads += 1;
        return uploads === 1
          ? json(201, photoOf('p4', per.id))
          : json(400, { message: 'The photo must be a JPEG, PNG or WebP image', code: 'invalid_photo' });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('visit-v-per'));
    const dialog = await screen.findByTestId('visit-dialog');
    expect(within(dialog).getByText('Bilder (3 av 10)')).toBeDefined();
    const input = within(dialog).getByTestId('visit-photo-input') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    const good = new File([new Uint8Array([1, 2, 3])], 'hytta.png', { type: 'image/png' });
    const bad = new File([new Uint8Array([4, 5, 6])], 'tekst.jpg', { type: 'image/jpeg' });
    await user.upload(input, [good, bad]);
    const errors = await within(dialog).findByTestId('visit-photo-errors');
    expect(errors.textContent).toBe('tekst.jpg: Bildet må være et JPEG-, PNG- eller WebP-bilde');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.[0]).toBe('/api/visits/v-per/photos');
    const form = posts[0]?.[1]?.body as FormData;
    expect((form.get('photo') as File).name).toBe('hytta.png');
  });

  it('does not send a file over 15 MB, and offers no Add on an entry of someone else', async () => {
    const { calls } = renderLog(per, 'member');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('visit-v-per'));
    const dialog = await screen.findByTestId('visit-dialog');
    const huge = new File([new Uint8Array(4)], 'stort.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: PHOTO_MAX_BYTES + 1 });
    await user.upload(within(dialog).getByTestId('visit-photo-input') as HTMLInputElement, huge);
    expect((await within(dialog).findByTestId('visit-photo-errors')).textContent).toBe(
      'stort.jpg is larger than 15 MB',
    );
    expect(writes(calls)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('visit-dialog')).toBeNull());

    await user.click(screen.getByTestId('visit-v-ola'));
    const details = await screen.findByTestId('visit-details-dialog');
    expect(within(details).getByTestId('photo-thumb-p9')).toBeDefined();
    expect(within(details).queryByTestId('visit-photo-add')).toBeNull();
  });
});

describe('deleting photos', () => {
  it("lets the owner delete a member's photo after confirmation", async () => {
    const { calls } = renderLog(kari, 'owner', {
      'DELETE /api/visits/v-per/photos/p2': json(200, { message: 'Photo deleted' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('photo-thumb-p2'));
    await user.click(await screen.findByTestId('photo-delete'));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Delete this photo?')).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Photo deleted')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: '/api/visits/v-per/photos/p2', body: undefined },
    ]);
  });
});
