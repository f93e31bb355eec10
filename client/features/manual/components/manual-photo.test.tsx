import type { Cabin } from '@shared/schemas/cabins';
import type { Manual, ManualSection } from '@shared/schemas/manual';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { json, type StubCall, stubApi, writes } from '@/test/fetch-stub';
import { arrival, fjellhyttaManual, manualRoutes, readers } from '@/test/manual-fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { ManualSection as ManualScreen } from './manual-section';

// A photo in a section (issue #15): chosen in the section dialog, uploaded at once, and its
// Markdown put where the cursor was; the preview shows it.

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const PHOTO_ID = '7d1f6a9c-3b9e-4a55-9c1d-2f0f3c1b8e11';

function renderManual(role: Cabin['role'], upload: (call: StubCall) => Response) {
  const state: { manual: Manual } = { manual: structuredClone(fjellhyttaManual) };
  const { calls, fetchMock } = stubApi(
    manualRoutes(role, state, {
      'POST /api/manual/photos': upload,
      'PATCH /api/manual/sections/arrival': ({ body }: StubCall) =>
        json(200, { ...arrival, ...(body as Partial<ManualSection>) }),
    }),
  );
  renderSignedIn(<ManualScreen />, { user: readers[role], path: '/manual' });
  return { calls, fetchMock };
}

async function openArrival(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit Arrival' }));
  return screen.findByTestId('manual-section-dialog');
}

const photoFile = () => new File([new Uint8Array([1, 2, 3])], 'stoppekran.png', { type: 'image/png' });

describe('House manual: photos in a section', () => {
  it('uploads the chosen photo, puts its Markdown in the text and shows it in the preview', async () => {
    const { fetchMock, calls } = renderManual('admin', () =>
      json(201, { id: PHOTO_ID, url: `/api/manual/photos/${PHOTO_ID}`, width: 800, height: 600 }),
    );
    const user = userEvent.setup();
    const dialog = await openArrival(user);
    const input = within(dialog).getByTestId('manual-photo-input') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    expect(within(dialog).getByRole('button', { name: 'Add photo' })).toBeDefined();
    await user.upload(input, photoFile());

    const text = within(dialog).getByLabelText('Text') as HTMLTextAreaElement;
    await waitFor(() => expect(text.value).toContain(`![](/api/manual/photos/${PHOTO_ID})`));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => url)).toEqual(['/api/manual/photos']);
    const form = posts[0]?.[1]?.body as FormData;
    expect((form.get('photo') as File).name).toBe('stoppekran.png');
    expect(posts[0]?.[1]?.credentials).toBe('include');

    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    const preview = within(dialog).getByTestId('manual-section-preview');
    // alt="": an image with no alt text has no img role, so it is found by its tag.
    expect(preview.querySelector('img')?.getAttribute('src')).toBe(`/api/manual/photos/${PHOTO_ID}`);

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByTestId('manual-section-dialog')).toBeNull());
    const patch = writes(calls).find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      body: `${arrival.body.trimEnd()}\n\n![](/api/manual/photos/${PHOTO_ID})\n`,
    });
  });

  it("puts the photo where the cursor is, and tells the server's refusal in Norwegian", async () => {
    await changeLanguage('no');
    let uploads = 0;
    renderManual('owner', () => {
      uploads += 1;
      return uploads === 1
        ? json(201, { id: PHOTO_ID, url: `/api/manual/photos/${PHOTO_ID}`, width: 8, height: 6 })
        : json(400, { message: 'The photo must be a JPEG, PNG or WebP image', code: 'invalid_photo' });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rediger Arrival' }));
    const dialog = await screen.findByTestId('manual-section-dialog');
    const text = within(dialog).getByLabelText('Tekst') as HTMLTextAreaElement;
    text.focus();
    text.setSelectionRange(0, 0);
    text.dispatchEvent(new Event('select', { bubbles: true }));
    const input = within(dialog).getByTestId('manual-photo-input') as HTMLInputElement;
    await user.upload(input, photoFile());
    await waitFor(() => expect(text.value).toBe(`![](/api/manual/photos/${PHOTO_ID})${arrival.body}`));

    await user.upload(input, photoFile());
    expect(await screen.findByText('Kunne ikke legge til bildet')).toBeDefined();
    expect(await screen.findByText('Bildet må være et JPEG-, PNG- eller WebP-bilde')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Legg til bilde' })).toBeDefined();
  });
});
