import { ADDRESS_MAX, ADDRESS_SEARCH_DEBOUNCE_MS } from '@shared/constants';
import type { PlacePrediction } from '@shared/schemas/places';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type KeyboardEvent, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { json, type StubCall, type StubRoutes } from '@/test/fetch-stub';
import { renderWithApi } from '@/test/render-signed-in';
import { AddressField } from './address-field';

// Fake timers, so the debounce passes without waiting in real time. The fake clock also creeps
// on with real time (shouldAdvanceTime): Testing Library's wrapper around user-event waits on a
// zero-delay timer that nothing else would run.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const storgata: PlacePrediction = {
  description: 'Storgata 1, 0155 Oslo',
  place_id: 'kartverket:59.913000,10.752000',
};
const storsteinen: PlacePrediction = {
  description: 'Storsteinen 12, 9020 Tromsdalen, Tromsø kommune, Troms',
  place_id: 'osm:69.640000,18.990000',
};
const storgataGol: PlacePrediction = {
  description: 'Storgata 5, 3550 Gol',
  place_id: 'kartverket:60.706000,8.939000',
};

const autocomplete = (input: string) => `GET /api/places/autocomplete?input=${encodeURIComponent(input)}`;
const suggest = (input: string, predictions: PlacePrediction[]) => ({
  [autocomplete(input)]: json(200, { predictions }),
});

/** The address look-ups made, as the text each asked for. */
const lookups = (calls: StubCall[]) =>
  calls
    .filter((call) => call.path.startsWith('/api/places/autocomplete'))
    .map((call) => new URL(call.path, 'http://localhost').searchParams.get('input'));

/** Lets the fake clock run `ms`. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Past the debounce, then until the suggestions are listed. */
async function showSuggestions() {
  await elapse(ADDRESS_SEARCH_DEBOUNCE_MS);
  return screen.findAllByRole('option');
}

function Harness({
  onPick,
  onSubmit,
}: {
  onPick: (prediction: PlacePrediction) => void;
  onSubmit: () => void;
}) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <AddressField
        id="address"
        label="Address"
        hint="Used for the weather forecast"
        value={value}
        onChange={setValue}
        onPick={onPick}
        maxLength={ADDRESS_MAX}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function renderField(routes: StubRoutes) {
  const onPick = vi.fn();
  const onSubmit = vi.fn();
  const view = renderWithApi(<Harness onPick={onPick} onSubmit={onSubmit} />, routes);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...view, user, onPick, onSubmit };
}

const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Address' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('AddressField', () => {
  it('is a labelled combobox tied to its listbox and hint, closed at first', () => {
    renderField({});
    expect(input().getAttribute('aria-autocomplete')).toBe('list');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    const listboxId = input().getAttribute('aria-controls');
    expect(listboxId).toBeTruthy();
    expect(document.getElementById(listboxId ?? '')?.getAttribute('role')).toBe('listbox');
    expect(input().getAttribute('aria-describedby')).toBe('address-hint');
    expect(input().maxLength).toBe(ADDRESS_MAX);
  });

  it('asks nothing for fewer than 3 characters after trimming', async () => {
    const { user, calls } = renderField({});
    await user.type(input(), '  St  ');
    await elapse(1_000);
    expect(lookups(calls)).toEqual([]);
    expect(optionNames()).toEqual([]);
  });

  it('asks once for "Stor", only after the debounce, and lists the suggestions', async () => {
    const { user, calls } = renderField(suggest('Stor', [storgata, storsteinen]));
    await user.type(input(), 'Stor');
    expect(lookups(calls)).toEqual([]);
    await elapse(ADDRESS_SEARCH_DEBOUNCE_MS);
    expect(lookups(calls)).toEqual(['Stor']);
    await elapse(50);

    expect(optionNames()).toEqual([storgata.description, storsteinen.description]);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('listbox', { name: 'Address suggestions' })).toBeDefined();
    expect(screen.getByText('2 suggestions')).toBeDefined();
    await elapse(1_000);
    expect(lookups(calls)).toEqual(['Stor']);
  });

  it('picks with ArrowDown and Enter without submitting the form', async () => {
    const { user, calls, onPick, onSubmit } = renderField(suggest('Stor', [storgata, storsteinen]));
    await user.type(input(), 'Stor');
    await showSuggestions();

    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: storgata.description });
    expect(input().getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: storsteinen.description });
    expect(input().getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{ArrowUp}{Enter}');

    expect(input().value).toBe(storgata.description);
    expect(onPick).toHaveBeenCalledExactlyOnceWith(storgata);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(optionNames()).toEqual([]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    // The picked text is not looked up again.
    await elapse(ADDRESS_SEARCH_DEBOUNCE_MS * 2);
    expect(lookups(calls)).toEqual(['Stor']);

    // With the list closed, Enter submits the form as usual.
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('picks a suggestion with a click, keeping focus in the input', async () => {
    const { user, onPick } = renderField(suggest('Stor', [storgata, storsteinen]));
    await user.type(input(), 'Stor');
    await showSuggestions();
    await user.click(screen.getByRole('option', { name: storsteinen.description }));
    expect(input().value).toBe(storsteinen.description);
    expect(onPick).toHaveBeenCalledExactlyOnceWith(storsteinen);
    expect(optionNames()).toEqual([]);
    expect(document.activeElement).toBe(input());
  });

  it('closes with Escape, lets a second Escape through, and opens again with ArrowDown', async () => {
    const outerEscape = vi.fn();
    const routes = suggest('Stor', [storgata]);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') outerEscape();
    };
    const view = renderWithApi(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands for an enclosing Escape handler.
      <div onKeyDown={onKeyDown}>
        <Harness onPick={vi.fn()} onSubmit={vi.fn()} />
      </div>,
      routes,
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(input(), 'Stor');
    await showSuggestions();
    expect(optionNames()).toEqual([storgata.description]);

    await user.keyboard('{Escape}');
    expect(optionNames()).toEqual([]);
    expect(input().value).toBe('Stor');
    expect(outerEscape).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(outerEscape).toHaveBeenCalledTimes(1);

    await user.keyboard('{ArrowDown}');
    expect(input().getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: storgata.description }).id,
    );
    expect(lookups(view.calls)).toEqual(['Stor']);
  });

  it('closes only the list, not the dialog around it, on the first Escape', async () => {
    const onOpenChange = vi.fn();
    renderWithApi(
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Create cabin</DialogTitle>
          <DialogDescription>Name and address</DialogDescription>
          <Harness onPick={vi.fn()} onSubmit={vi.fn()} />
        </DialogContent>
      </Dialog>,
      suggest('Stor', [storgata]),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(input(), 'Stor');
    await showSuggestions();
    await user.keyboard('{Escape}');
    expect(optionNames()).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes the list when the field loses focus', async () => {
    const { user } = renderField(suggest('Stor', [storgata]));
    await user.type(input(), 'Stor');
    await showSuggestions();
    expect(optionNames()).toEqual([storgata.description]);
    await user.tab();
    expect(optionNames()).toEqual([]);
  });

  it('hides the suggestions at once when the text drops below 3 characters', async () => {
    const { user } = renderField(suggest('Stor', [storgata]));
    await user.type(input(), 'Stor');
    await showSuggestions();
    await user.keyboard('{Backspace}{Backspace}');
    expect(optionNames()).toEqual([]);
  });

  it('keeps the last suggestions while the next ones load', async () => {
    let answerStorg: (response: Response) => void = () => {};
    const { user, calls } = renderField({
      ...suggest('Stor', [storgata, storsteinen]),
      [autocomplete('Storg')]: () =>
        new Promise<Response>((resolve) => {
          answerStorg = resolve;
        }),
    });
    await user.type(input(), 'Stor');
    await showSuggestions();
    await user.type(input(), 'g');
    await elapse(ADDRESS_SEARCH_DEBOUNCE_MS);
    await waitFor(() => expect(lookups(calls)).toEqual(['Stor', 'Storg']));
    expect(optionNames()).toEqual([storgata.description, storsteinen.description]);

    answerStorg(json(200, { predictions: [storgata, storgataGol] }));
    await waitFor(() => expect(optionNames()).toEqual([storgata.description, storgataGol.description]));
  });

  it.each([
    ['a server error', () => json(500, { message: 'Internal error' })],
    [
      'rate limiting',
      () => json(429, { message: 'Too many address searches', code: 'too_many_place_searches' }),
    ],
    ['signing out', () => json(401, { message: 'Not signed in' })],
    ['a malformed answer', () => json(200, { results: ['Storgata'] })],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('shows no suggestions and no error after %s', async (_, answer) => {
    const { user, calls, queryClient } = renderField({ [autocomplete('Stor')]: answer });
    await user.type(input(), 'Stor');
    await elapse(ADDRESS_SEARCH_DEBOUNCE_MS);
    expect(lookups(calls)).toEqual(['Stor']);
    // Until the failed call has settled and the field has re-rendered.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await elapse(50);
    expect(optionNames()).toEqual([]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(/error|too many|signed in|failed/i);
  });
});
