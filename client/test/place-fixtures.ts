import { ADDRESS_SEARCH_DEBOUNCE_MS } from '@shared/constants';
import type { PlacePrediction } from '@shared/schemas/places';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { json, type StubRoutes } from './fetch-stub';

// An address suggestion and how a user picks it, for the forms that take an address.

export const storgataSuggestion: PlacePrediction = {
  description: 'Storgata 5, 3550 Gol',
  place_id: 'kartverket:60.706000,8.939000',
};

/** GET /api/places/autocomplete for "Storg", answering the one suggestion. */
export const storgataSearch: StubRoutes = {
  'GET /api/places/autocomplete?input=Storg': json(200, { predictions: [storgataSuggestion] }),
};

/**
 * Fake timers for the tests of the calling `describe`, so the suggestion debounce passes without
 * a real wait; shouldAdvanceTime lets Testing Library's own zero-delay waits run.
 */
export function fakeTimersForSuggestions(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Replaces the address by typing "Storg" and picks the suggestion once it is listed. */
export async function pickStorgata(address: HTMLInputElement, via: 'click' | 'keyboard' = 'click') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.clear(address);
  await user.type(address, 'Storg');
  await act(() => vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS));
  const option = await screen.findByRole('option', { name: storgataSuggestion.description });
  if (via === 'click') await user.click(option);
  else await user.keyboard('{ArrowDown}{Enter}');
  expect(address.value).toBe(storgataSuggestion.description);
  expect(screen.queryByRole('option', { name: storgataSuggestion.description })).toBeNull();
  return user;
}
