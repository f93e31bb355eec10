import type { User } from '@shared/schemas/auth';
import type { Checklist, ChecklistRun, ChecklistRunSummary } from '@shared/schemas/checklists';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingOf } from '@/test/booking-fixtures';
import { cabinReads, kariInFjellhytta as kari, ola, per } from '@/test/cabin-fixtures';
import { callsTo, json, type StubCall, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { checklistRunQueryKeyBase } from '../api/get-checklist-run';
import { ChecklistsSection } from './checklists-section';

// "Today" at the cabin is 10 December 2026 (Europe/Oslo).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const departure: Checklist = {
  id: 'dep',
  title: 'Before leaving',
  kind: 'departure',
  items: [
    { id: 'i1', text: 'Turn off the water' },
    { id: 'i2', text: 'Empty the fridge' },
  ],
  updatedAt: '2026-12-01T10:00:00.000Z',
};
const winter: Checklist = {
  id: 'win',
  title: 'Close for winter',
  kind: 'seasonal',
  items: [{ id: 'w1', text: 'Drain the pipes' }],
  updatedAt: '2026-12-01T10:00:00.000Z',
};
const perStay = bookingOf('b-per', '2026-12-08', '2026-12-11', { by: per });
const pastStay = bookingOf('b-old', '2026-11-01', '2026-11-03', { by: ola });
const pending = bookingOf('b-pending', '2026-12-20', '2026-12-22', { by: ola, status: 'pending' });

const runOf = (overrides: Partial<ChecklistRun> = {}): ChecklistRun => ({
  id: 'run1',
  checklistId: 'dep',
  title: 'Before leaving',
  kind: 'departure',
  bookingId: 'b-per',
  stay: { startDate: '2026-12-08', endDate: '2026-12-11', bookerName: 'Per Berg' },
  startedAt: '2026-12-10T11:00:00.000Z',
  startedBy: 'Per Berg',
  items: [
    { id: 'r1', text: 'Turn off the water', done: false, doneBy: null, doneAt: null },
    { id: 'r2', text: 'Empty the fridge', done: false, doneBy: null, doneAt: null },
  ],
  ...overrides,
});
const pastRun: ChecklistRunSummary = {
  ...runOf({
    id: 'old-run',
    checklistId: null,
    title: 'Before leaving (old)',
    startedAt: '2026-03-03T09:00:00.000Z',
  }),
  itemCount: 3,
  doneCount: 3,
};

function renderSection(user: User, extra: StubRoutes = {}, path = '/checklists') {
  const api = stubApi({
    ...cabinReads(user.id === kari.id ? 'owner' : user.id === ola.id ? 'admin' : 'member'),
    'GET /api/checklists': json(200, [departure, winter]),
    'GET /api/checklist-runs': json(200, [pastRun]),
    'GET /api/bookings': json(200, [pastStay, perStay, pending]),
    ...extra,
  });
  return { ...renderSignedIn(<ChecklistsSection />, { user, path }), ...api };
}

describe('Checklists: templates', () => {
  it('lists the templates by kind and the runs so far; a member starts but does not edit', async () => {
    renderSection(per);
    const departureGroup = await screen.findByRole('region', { name: 'Departure' });
    expect(within(departureGroup).getByText('Before leaving')).toBeDefined();
    expect(within(departureGroup).getByText('2 items')).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Seasonal' })).getByText('Close for winter'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Start Before leaving' })).toBeDefined();
    expect(screen.queryByTestId('new-checklist-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Before leaving' })).toBeNull();
    const runs = await screen.findByTestId('checklist-runs');
    expect(within(runs).getByText('Before leaving (old)')).toBeDefined();
    expect(within(runs).getByText('3/3')).toBeDefined();
  });

  it('lets the owner write a new checklist with items in the order they put them', async () => {
    const { calls } = renderSection(kari, {
      'POST /api/checklists': ({ body }: StubCall) =>
        json(201, { ...(body as object), id: 'new', updatedAt: '' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('new-checklist-button'));
    const dialog = await screen.findByTestId('checklist-dialog');
    await user.click(within(dialog).getByTestId('checklist-submit'));
    expect(within(dialog).getByText('Title is required')).toBeDefined();
    expect(within(dialog).getByText('Write the item, or remove it')).toBeDefined();

    await user.type(within(dialog).getByLabelText('Title'), 'Arriving');
    await user.selectOptions(within(dialog).getByLabelText('When it is used'), 'Arrival');
    await user.type(within(dialog).getByLabelText('Item 1'), 'Turn on the water');
    await user.click(within(dialog).getByTestId('checklist-add-item'));
    await user.type(within(dialog).getByLabelText('Item 2'), 'Light the stove');
    await user.click(within(dialog).getByRole('button', { name: 'Move item 2 up' }));
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByTestId('checklist-submit'));

    await waitFor(() => expect(screen.queryByTestId('checklist-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/checklists',
        body: {
          title: 'Arriving',
          kind: 'arrival',
          items: [{ text: 'Light the stove' }, { text: 'Turn on the water' }],
        },
      },
    ]);
    expect(await screen.findByText('Checklist added')).toBeDefined();
  });

  it('adds a "Read the meter" item that carries its action (issue #41)', async () => {
    const { calls } = renderSection(kari, {
      'POST /api/checklists': ({ body }: StubCall) =>
        json(201, { ...(body as object), id: 'new', updatedAt: '' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('new-checklist-button'));
    const dialog = await screen.findByTestId('checklist-dialog');
    await user.type(within(dialog).getByLabelText('Title'), 'Arriving');
    await user.type(within(dialog).getByLabelText('Item 1'), 'Turn on the water');
    await user.click(within(dialog).getByRole('button', { name: 'Add “Read the meter”' }));
    expect(within(dialog).getByText('Opens the meter reading for the stay.')).toBeDefined();
    await user.click(within(dialog).getByTestId('checklist-submit'));
    await waitFor(() => expect(callsTo(calls, 'POST /api/checklists')).toHaveLength(1));
    expect(callsTo(calls, 'POST /api/checklists')[0]?.body).toMatchObject({
      items: [{ text: 'Turn on the water' }, { text: 'Read the meter', action: 'read_meter' }],
    });
  });

  it('lets an admin delete a checklist after confirming', async () => {
    const { calls } = renderSection(ola, {
      'DELETE /api/checklists/dep': json(200, { message: 'Checklist deleted' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Before leaving' }));
    const dialog = await screen.findByTestId('checklist-dialog');
    expect((within(dialog).getByLabelText('Item 2') as HTMLInputElement).value).toBe('Empty the fridge');
    await user.click(within(dialog).getByTestId('checklist-delete-button'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(
      within(confirm).getByText('"Before leaving" is deleted. Runs already made stay readable.'),
    ).toBeDefined();
    expect(writes(calls)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete checklist' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/checklists/dep')).toHaveLength(1));
    expect(await screen.findByText('Checklist deleted')).toBeDefined();
  });
});

describe('Checklists: runs', () => {
  it('starts a run for the member’s own stay going on today, and opens it', async () => {
    const { calls, location } = renderSection(per, {
      'POST /api/checklists/dep/runs': json(201, runOf()),
      'GET /api/checklist-runs/run1': json(200, runOf()),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start Before leaving' }));
    const dialog = await screen.findByTestId('start-run-dialog');
    const stay = within(dialog).getByLabelText('For the stay') as HTMLSelectElement;
    // Only approved stays not over yet; Per's own, going on today, is suggested.
    await waitFor(() => expect(stay.value).toBe('b-per'));
    expect([...stay.options].map((option) => option.text)).toEqual([
      'No stay (on its own)',
      'Per Berg: 8 Dec 2026 – 11 Dec 2026',
    ]);
    await user.click(within(dialog).getByTestId('start-run-submit'));
    expect(await screen.findByTestId('run-title')).toBeDefined();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/checklists/dep/runs', body: { bookingId: 'b-per' } },
    ]);
    expect(location.history?.at(-1)).toBe('/checklists?run=run1');
    expect(screen.getByText("For Per Berg's stay 8 Dec 2026 – 11 Dec 2026")).toBeDefined();
    expect(screen.getByTestId('run-progress').textContent).toBe('0 of 2 done');
  });

  it('ticks an item and shows who ticked it and when; another member’s tick arrives live', async () => {
    const state = { run: runOf() };
    const { calls, queryClient } = renderSection(
      per,
      {
        'GET /api/checklist-runs/run1': () => json(200, state.run),
        'PUT /api/checklist-runs/run1/items/r1': ({ body }: StubCall) => {
          const done = (body as { done: boolean }).done;
          state.run = runOf({
            items: [
              {
                ...state.run.items[0],
                id: 'r1',
                text: 'Turn off the water',
                done,
                doneBy: 'Per Berg',
                doneAt: '2026-12-10T11:30:00.000Z',
              },
              ...state.run.items.slice(1),
            ] as ChecklistRun['items'],
          });
          return json(200, state.run);
        },
      },
      '/checklists?run=run1',
    );
    const user = userEvent.setup();
    const water = await screen.findByRole('checkbox', { name: /Turn off the water/ });
    await user.click(water);
    await waitFor(() => expect((water as HTMLInputElement).checked).toBe(true));
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/checklist-runs/run1/items/r1', body: { done: true } },
    ]);
    expect(within(screen.getByTestId('run-item-r1')).getByTestId('run-item-done-by').textContent).toContain(
      'Ticked by Per Berg, 10 Dec 2026',
    );

    // Ola ticks the fridge on his phone: the live event refetches the open run.
    state.run = {
      ...state.run,
      items: [
        state.run.items[0],
        {
          id: 'r2',
          text: 'Empty the fridge',
          done: true,
          doneBy: 'Ola Hansen',
          doneAt: '2026-12-10T11:40:00.000Z',
        },
      ] as ChecklistRun['items'],
    };
    await queryClient.invalidateQueries({ queryKey: checklistRunQueryKeyBase });
    const fridge = await screen.findByTestId('run-item-r2');
    await waitFor(() =>
      expect(within(fridge).getByTestId('run-item-done-by').textContent).toContain('Ola Hansen'),
    );
    expect(screen.getByTestId('run-progress').textContent).toBe('2 of 2 done');
  });

  it('shows the checklist screen in Norwegian', async () => {
    const { changeLanguage } = await import('@/lib/i18n');
    await changeLanguage('no');
    try {
      renderSection(per);
      expect(await screen.findByRole('region', { name: 'Avreise' })).toBeDefined();
      expect(screen.getByText('2 punkter')).toBeDefined();
      expect(screen.getByRole('button', { name: 'Start Before leaving' })).toBeDefined();
    } finally {
      await changeLanguage('en');
    }
  });
});
