import { CABIN_CREATED_TOAST_MS } from '@shared/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast/toast-store';
import { meQueryKey } from '@/features/auth';
import { createdFjellhytta, kariInFjellhytta } from '@/test/cabin-fixtures';
import { callsTo, json, stubApi } from '@/test/fetch-stub';
import {
  fakeTimersForSuggestions,
  pickStorgata,
  storgataSearch,
  storgataSuggestion,
} from '@/test/place-fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { CreateCabinForm } from './create-cabin-form';

// The real toast store, watched so the toast's duration can be checked.
vi.mock('@/components/toast/toast-store', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/components/toast/toast-store')>();
  return { ...original, toast: vi.fn(original.toast) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const nameInput = () => screen.getByLabelText('Cabin name');
const addressInput = () => screen.getByLabelText('Address');
const submit = () => screen.getByRole('button', { name: 'Create cabin' });

describe('CreateCabinForm', () => {
  it('requires a name that is not blank, without calling the server', async () => {
    const { calls } = stubApi({});
    const user = userEvent.setup();
    renderSignedIn(<CreateCabinForm />);

    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Cabin name is required');
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameInput());

    await user.type(nameInput(), '   ');
    await user.type(addressInput(), 'Fjellveien 1');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Cabin name is required');
    expect(calls).toEqual([]);
  });

  it('creates the cabin, toasts its name and access code for 8 s and refreshes the user', async () => {
    const { calls } = stubApi({
      'POST /api/cabin/create': json(201, createdFjellhytta),
      'GET /api/auth/me': json(200, { user: kariInFjellhytta }),
    });
    const onCreated = vi.fn();
    const user = userEvent.setup();
    const { queryClient } = renderSignedIn(<CreateCabinForm onCreated={onCreated} />);

    await user.type(nameInput(), '  Fjellhytta  ');
    await user.type(addressInput(), ' Fjellveien 1, 3550 Gol ');
    await user.click(submit());

    expect(await screen.findByText('Cabin created')).toBeDefined();
    expect(screen.getByText('Fjellhytta is ready. Access code: K7M2P9QX')).toBeDefined();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'success', duration: CABIN_CREATED_TOAST_MS }),
    );
    expect(CABIN_CREATED_TOAST_MS).toBe(8000);
    expect(callsTo(calls, 'POST /api/cabin/create')[0]?.body).toEqual({
      name: 'Fjellhytta',
      address: 'Fjellveien 1, 3550 Gol',
    });
    // The new cabin is the current one: the user is fetched again before the form reports success.
    expect(callsTo(calls, 'GET /api/auth/me')).toHaveLength(1);
    expect(queryClient.getQueryData(meQueryKey)).toEqual(kariInFjellhytta);
    expect(onCreated).toHaveBeenCalledWith(createdFjellhytta);
    await waitFor(() => expect((nameInput() as HTMLInputElement).value).toBe(''));
  });

  it('leaves the address out when it is blank', async () => {
    const { calls } = stubApi({
      'POST /api/cabin/create': json(201, { ...createdFjellhytta, address: null }),
      'GET /api/auth/me': json(200, { user: kariInFjellhytta }),
    });
    const user = userEvent.setup();
    renderSignedIn(<CreateCabinForm />);
    await user.type(nameInput(), 'Fjellhytta');
    await user.type(addressInput(), '   ');
    await user.click(submit());
    await screen.findByText('Cabin created');
    expect(callsTo(calls, 'POST /api/cabin/create')[0]?.body).toEqual({ name: 'Fjellhytta' });
  });

  it('toasts "Could not create cabin" with the server message', async () => {
    stubApi({
      'POST /api/cabin/create': json(400, { message: 'Cabin name must be at most 100 characters' }),
    });
    const user = userEvent.setup();
    renderSignedIn(<CreateCabinForm />);
    await user.type(nameInput(), 'Fjellhytta');
    await user.click(submit());
    expect(await screen.findByText('Could not create cabin')).toBeDefined();
    expect(screen.getByText('Cabin name must be at most 100 characters')).toBeDefined();
    expect((nameInput() as HTMLInputElement).value).toBe('Fjellhytta');
  });

  it('falls back to "Please try again" when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<CreateCabinForm />);
    await user.type(nameInput(), 'Fjellhytta');
    await user.click(submit());
    expect(await screen.findByText('Could not create cabin')).toBeDefined();
    expect(screen.getByText('Please try again')).toBeDefined();
  });
});

describe('CreateCabinForm with an address suggestion', () => {
  fakeTimersForSuggestions();
  const storgata = storgataSuggestion;
  const routes = {
    ...storgataSearch,
    'POST /api/cabin/create': json(201, { ...createdFjellhytta, address: storgata.description }),
    'GET /api/auth/me': json(200, { user: kariInFjellhytta }),
  };

  /** Names the cabin, then types "Storg" in the address and picks the suggestion. */
  async function pickStorgataAfterName(via: 'click' | 'keyboard') {
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).type(nameInput(), 'Fjellhytta');
    return pickStorgata(addressInput() as HTMLInputElement, via);
  }

  it('sends the picked suggestion as the address with its place id', async () => {
    const { calls } = stubApi(routes);
    renderSignedIn(<CreateCabinForm />);
    const user = await pickStorgataAfterName('click');
    await user.click(submit());
    expect(await screen.findByText('Cabin created')).toBeDefined();
    expect(callsTo(calls, 'POST /api/cabin/create')).toEqual([
      {
        method: 'POST',
        path: '/api/cabin/create',
        body: { name: 'Fjellhytta', address: storgata.description, placeId: storgata.place_id },
      },
    ]);
  });

  it('sends no place id once the picked address was edited', async () => {
    const { calls } = stubApi(routes);
    renderSignedIn(<CreateCabinForm />);
    const user = await pickStorgataAfterName('keyboard');
    // Enter picked the suggestion without creating the cabin.
    expect(callsTo(calls, 'POST /api/cabin/create')).toEqual([]);
    await user.type(addressInput(), 'B');
    await user.click(submit());
    expect(await screen.findByText('Cabin created')).toBeDefined();
    expect(callsTo(calls, 'POST /api/cabin/create')[0]?.body).toEqual({
      name: 'Fjellhytta',
      address: `${storgata.description}B`,
    });
  });
});
