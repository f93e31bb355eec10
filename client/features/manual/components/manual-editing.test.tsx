import type { Cabin } from '@shared/schemas/cabins';
import type { Manual, ManualSection } from '@shared/schemas/manual';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, type StubCall, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { arrival, fjellhyttaManual, manualRoutes, readers, sectionOf } from '@/test/manual-fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { ManualSection as ManualScreen } from './manual-section';

// "Now" is 10 December 2026, 12:00 UTC.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The manual for `role`, with routes in `extra` that may change what GET /api/manual answers. */
function renderManual(role: Cabin['role'], extra: (state: { manual: Manual }) => StubRoutes = () => ({})) {
  const state = { manual: structuredClone(fjellhyttaManual) };
  const { calls } = stubApi(manualRoutes(role, state, extra(state)));
  const view = renderSignedIn(<ManualScreen />, { user: readers[role], path: '/manual' });
  return { ...view, calls, state };
}

const changed = (section: ManualSection, body: object): ManualSection => ({
  ...section,
  ...body,
  updatedAt: '2026-12-10T12:00:00.000Z',
  updatedBy: 'Ola Hansen',
});

async function openSectionDialog(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${title}` }));
  return screen.findByTestId('manual-section-dialog');
}

describe('House manual: editing sections', () => {
  it('edits a section: previews the Markdown, sends only what changed and shows the change', async () => {
    const { calls } = renderManual('admin', (state) => ({
      'PATCH /api/manual/sections/arrival': ({ body }: StubCall) => {
        const section = changed(arrival, body as object);
        state.manual.sections = state.manual.sections.map((old) => (old.id === 'arrival' ? section : old));
        return json(200, section);
      },
    }));
    const user = userEvent.setup();
    const dialog = await openSectionDialog(user, 'Arrival');
    expect(within(dialog).getByRole('heading', { name: 'Edit section' })).toBeDefined();
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Arrival');

    const text = within(dialog).getByLabelText('Text');
    await user.clear(text);
    // Pasted: typed, `[` would start one of user-event's key names.
    await user.paste('The key is under the **red** stone. [Map](https://kart.example/gol)');
    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    const preview = within(dialog).getByTestId('manual-section-preview');
    expect(within(preview).getByText('red').tagName).toBe('STRONG');
    expect(within(preview).getByRole('link', { name: /Map/ }).getAttribute('href')).toBe(
      'https://kart.example/gol',
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Write' }));
    expect((within(dialog).getByLabelText('Text') as HTMLTextAreaElement).value).toContain('red');

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByTestId('manual-section-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/api/manual/sections/arrival',
        body: { body: 'The key is under the **red** stone. [Map](https://kart.example/gol)' },
      },
    ]);
    expect(await screen.findByText('Section saved')).toBeDefined();
    const card = screen.getByTestId('manual-section-arrival');
    await waitFor(() => expect(within(card).getByText('red').tagName).toBe('STRONG'));
    expect(within(card).getByTestId('manual-section-changed').textContent).toBe(
      'Changed by Ola Hansen, less than a minute ago',
    );
  });

  it('requires a title, in the chosen words, before it sends anything', async () => {
    const { calls } = renderManual('owner');
    const user = userEvent.setup();
    const dialog = await openSectionDialog(user, 'Water');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Title is required')).toBeDefined();
    expect(writes(calls)).toEqual([]);
  });

  it('adds a section at the end', async () => {
    const { calls } = renderManual('owner', (state) => ({
      'POST /api/manual/sections': ({ body }: StubCall) => {
        const section = sectionOf('sauna', 'Sauna', (body as { body: string }).body, { position: 3 });
        state.manual.sections = [...state.manual.sections, section];
        return json(201, section);
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New section' }));
    const dialog = await screen.findByTestId('manual-section-dialog');
    await user.type(within(dialog).getByLabelText('Title'), ' Sauna ');
    await user.type(within(dialog).getByLabelText('Text'), 'Light it an hour before.');
    await user.click(within(dialog).getByRole('button', { name: 'Add section' }));

    await waitFor(() => expect(screen.queryByTestId('manual-section-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/manual/sections',
        body: { title: 'Sauna', body: 'Light it an hour before.' },
      },
    ]);
    expect(await screen.findByTestId('manual-section-sauna')).toBeDefined();
    const titles = within(screen.getByTestId('manual-sections'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Arrival', 'Water', 'Departure', 'Sauna']);
  });

  it('asks before it deletes a section', async () => {
    const { calls } = renderManual('owner', (state) => ({
      'DELETE /api/manual/sections/water': () => {
        state.manual.sections = state.manual.sections.filter((section) => section.id !== 'water');
        return json(200, { message: 'Section deleted' });
      },
    }));
    const user = userEvent.setup();
    const dialog = await openSectionDialog(user, 'Water');
    await user.click(within(dialog).getByRole('button', { name: 'Delete section' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(within(confirm).getByText('"Water" is removed from the manual for everyone.')).toBeDefined();
    expect(writes(calls)).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Delete section' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/manual/sections/water')).toHaveLength(1));
    expect(await screen.findByText('Section deleted')).toBeDefined();
    await waitFor(() => expect(screen.queryByTestId('manual-section-water')).toBeNull());
    expect(screen.queryByTestId('manual-section-dialog')).toBeNull();
  });

  it("toasts the server's reason in the user's language when saving fails", async () => {
    renderManual('admin', () => ({
      'PATCH /api/manual/sections/water': json(403, {
        message: 'Only the owner or an admin can change the manual',
        code: 'owner_or_admin_only',
      }),
    }));
    const user = userEvent.setup();
    const dialog = await openSectionDialog(user, 'Water');
    await user.type(within(dialog).getByLabelText('Title'), ' and pump');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to save the section')).toBeDefined();
    expect(screen.getByText('Only the owner or an admin can do this')).toBeDefined();
    expect(screen.getByTestId('manual-section-dialog')).toBeDefined();
  });
});

describe('House manual: editing the key facts', () => {
  it('saves the facts with a new contact, and shows them', async () => {
    const { calls } = renderManual('owner', (state) => ({
      'PUT /api/manual/facts': ({ body }: StubCall) => {
        state.manual = { ...state.manual, facts: body as Manual['facts'] };
        return json(200, state.manual);
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit key facts' }));
    const dialog = await screen.findByTestId('manual-facts-dialog');
    const wifi = within(dialog).getByLabelText('Wifi network');
    expect((wifi as HTMLInputElement).value).toBe('Fjellhytta;5G');
    await user.clear(wifi);
    await user.type(wifi, 'Hytta-gjest');
    await user.clear(within(dialog).getByLabelText('Door code or key box'));

    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    const third = within(dialog).getByRole('group', { name: 'Contact 3' });
    await user.type(within(third).getByLabelText('Phone'), '112 abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(third).findByText('Name is required')).toBeDefined();
    expect(within(third).getByText('Digits, spaces, +, - and brackets only')).toBeDefined();
    expect(writes(calls)).toEqual([]);

    await user.type(within(third).getByLabelText('Name'), 'Legevakt');
    await user.clear(within(third).getByLabelText('Phone'));
    await user.type(within(third).getByLabelText('Phone'), '116 117');
    // The second contact goes.
    await user.click(within(dialog).getByRole('button', { name: 'Remove contact 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByTestId('manual-facts-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/manual/facts',
        body: {
          ...fjellhyttaManual.facts,
          wifiName: 'Hytta-gjest',
          doorCode: '',
          contacts: [
            { name: 'Nils Nabo', role: 'Nabo', phone: '+47 912 34 567' },
            { name: 'Legevakt', role: '', phone: '116 117' },
          ],
        },
      },
    ]);
    expect(await screen.findByText('Key facts saved')).toBeDefined();
    await waitFor(() => expect(screen.getByTestId('manual-wifi-name').textContent).toBe('Hytta-gjest'));
    expect(screen.queryByTestId('manual-door-code')).toBeNull();
    expect(screen.getByRole('link', { name: 'Call Legevakt: 116 117' }).getAttribute('href')).toBe(
      'tel:116117',
    );
  });
});
