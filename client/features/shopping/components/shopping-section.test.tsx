import type { ShoppingItem } from '@shared/schemas/shopping';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, kariInFjellhytta, ola } from '@/test/cabin-fixtures';
import { callsTo, json, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { kari as kariWithoutCabin } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { itemOf, shoppingApi, shoppingItems } from '@/test/shopping-fixtures';
import { stubViewport } from '@/test/viewport';
import { ShoppingSection } from './shopping-section';

// "Now" is 10 December 2026, midday (UTC), so the dates below read the same in every time zone.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

function renderSection(items: ShoppingItem[] = shoppingItems, overrides: StubRoutes = {}) {
  const api = shoppingApi(items, ola);
  const { calls } = stubApi({ ...cabinReads('member'), ...api.routes, ...overrides });
  const view = renderSignedIn(<ShoppingSection />, { user: ola, path: '/shopping' });
  return { ...view, calls, api };
}

const rowIds = (testId: 'needed-items' | 'completed-items') =>
  [...screen.getByTestId(testId).querySelectorAll<HTMLElement>('[data-testid^="shopping-item-"]')].map(
    (row) => row.dataset.testid,
  );
const count = (testId: 'needed-items' | 'completed-items') =>
  within(screen.getByTestId(testId)).getByTestId('section-count').textContent;
const loaded = () => screen.findByTestId('needed-items');

describe('Shopping list: lists (product section 2)', () => {
  it('shows the needed list (newest first) and the completed list, with counts', async () => {
    renderSection();
    await loaded();
    expect(rowIds('needed-items')).toEqual(['shopping-item-i-milk', 'shopping-item-i-coffee']);
    expect(rowIds('completed-items')).toEqual(['shopping-item-i-wood']);
    expect(count('needed-items')).toBe('2');
    expect(count('completed-items')).toBe('1');
    const milk = screen.getByTestId('shopping-item-i-milk');
    expect(within(milk).getByRole('checkbox', { name: 'Mark Milk as bought' })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(milk).getByRole('button', { name: 'Milk' })).toBeDefined();
    expect(within(milk).getByText('Added by Kari Nordmann')).toBeDefined();
    const wood = screen.getByTestId('shopping-item-i-wood');
    expect(within(wood).getByRole('checkbox', { name: 'Mark Firewood as bought' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(wood).getByText('Completed by Ola Hansen')).toBeDefined();
    // Always open on desktop: no fold button.
    expect(screen.queryByTestId('completed-toggle')).toBeNull();
  });

  it('shows the empty state with the add form', async () => {
    renderSection([]);
    expect(await screen.findByTestId('shopping-empty')).toBeDefined();
    expect(screen.getByText('The shopping list is empty')).toBeDefined();
    expect(screen.getByTestId('shopping-add-form')).toBeDefined();
    expect(screen.queryByTestId('needed-items')).toBeNull();
  });

  it('asks a user without a cabin to create or join one, and loads nothing', async () => {
    const { calls } = stubApi({});
    renderSignedIn(<ShoppingSection />, { user: kariWithoutCabin, path: '/shopping' });
    expect(screen.getByTestId('shopping-no-cabin').textContent).toBe(
      'Create or join a cabin to see its shopping list.',
    );
    expect(screen.queryByTestId('shopping-add-form')).toBeNull();
    expect(callsTo(calls, 'GET /api/shopping-items')).toEqual([]);
  });

  it('shows a load failure with Try again', async () => {
    renderSection(shoppingItems, { 'GET /api/shopping-items': json(500, { message: 'Boom' }) });
    expect(await screen.findByText('Could not load the shopping list.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('folds the completed list on mobile (under 768 px), folded at first', async () => {
    stubViewport('mobile');
    renderSection();
    await loaded();
    const toggle = screen.getByTestId('completed-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Completed');
    expect(count('completed-items')).toBe('1');
    expect(rowIds('completed-items')).toEqual([]);
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(rowIds('completed-items')).toEqual(['shopping-item-i-wood']);
  });
});

describe('Shopping list: adding (product section 5)', () => {
  it('requires a name after trim and sends nothing', async () => {
    const { calls } = renderSection();
    await loaded();
    const user = userEvent.setup();
    const form = screen.getByTestId('shopping-add-form');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Item name is required');
    await user.type(within(form).getByLabelText('Item'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Item name is required');
    expect(within(form).getByLabelText('Item').getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toEqual([]);
  });

  it('adds the trimmed name to the needed list, says so and clears the field', async () => {
    const { calls } = renderSection();
    await loaded();
    const user = userEvent.setup();
    const input = screen.getByLabelText('Item') as HTMLInputElement;
    await user.type(input, '  Candles {Enter}');
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Item added');
    expect(toast.textContent).toContain('Candles');
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/shopping-items', body: { name: 'Candles' } },
    ]);
    expect(input.value).toBe('');
    await waitFor(() =>
      expect(rowIds('needed-items')).toEqual([
        'shopping-item-i-new-1',
        'shopping-item-i-milk',
        'shopping-item-i-coffee',
      ]),
    );
    expect(count('needed-items')).toBe('3');
  });

  it('keeps what was typed next while the previous item is still being saved', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = renderSection(shoppingItems, {
      'POST /api/shopping-items': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await loaded();
    const user = userEvent.setup();
    const input = screen.getByLabelText('Item') as HTMLInputElement;
    await user.type(input, 'Candles{Enter}');
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    await user.clear(input);
    await user.type(input, 'Matches');
    answer(json(201, itemOf('i-candles', 'Candles')));
    expect((await screen.findByTestId('toast')).textContent).toContain('Candles');
    expect(input.value).toBe('Matches');
  });

  it('says clearly when a needed item of that name is on the list already (409)', async () => {
    const { calls } = renderSection();
    await loaded();
    const user = userEvent.setup();
    const form = screen.getByTestId('shopping-add-form');
    await user.type(within(form).getByLabelText('Item'), 'milk');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('milk is already on the list');
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/shopping-items', body: { name: 'milk' } }]);
    expect(screen.queryByText('Item added')).toBeNull();
    expect((within(form).getByLabelText('Item') as HTMLInputElement).value).toBe('milk');
    expect(rowIds('needed-items')).toHaveLength(2);
  });

  it('shows a failure toast with the server message', async () => {
    renderSection(shoppingItems, { 'POST /api/shopping-items': json(500, { message: 'Database down' }) });
    await loaded();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Item'), 'Candles{Enter}');
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Failed to add item');
    expect(toast.textContent).toContain('Database down');
  });
});

describe('Shopping list: ticking (product section 4)', () => {
  it('ticks a needed item: PUT completed, and the row moves to the completed list', async () => {
    const { calls } = renderSection();
    await loaded();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Mark Milk as bought' }));
    await waitFor(() => expect(rowIds('completed-items')[0]).toBe('shopping-item-i-milk'));
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/shopping-items/i-milk', body: { status: 'completed' } },
    ]);
    await waitFor(() => expect(count('completed-items')).toBe('2'));
    expect(rowIds('needed-items')).toEqual(['shopping-item-i-coffee']);
    expect(rowIds('completed-items')).toEqual(['shopping-item-i-milk', 'shopping-item-i-wood']);
    const milk = screen.getByTestId('shopping-item-i-milk');
    expect(within(milk).getByRole('checkbox')).toHaveProperty('checked', true);
    expect(within(milk).getByText('Completed by Ola Hansen')).toBeDefined();
  });

  it('unticks a completed item: PUT needed, and the row moves back', async () => {
    const { calls } = renderSection();
    await loaded();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Mark Firewood as bought' }));
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/shopping-items/i-wood', body: { status: 'needed' } },
    ]);
    await waitFor(() => expect(count('completed-items')).toBe('0'));
    expect(rowIds('needed-items')).toEqual([
      'shopping-item-i-milk',
      'shopping-item-i-coffee',
      'shopping-item-i-wood',
    ]);
    expect(screen.getByText('Nothing has been ticked off yet.')).toBeDefined();
  });

  it('moves the row at once and back again when the call fails, with the failure text', async () => {
    let fail: (response: Response) => void = () => {};
    renderSection(shoppingItems, {
      'PUT /api/shopping-items/i-coffee': () => new Promise<Response>((resolve) => (fail = resolve)),
    });
    await loaded();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Mark Coffee as bought' }));
    // Optimistic: already in the completed list while the call runs.
    await waitFor(() => expect(rowIds('completed-items')).toContain('shopping-item-i-coffee'));
    expect(rowIds('needed-items')).toEqual(['shopping-item-i-milk']);

    fail(new Response('', { status: 500, statusText: '' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Failed to update item');
    expect(rowIds('needed-items')).toEqual(['shopping-item-i-milk', 'shopping-item-i-coffee']);
    expect(rowIds('completed-items')).toEqual(['shopping-item-i-wood']);
    expect(screen.getByRole('checkbox', { name: 'Mark Coffee as bought' })).toHaveProperty('checked', false);
  });

  it('rolls an untick back when the name is needed already (409), and says so', async () => {
    renderSection([itemOf('i-milk', 'Milk'), itemOf('i-old-milk', 'Milk', { completedBy: ola })]);
    await loaded();
    const completedMilk = within(screen.getByTestId('shopping-item-i-old-milk')).getByRole('checkbox');
    await userEvent.setup().click(completedMilk);
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Failed to update item');
    expect(toast.textContent).toContain('Milk is already on the list');
    await waitFor(() => expect(rowIds('completed-items')).toEqual(['shopping-item-i-old-milk']));
    expect(rowIds('needed-items')).toEqual(['shopping-item-i-milk']);
  });
});

describe('Shopping list: item details and delete', () => {
  it('shows who added a completed item and when, who ticked it off and when', async () => {
    renderSection();
    await loaded();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Firewood' }));
    const dialog = await screen.findByTestId('item-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Firewood' })).toBeDefined();
    const facts = Object.fromEntries(
      [...dialog.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(Object.keys(facts)).toEqual(['Added by', 'Added', 'Completed by', 'Completed']);
    expect(facts['Added by']).toBe('Kari Nordmann');
    expect(facts.Added).toMatch(/^1 Dec 2026, \d\d:\d\d$/);
    expect(facts['Completed by']).toBe('Ola Hansen');
    expect(facts.Completed).toMatch(/^5 Dec 2026, \d\d:\d\d$/);
  });

  it('shows only who added a needed item and when', async () => {
    renderSection();
    await loaded();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Coffee' }));
    const dialog = await screen.findByTestId('item-dialog');
    expect([...dialog.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Added by', 'Added']);
    expect(within(dialog).getByText('Ola Hansen')).toBeDefined();
    expect(within(dialog).getByText('Needed at the cabin')).toBeDefined();
  });

  it('deletes the item, says so and closes', async () => {
    const { calls } = renderSection();
    await loaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Milk' }));
    await user.click(within(await screen.findByTestId('item-dialog')).getByTestId('item-delete-button'));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Item removed');
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: '/api/shopping-items/i-milk', body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByTestId('item-dialog')).toBeNull());
    expect(screen.queryByTestId('shopping-item-i-milk')).toBeNull();
    expect(count('needed-items')).toBe('1');
  });

  it('keeps the dialog open and shows the failure when delete fails', async () => {
    renderSection(shoppingItems, {
      'DELETE /api/shopping-items/i-milk': json(500, {}),
    });
    await loaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Milk' }));
    await user.click(
      within(await screen.findByTestId('item-dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findByTestId('toast')).textContent).toContain('Failed to remove item');
    expect(screen.getByTestId('item-dialog')).toBeDefined();
    expect(screen.getByTestId('shopping-item-i-milk')).toBeDefined();
  });
});

describe('Shopping list: Norwegian', () => {
  it('has the Norwegian texts for the form, rows, validation and details', async () => {
    await changeLanguage('no');
    renderSection([itemOf('i-melk', 'Melk', { addedBy: kariInFjellhytta, completedBy: ola })]);
    const user = userEvent.setup();
    const form = await screen.findByTestId('shopping-add-form');
    await user.click(within(form).getByRole('button', { name: 'Legg til' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Varenavn må fylles ut');
    expect(within(form).getByLabelText('Vare')).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Marker Melk som kjøpt' })).toBeDefined();
    expect(within(screen.getByTestId('needed-items')).getByText('Trengs')).toBeDefined();
    expect(within(screen.getByTestId('completed-items')).getByText('Kjøpt')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Melk' }));
    const dialog = await screen.findByTestId('item-dialog');
    expect([...dialog.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Lagt til av',
      'Lagt til',
      'Kjøpt av',
      'Kjøpt',
    ]);
    expect(within(dialog).getByText(/^5\. des\. 2026 kl\. \d\d:\d\d$/)).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Slett' })).toBeDefined();
  });
});

describe('Shopping list: at the cabin with no network (decision 034)', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('ticks and adds at once without a network, then sends both in order when it is back', async () => {
    const { calls } = renderSection();
    await loaded();
    onlineManager.setOnline(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Mark Milk as bought' }));
    const input = screen.getByLabelText('Item') as HTMLInputElement;
    await user.type(input, 'Candles{Enter}');

    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Saved on this device. It will be sent when you are back online.',
    );
    expect(input.value).toBe('');
    expect(within(screen.getByTestId('needed-items')).getByRole('button', { name: 'Candles' })).toBeDefined();
    expect(rowIds('completed-items')[0]).toBe('shopping-item-i-milk');
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', false);
    expect(writes(calls)).toEqual([]);

    onlineManager.setOnline(true);
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PUT', path: '/api/shopping-items/i-milk', body: { status: 'completed' } },
        { method: 'POST', path: '/api/shopping-items', body: { name: 'Candles' } },
      ]),
    );
  });

  it('drops a tick whose item was deleted meanwhile, and says so', async () => {
    const { calls } = renderSection(shoppingItems, {
      'PUT /api/shopping-items/i-milk': json(404, { message: 'Item not found', code: 'item_not_found' }),
    });
    await loaded();
    onlineManager.setOnline(false);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Mark Milk as bought' }));
    onlineManager.setOnline(true);
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('A change was not sent');
    expect(toast.textContent).toContain(
      'Milk was deleted while you were offline, so your change was dropped.',
    );
    // Sent once, not tried again.
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/shopping-items/i-milk', body: { status: 'completed' } },
    ]);
  });
});
