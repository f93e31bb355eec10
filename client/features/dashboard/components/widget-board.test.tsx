import type { User } from '@shared/schemas/auth';
import type { Cabin } from '@shared/schemas/cabins';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, kariInFjellhytta, ola } from '@/test/cabin-fixtures';
import { json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { stubViewport } from '@/test/viewport';
import { DashboardSection } from './dashboard-section';

const KARIS_KEY = 'dashboard-layout:u1';

/** The widgets on the dashboard, top to bottom. */
const shownWidgets = () =>
  [...screen.getByTestId('widget-grid').querySelectorAll<HTMLElement>('[data-widget]')].map(
    (card) => card.dataset.widget,
  );

const stored = () => JSON.parse(window.localStorage.getItem(KARIS_KEY) ?? 'null') as unknown;

async function renderDashboard(user: User = kariInFjellhytta, role: Cabin['role'] = 'owner') {
  stubApi({
    ...cabinReads(role),
    'GET /api/bookings': json(200, []),
    'GET /api/dashboard/activity': json(200, []),
    'GET /api/dashboard/stats': json(200, { recentVisits: 0, shoppingItems: 0 }),
    'GET /api/handovers/previous': json(200, { stay: null, previous: null }),
  });
  const rendered = renderSignedIn(<DashboardSection />, { user });
  // The first widgets paint first, the rest a frame later (issue #18).
  await act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  return rendered;
}

beforeEach(() => stubViewport('wide'));

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('Dashboard widget grid', () => {
  it('shows my-next-visit, next-visit, the calendar, the weather and the last stay for a new user, in that order', async () => {
    await renderDashboard();
    expect(shownWidgets()).toEqual([
      'my-next-visit',
      'next-visit',
      'compact-calendar',
      'weather',
      'last-stay',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'My next visit',
      'Next visit',
      'Calendar',
      'Weather',
      'From the last stay',
    ]);
    // Nothing is stored until the user changes something.
    expect(stored()).toBeNull();
  });

  it('paints the first two widgets first and appends the rest below them a frame later', async () => {
    stubApi({
      ...cabinReads('owner'),
      'GET /api/bookings': json(200, []),
    });
    renderSignedIn(<DashboardSection />, { user: kariInFjellhytta });
    expect(shownWidgets()).toEqual(['my-next-visit', 'next-visit']);
    await act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    expect(shownWidgets()).toEqual([
      'my-next-visit',
      'next-visit',
      'compact-calendar',
      'weather',
      'last-stay',
    ]);
  });

  it('hides a widget with its remove button, keeps it hidden after a reload, and moves the focus', async () => {
    const user = userEvent.setup();
    const first = await renderDashboard();
    await user.click(
      within(screen.getByTestId('widget-next-visit')).getByRole('button', { name: 'Hide Next visit' }),
    );

    expect(shownWidgets()).toEqual(['my-next-visit', 'compact-calendar', 'weather', 'last-stay']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Customize' }));
    expect(stored()).toContainEqual({
      id: 'next-visit',
      type: 'next-visit',
      title: 'Next visit',
      enabled: false,
      order: 1,
    });

    first.unmount();
    await renderDashboard();
    expect(shownWidgets()).toEqual(['my-next-visit', 'compact-calendar', 'weather', 'last-stay']);
  });

  it('adds hidden widgets back from the customize dialog: a new one at the end, a hidden one in its old place', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(
      within(screen.getByTestId('widget-next-visit')).getByRole('button', { name: 'Hide Next visit' }),
    );
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize dashboard' });

    const stats = within(dialog).getByRole('switch', { name: 'Statistics' });
    expect(stats.getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).getAllByRole('switch')).toHaveLength(11);
    // The power widget (issue #41) is offered but opt-in.
    expect(within(dialog).getByRole('switch', { name: 'Power' }).getAttribute('aria-checked')).toBe('false');
    await user.click(stats);
    expect(stats.getAttribute('aria-checked')).toBe('true');
    expect(shownWidgets()).toEqual(['my-next-visit', 'compact-calendar', 'weather', 'last-stay', 'stats']);

    await user.click(within(dialog).getByRole('switch', { name: 'Next visit' }));
    expect(shownWidgets()).toEqual([
      'my-next-visit',
      'next-visit',
      'compact-calendar',
      'weather',
      'last-stay',
      'stats',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('stat-recent-visits')).toBeDefined();
  });

  it('offers the invitation-code widget to the owner and admins only (issue #13)', async () => {
    const user = userEvent.setup();
    const owner = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    const ownerDialog = await screen.findByRole('dialog', { name: 'Customize dashboard' });
    expect(await within(ownerDialog).findByRole('switch', { name: 'Invitation code' })).toBeDefined();
    owner.unmount();
    await renderDashboard(ola, 'member');
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    const memberDialog = await screen.findByRole('dialog', { name: 'Customize dashboard' });
    await waitFor(() => expect(within(memberDialog).getAllByRole('switch')).toHaveLength(10));
    expect(within(memberDialog).queryByRole('switch', { name: 'Invitation code' })).toBeNull();
  });

  it('resets to the default layout', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      KARIS_KEY,
      JSON.stringify([
        { id: 'stats', type: 'stats', title: 'Statistics', enabled: true, order: 0 },
        { id: 'weather', type: 'weather', title: 'Weather', enabled: false, order: 1 },
      ]),
    );
    await renderDashboard();
    expect(shownWidgets()).toEqual(['stats']);
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    await user.click(await screen.findByRole('button', { name: 'Reset to default' }));
    expect(shownWidgets()).toEqual([
      'my-next-visit',
      'next-visit',
      'compact-calendar',
      'weather',
      'last-stay',
    ]);
  });

  it('falls back to the defaults for a corrupt stored layout', async () => {
    window.localStorage.setItem(KARIS_KEY, '[{"type":"my-next-visit", "enab');
    await renderDashboard();
    expect(shownWidgets()).toEqual([
      'my-next-visit',
      'next-visit',
      'compact-calendar',
      'weather',
      'last-stay',
    ]);
  });

  it('keeps what an outdated layout still names; a type it lacks shows up hidden', async () => {
    window.localStorage.setItem(
      KARIS_KEY,
      JSON.stringify([
        { id: 'a', type: 'member-list', title: 'Members', enabled: true, order: 0 },
        { id: 'b', type: 'sauna-temperature', title: 'Sauna', enabled: true, order: 1 },
        { id: 'c', type: 'weather', title: 'Weather', enabled: true, order: 2 },
      ]),
    );
    const user = userEvent.setup();
    await renderDashboard();
    expect(shownWidgets()).toEqual(['member-list', 'weather']);
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('switch', { name: 'Invitation code' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it("keeps each user's layout apart", async () => {
    window.localStorage.setItem(
      KARIS_KEY,
      JSON.stringify([{ id: 'stats', type: 'stats', title: 'Statistics', enabled: true, order: 0 }]),
    );
    await renderDashboard(ola);
    expect(shownWidgets()).toEqual([
      'my-next-visit',
      'next-visit',
      'compact-calendar',
      'weather',
      'last-stay',
    ]);
  });

  it('follows a change made in another tab', async () => {
    await renderDashboard();
    const layout = JSON.stringify([
      { id: 'weather', type: 'weather', title: 'Weather', enabled: true, order: 0 },
    ]);
    act(() => {
      window.localStorage.setItem(KARIS_KEY, layout);
      window.dispatchEvent(new StorageEvent('storage', { key: KARIS_KEY, newValue: layout }));
    });
    expect(shownWidgets()).toEqual(['weather']);
  });

  it('still follows the user where the browser refuses to store the layout', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    // Another user than Kari: a layout kept in memory stays for the rest of this page.
    await renderDashboard({ ...kariInFjellhytta, id: 'u-private' });
    await user.click(screen.getByRole('button', { name: 'Hide Weather' }));
    expect(shownWidgets()).toEqual(['my-next-visit', 'next-visit', 'compact-calendar', 'last-stay']);
  });

  it('offers to add widgets when every one is hidden', async () => {
    window.localStorage.setItem(
      KARIS_KEY,
      JSON.stringify([{ id: 'stats', type: 'stats', title: 'Statistics', enabled: false, order: 0 }]),
    );
    const user = userEvent.setup();
    await renderDashboard();
    expect(screen.queryByTestId('widget-grid')).toBeNull();
    expect(screen.getByText('No widgets are shown. Choose the ones you want under Customize.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Add widgets' }));
    expect(await screen.findByRole('dialog', { name: 'Customize dashboard' })).toBeDefined();
  });

  it('has a drag handle with instructions on every widget, and no remove buttons on mobile', async () => {
    stubViewport('mobile');
    await renderDashboard();
    expect(shownWidgets()).toHaveLength(5);
    expect(screen.queryAllByTestId('widget-remove')).toEqual([]);
    const handle = screen.getByRole('button', { name: 'Move Weather' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toContain('To pick up a widget, press Space or Enter.');
    expect(screen.getAllByTestId('widget-drag-handle')).toHaveLength(5);
  });

  it('picks a widget up with the first key press, made before the sorting code has loaded', async () => {
    await renderDashboard();
    const handle = screen.getByRole('button', { name: 'Move Weather' });
    // Focus and Space at once: dnd-kit is a chunk of its own, asked for by this focus (issue #18).
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(screen.getByTestId('widget-weather').dataset.dragging).toBe('true'));
    // The handle dnd-kit rendered has the focus the first one had, and Escape puts the widget down.
    const sortableHandle = screen.getByRole('button', { name: 'Move Weather' });
    expect(document.activeElement).toBe(sortableHandle);
    fireEvent.keyDown(sortableHandle, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('widget-weather').dataset.dragging).toBeUndefined());
    expect(shownWidgets()).toEqual([
      'my-next-visit',
      'next-visit',
      'compact-calendar',
      'weather',
      'last-stay',
    ]);
  });

  it('is Norwegian in Norwegian', async () => {
    await changeLanguage('no');
    const user = userEvent.setup();
    await renderDashboard();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Mitt neste besøk',
      'Neste besøk',
      'Kalender',
      'Vær',
      'Fra forrige opphold',
    ]);
    expect(screen.getByRole('button', { name: 'Skjul Vær' })).toBeDefined();
    const handle = screen.getByRole('button', { name: 'Flytt Vær' });
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toContain('Trykk mellomrom eller Enter');
    await user.click(screen.getByRole('button', { name: 'Tilpass' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tilpass oversikten' });
    expect(within(dialog).getByRole('switch', { name: 'Medlemmer' })).toBeDefined();
    expect(within(dialog).getByRole('switch', { name: 'Strøm' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Tilbakestill' })).toBeDefined();
  });
});
