import type { User } from '@shared/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/features/auth';
import { json, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { kari } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { ProfileCard } from './profile-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PICTURE_URL = '/api/users/u1/picture?v=abc123';

/** PATCH /api/user/profile answers with the user changed as asked. */
const profileRoutes = (user: User): StubRoutes => ({
  'PATCH /api/user/profile': ({ body }) => {
    const { displayName, profilePicture } = body as {
      displayName?: string | null;
      profilePicture?: string | null;
    };
    return json(200, {
      ...user,
      ...(displayName !== undefined ? { displayName } : {}),
      ...(profilePicture !== undefined ? { profilePicture: profilePicture ? PICTURE_URL : null } : {}),
    });
  },
});

function renderProfile(user: User = kari, routes: StubRoutes = profileRoutes(user)) {
  const { calls } = stubApi(routes);
  return { ...renderSignedIn(<ProfileCard />, { user, path: '/settings' }), calls };
}

function sizedFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

// `applyAccept: false` lets a test choose a file the picker would hide, as a user can.
const setupUser = () => userEvent.setup({ applyAccept: false });

describe('Profile card', () => {
  it('shows full name, @username and e-mail', () => {
    renderProfile();
    const card = screen.getByTestId('profile-card');
    expect(within(card).getByTestId('profile-full-name').textContent).toBe('Kari Nordmann');
    expect(within(card).getByTestId('profile-username').textContent).toBe('@kari');
    expect(within(card).getByTestId('profile-email').textContent).toBe('kari@example.no');
  });

  it('refuses a picture of 5 MB or more without calling the server', async () => {
    const { calls } = renderProfile();
    await setupUser().upload(
      screen.getByTestId('profile-picture-input'),
      sizedFile('big.png', 'image/png', 5 * 1024 * 1024),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('File size must be less than 5MB');
    expect(writes(calls)).toEqual([]);
  });

  it('refuses a file that is not a JPG, PNG or GIF image', async () => {
    const { calls } = renderProfile();
    await setupUser().upload(
      screen.getByTestId('profile-picture-input'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file must be an image (JPG, PNG or GIF)',
    );
    expect(writes(calls)).toEqual([]);
  });

  it('sends a chosen picture as a data URL and keeps the returned user', async () => {
    const { calls, queryClient } = renderProfile();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await setupUser().upload(
      screen.getByTestId('profile-picture-input'),
      new File([bytes], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Profile updated')).toBeDefined();
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/api/user/profile',
        body: { profilePicture: 'data:image/png;base64,iVBORw0KGgo=' },
      },
    ]);
    expect(queryClient.getQueryData<User>(meQueryKey)?.profilePicture).toBe(PICTURE_URL);
    expect(screen.getByRole('button', { name: 'Remove picture' })).toBeDefined();
  });

  it('removes the picture', async () => {
    const { calls } = renderProfile({ ...kari, profilePicture: PICTURE_URL });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Profile updated')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: '/api/user/profile', body: { profilePicture: null } },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull());
  });

  it('saves the display name, trimmed', async () => {
    const { calls, queryClient } = renderProfile();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Display name'), '  Kari N  ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Profile updated')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: '/api/user/profile', body: { displayName: 'Kari N' } },
    ]);
    expect(queryClient.getQueryData<User>(meQueryKey)?.displayName).toBe('Kari N');
    expect(screen.getByLabelText<HTMLInputElement>('Display name').value).toBe('Kari N');
  });

  it('shows "Failed to update profile" with the server reason when refused', async () => {
    renderProfile(kari, {
      'PATCH /api/user/profile': json(400, { message: 'Not an image', code: 'invalid_image' }),
    });
    await setupUser().upload(
      screen.getByTestId('profile-picture-input'),
      new File([new Uint8Array([1, 2, 3])], 'fake.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByText('Failed to update profile')).toBeDefined();
    // The server's code gives the text in the user's language.
    expect(screen.getByRole('alert').textContent).toBe('The file must be an image (JPG, PNG or GIF)');
  });
});

describe('Username (issue #39)', () => {
  it('saves a new username, and keeps the typed one with the reason when it is taken', async () => {
    const { calls } = renderProfile(kari, {
      'PATCH /api/user/profile': ({ body }) => {
        const { username } = body as { username: string };
        return username === 'ola'
          ? json(409, { message: 'That username is already taken', code: 'username_taken' })
          : json(200, { ...kari, username });
      },
    });
    const user = setupUser();
    const form = screen.getByTestId('username-form');
    const field = within(form).getByLabelText<HTMLInputElement>('Username');
    expect(field.value).toBe(kari.username);
    const save = within(form).getByRole('button', { name: 'Save username' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.clear(field);
    await user.type(field, 'kari nordmann');
    await user.click(save);
    expect(
      await within(form).findByText('The username can only have letters (a–z), digits, _ and full stops'),
    ).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'ola');
    await user.click(save);
    expect(await within(form).findByText('That username is already taken.')).toBeTruthy();
    expect(field.value).toBe('ola');

    await user.clear(field);
    await user.type(field, 'Kari.N');
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId('profile-username').textContent).toBe('@Kari.N'));
    expect(writes(calls).map((call) => call.body)).toEqual([{ username: 'ola' }, { username: 'Kari.N' }]);
  });
});
