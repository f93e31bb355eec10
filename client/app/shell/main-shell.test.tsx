import type { User } from '@shared/schemas/auth';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '@/app/app';
import { meQueryKey } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from '@/test/app-provider';
import { fjellhytta, kariInFjellhytta, memberSummary, ownedSummary } from '@/test/cabin-fixtures';
import { callsTo, json, stubApi } from '@/test/fetch-stub';
import { kari } from '@/test/fixtures';
import { stubViewport } from '@/test/viewport';

type FetchHandler = (url: string, init: RequestInit | undefined) => Response;

function stubFetch(handler: FetchHandler = () => new Response(null, { status: 404 })): Mock {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The whole app at `path` with `user` already signed in (the me query is filled before rendering). */
async function renderSignedIn(path: string, user: User = kari, shellTestId = 'desktop-nav') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, user);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <Router hook={location.hook}>
        <App />
      </Router>
    </AppProvider>,
  );
  // The shell and the toaster are lazily loaded chunks; the first import can take a while.
  await screen.findByTestId(shellTestId);
  // The shell renders its first screen after its own first paint (issue #18).
  await waitFor(() => expect(document.querySelector('[data-testid^="section-"]')).not.toBeNull());
  return { ...result, queryClient, location };
}

let scrollTo: Mock;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MainShell: sections', () => {
  it.each([
    ['/', 'dashboard', 'Dashboard'],
    ['/visits', 'visits', 'Visit log'],
    ['/shopping', 'shopping', 'Shopping list'],
    ['/calendar', 'calendar', 'Booking calendar'],
    ['/tasks', 'tasks', 'Maintenance log'],
    ['/manual', 'manual', 'House manual'],
    ['/checklists', 'checklists', 'Checklists'],
    ['/peaks', 'peaks', 'Peak weeks'],
    ['/costs', 'costs', 'Costs'],
    ['/more', 'more', 'More'],
    ['/settings', 'settings', 'Settings'],
    ['/no/such/page', 'dashboard', 'Dashboard'],
    ['/visitsx', 'dashboard', 'Dashboard'],
  ])('%s shows the %s section', async (path, section, title) => {
    stubFetch();
    await renderSignedIn(path);
    // Settings and the manual are chunks of their own, loaded when opened.
    const root = await screen.findByTestId(`section-${section}`);
    expect(within(root).getByRole('heading', { level: 1 }).textContent).toContain(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const other of [
      'dashboard',
      'visits',
      'shopping',
      'calendar',
      'tasks',
      'manual',
      'more',
      'settings',
    ]) {
      if (other !== section) expect(screen.queryByTestId(`section-${other}`)).toBeNull();
    }
  });

  it('redirects /auth to / when signed in', async () => {
    stubFetch();
    const { location } = await renderSignedIn('/auth');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(screen.getByTestId('section-dashboard')).toBeDefined();
  });

  it('follows navigation between sections', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { location } = await renderSignedIn('/');
    const nav = screen.getByTestId('desktop-nav');
    await user.click(within(nav).getByRole('link', { name: 'Calendar' }));
    expect(location.history?.at(-1)).toBe('/calendar');
    expect(screen.getByTestId('section-calendar')).toBeDefined();
  });

  it('shows the welcome card without a current cabin, and not with one', async () => {
    stubFetch();
    const first = await renderSignedIn('/');
    expect(screen.getByText('Welcome to Hytta')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Create cabin' })).toBeDefined();
    first.unmount();

    await renderSignedIn('/', { ...kari, currentCabinId: 'c1' });
    expect(screen.queryByText('Welcome to Hytta')).toBeNull();
    expect(screen.getByTestId('widget-grid')).toBeDefined();
  });
});

describe('MainShell: one layout for the width of the screen (issue #38)', () => {
  it('renders only the mobile bars on a phone, and only the desktop header and nav on a wide screen', async () => {
    stubFetch();
    stubViewport('mobile');
    const phone = await renderSignedIn('/shopping', kari, 'mobile-bottom-bar');
    expect(screen.getByTestId('mobile-title').textContent).toBe('Shopping list');
    expect(screen.queryByTestId('desktop-nav')).toBeNull();
    expect(screen.queryByTestId('shell-title')).toBeNull();
    // One bell and one user menu, not one of each per layout.
    expect(screen.getAllByRole('button', { name: /notifications/i })).toHaveLength(1);
    phone.unmount();

    stubViewport('wide');
    await renderSignedIn('/shopping');
    expect(screen.queryByTestId('mobile-bottom-bar')).toBeNull();
    expect(screen.queryByTestId('mobile-title')).toBeNull();
    expect(screen.getAllByRole('button', { name: /notifications/i })).toHaveLength(1);
  });
});

describe('MainShell: navigation', () => {
  it('marks the active link in the desktop nav and the mobile bottom bar', async () => {
    stubFetch();
    await renderSignedIn('/shopping');
    const nav = screen.getByTestId('desktop-nav');
    expect(within(nav).getByRole('link', { name: 'Shopping' }).getAttribute('aria-current')).toBe('page');
    for (const name of ['Dashboard', 'Visits', 'Calendar', 'Maintenance', 'Settings']) {
      expect(within(nav).getByRole('link', { name }).hasAttribute('aria-current')).toBe(false);
    }
    const bar = screen.getByTestId('mobile-bottom-bar');
    expect(within(bar).getByRole('link', { name: 'Shopping' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(bar)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('has the desktop links in order, with the feature-request link opening a new tab', async () => {
    stubFetch();
    await renderSignedIn('/');
    const links = within(screen.getByTestId('desktop-nav')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/visits',
      '/shopping',
      '/calendar',
      '/tasks',
      '/manual',
      '/checklists',
      '/peaks',
      '/costs',
      'https://github.com/hytta-app/hytta/discussions/categories/ideas',
      '/settings',
    ]);
    const external = links.find((link) => link.getAttribute('href')?.startsWith('https://'));
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has exactly five mobile tabs: /, /visits, /shopping, /calendar, /more', async () => {
    stubFetch();
    await renderSignedIn('/');
    const tabs = within(screen.getByTestId('mobile-bottom-bar')).getAllByRole('link');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/',
      '/visits',
      '/shopping',
      '/calendar',
      '/more',
    ]);
  });

  it('has Maintenance in the desktop nav, not in the mobile bar, and opens it as a sub-page', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { location } = await renderSignedIn('/');
    const nav = screen.getByTestId('desktop-nav');
    await user.click(within(nav).getByRole('link', { name: 'Maintenance' }));
    expect(location.history?.at(-1)).toBe('/tasks');
    expect(screen.getByTestId('section-tasks')).toBeDefined();
    expect(within(nav).getByRole('link', { name: 'Maintenance' }).getAttribute('aria-current')).toBe('page');
    const bar = screen.getByTestId('mobile-bottom-bar');
    expect(within(bar).getAllByRole('link')).toHaveLength(5);
    expect(within(bar).queryByRole('link', { name: 'Maintenance' })).toBeNull();
    expect(screen.getByTestId('back-button')).toBeDefined();
    expect(screen.getByTestId('mobile-title').textContent).toContain('Maintenance log');
    expect(document.title).toBe('Maintenance log · Hytta');
  });

  it('links the maintenance log from the more section', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { location } = await renderSignedIn('/more');
    const more = screen.getByTestId('section-more');
    const link = within(more).getByRole('link', { name: 'Maintenance' });
    expect(link.getAttribute('href')).toBe('/tasks');
    await user.click(link);
    expect(location.history?.at(-1)).toBe('/tasks');
    expect(screen.getByTestId('section-tasks')).toBeDefined();
  });

  it('links the house manual from the desktop nav and the more section, never from the mobile bar', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { location } = await renderSignedIn('/more');
    expect(
      within(screen.getByTestId('desktop-nav')).getByRole('link', { name: 'House manual' }),
    ).toBeDefined();
    expect(
      within(screen.getByTestId('mobile-bottom-bar')).queryByRole('link', { name: 'House manual' }),
    ).toBeNull();
    const link = within(screen.getByTestId('section-more')).getByRole('link', { name: 'House manual' });
    expect(link.getAttribute('href')).toBe('/manual');
    await user.click(link);
    expect(location.history?.at(-1)).toBe('/manual');
    // The manual is a chunk of its own: it shows once loaded.
    expect(await screen.findByTestId('section-manual')).toBeDefined();
    expect(screen.getByTestId('mobile-title').textContent).toContain('House manual');
    expect(screen.getByTestId('back-button')).toBeDefined();
    await waitFor(() => expect(document.title).toBe('House manual · Hytta'));
  });

  it('links the checklists from the more section and the desktop nav', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { location } = await renderSignedIn('/more');
    const link = within(screen.getByTestId('section-more')).getByRole('link', { name: 'Checklists' });
    expect(link.getAttribute('href')).toBe('/checklists');
    await user.click(link);
    expect(location.history?.at(-1)).toBe('/checklists');
    // The screen is a chunk of its own, loaded when it is opened.
    expect(await screen.findByTestId('section-checklists')).toBeDefined();
    const nav = screen.getByTestId('desktop-nav');
    expect(within(nav).getByRole('link', { name: 'Checklists' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(screen.getByTestId('mobile-bottom-bar')).queryByRole('link', { name: 'Checklists' }),
    ).toBeNull();
  });

  it('links the costs from the more section and the desktop nav', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { location } = await renderSignedIn('/more');
    const link = within(screen.getByTestId('section-more')).getByRole('link', { name: 'Costs' });
    expect(link.getAttribute('href')).toBe('/costs');
    await user.click(link);
    expect(location.history?.at(-1)).toBe('/costs');
    expect(await screen.findByTestId('section-costs')).toBeDefined();
    const nav = screen.getByTestId('desktop-nav');
    expect(within(nav).getByRole('link', { name: 'Costs' }).getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByTestId('mobile-bottom-bar')).queryByRole('link', { name: 'Costs' })).toBeNull();
  });

  it('shows the back arrow to / on sub-pages only', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { location } = await renderSignedIn('/visits');
    const back = screen.getByTestId('back-button');
    expect(back.getAttribute('aria-label')).toBe('Back to the dashboard');
    expect(screen.getByTestId('mobile-title').textContent).toContain('Visit log');
    await user.click(back);
    expect(location.history?.at(-1)).toBe('/');
    expect(screen.queryByTestId('back-button')).toBeNull();
    expect(screen.getByTestId('mobile-title').textContent).toContain('Hytta');
  });

  it('shows the product name in the header when there is no current cabin', async () => {
    stubFetch();
    await renderSignedIn('/calendar');
    expect(screen.getByTestId('shell-title').textContent).toContain('Hytta');
  });

  it('scrolls smoothly to the top 100 ms after a location change', async () => {
    stubFetch();
    const { location } = await renderSignedIn('/');
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
    scrollTo.mockClear();

    vi.useFakeTimers();
    act(() => location.navigate('/visits'));
    act(() => vi.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    // A quick second change restarts the wait: only one scroll for the last location.
    scrollTo.mockClear();
    act(() => location.navigate('/shopping'));
    act(() => vi.advanceTimersByTime(50));
    act(() => location.navigate('/calendar'));
    act(() => vi.advanceTimersByTime(100));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe('MainShell: user menu', () => {
  it('goes to settings from the desktop user menu', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { location } = await renderSignedIn('/');
    const trigger = screen.getByTestId('user-menu-trigger');
    expect(trigger.textContent).toContain('Kari Nordmann');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    expect(location.history?.at(-1)).toBe('/settings');
    expect(await screen.findByTestId('section-settings')).toBeDefined();
  });

  it('opens from the keyboard, the focus kept on the menu button when its code arrives (issue #18)', async () => {
    stubFetch();
    const user = userEvent.setup();
    await renderSignedIn('/');
    const before = screen.getByTestId('user-menu-trigger');
    // Until its code is asked for, the button is a plain one that says what it opens.
    expect(before.getAttribute('aria-haspopup')).toBe('menu');
    expect(before.getAttribute('aria-expanded')).toBe('false');
    act(() => before.focus());
    // The menu's button takes the place of the plain one and keeps the focus.
    // (Radix gives its trigger an id.)
    await waitFor(() => expect(screen.getByTestId('user-menu-trigger').id).not.toBe(''));
    const trigger = screen.getByTestId('user-menu-trigger');
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('signs out: POST /api/auth/logout, caches cleared, back at /', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/logout' ? new Response(null, { status: 204 }) : new Response(null, { status: 404 }),
    );
    const user = userEvent.setup();
    const { location, queryClient } = await renderSignedIn('/shopping');
    queryClient.setQueryData(['cabins'], [{ id: 'c1' }]);

    await user.click(screen.getByTestId('mobile-user-menu-trigger'));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(call?.[1]?.method).toBe('POST');
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
    expect(queryClient.getQueryData(['cabins'])).toBeUndefined();
    await waitFor(() => expect(screen.queryByTestId('desktop-nav')).toBeNull());
  });

  it('shows the failure toast when signing out fails, and still ends at /', async () => {
    stubFetch((url) =>
      url === '/api/auth/logout'
        ? new Response(JSON.stringify({ message: 'boom' }), { status: 500 })
        : new Response(null, { status: 404 }),
    );
    const user = userEvent.setup();
    const { location, queryClient } = await renderSignedIn('/visits');

    await user.click(screen.getByTestId('user-menu-trigger'));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByText('Failed to log out. Please try again.')).toBeDefined();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it('signs out from the more section', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/logout' ? new Response(null, { status: 204 }) : new Response(null, { status: 404 }),
    );
    const user = userEvent.setup();
    const { location } = await renderSignedIn('/more');
    const more = screen.getByTestId('section-more');
    expect(within(more).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    await user.click(within(more).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
  });
});

describe('MainShell: current cabin', () => {
  it('shows the current cabin name in the desktop header and the mobile top bar', async () => {
    stubApi({
      'GET /api/cabin': json(200, fjellhytta),
      'GET /api/user/cabins': json(200, { cabins: [ownedSummary] }),
    });
    await renderSignedIn('/', kariInFjellhytta);
    await waitFor(() => expect(screen.getByTestId('shell-title').textContent).toBe('Fjellhytta'));
    expect(screen.getByTestId('mobile-title').textContent).toBe('Fjellhytta');
    expect(document.title).toBe('Fjellhytta');
  });

  it('makes no cabin details call without a current cabin', async () => {
    const { calls } = stubApi({ 'GET /api/user/cabins': json(200, { cabins: [] }) });
    await renderSignedIn('/');
    await waitFor(() => expect(callsTo(calls, 'GET /api/user/cabins')).toHaveLength(1));
    expect(callsTo(calls, 'GET /api/cabin')).toEqual([]);
    expect(screen.getByTestId('shell-title').textContent).toBe('Hytta');
  });

  it('has the cabin switcher in the desktop header only with more than one cabin', async () => {
    const one = stubApi({
      'GET /api/cabin': json(200, fjellhytta),
      'GET /api/user/cabins': json(200, { cabins: [ownedSummary] }),
    });
    const first = await renderSignedIn('/', kariInFjellhytta);
    await waitFor(() => expect(screen.getByTestId('shell-title').textContent).toBe('Fjellhytta'));
    expect(callsTo(one.calls, 'GET /api/user/cabins')).toHaveLength(1);
    expect(screen.queryByTestId('cabin-switcher')).toBeNull();
    first.unmount();

    stubApi({
      'GET /api/cabin': json(200, fjellhytta),
      'GET /api/user/cabins': json(200, { cabins: [ownedSummary, memberSummary] }),
    });
    await renderSignedIn('/', kariInFjellhytta);
    const switcher = await screen.findByTestId('cabin-switcher');
    expect(switcher.closest('header')?.className).toContain('md:flex');
  });
});
