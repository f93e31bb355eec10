import { UNREAD_POLL_MS } from '@shared/constants';
import type { Notification } from '@shared/schemas/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { callsTo, json, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { stubViewport } from '@/test/viewport';
import { NotificationBell } from './notification-bell';

const LIST = 'GET /api/notifications';
const COUNT = 'GET /api/notifications/unread-count';
const MARK_ALL = 'PATCH /api/notifications/mark-all-read';
const markRoute = (id: string) => `PATCH /api/notifications/${id}/read`;

// "Now" is 10 December 2026, midday (UTC).
const NOW = new Date('2026-12-10T12:00:00Z');

const notification = (overrides: Partial<Notification> & { id: string }): Notification => ({
  type: 'pending_booking',
  title: 'New booking request',
  message: 'Ola Hansen would like to stay from 20 Dec 2026 to 23 Dec 2026.',
  isRead: false,
  createdAt: '2026-12-10T11:55:00Z',
  cabin: { name: 'Fjellhytta' },
  ...overrides,
});

/** Newest first, as the server sends them: two unread, one read with response notes. */
const sample = (): Notification[] => [
  notification({ id: 'n1' }),
  notification({
    id: 'n2',
    type: 'member_joined',
    title: 'New member',
    message: 'Per Berg joined the cabin.',
    createdAt: '2026-12-09T12:00:00Z',
    cabin: { name: 'Sjøhytta' },
  }),
  notification({
    id: 'n3',
    type: 'booking_approved',
    title: 'Booking approved',
    message:
      'Your stay from 1 Jan 2027 to 3 Jan 2027 was approved.\n\nWelcome!\n \nThe key is under the mat.',
    isRead: true,
    createdAt: '2026-12-07T12:00:00Z',
    cabin: null,
  }),
];

/** The notification API over a list that the PATCH calls change, as the server would. */
function notificationsApi(initial: Notification[] = sample()) {
  let list = initial.map((item) => ({ ...item }));
  const unread = () => list.filter((item) => !item.isRead).length;
  const routes: StubRoutes = {
    [LIST]: () => json(200, list),
    [COUNT]: () => json(200, { count: unread() }),
    [MARK_ALL]: () => {
      const count = unread();
      list = list.map((item) => ({ ...item, isRead: true }));
      return json(200, { count });
    },
  };
  for (const item of initial) {
    routes[markRoute(item.id)] = () => {
      list = list.map((each) => (each.id === item.id ? { ...each, isRead: true } : each));
      return json(
        200,
        list.find((each) => each.id === item.id),
      );
    };
  }
  return routes;
}

function renderBell(routes: StubRoutes = notificationsApi(), variant: 'desktop' | 'mobile' = 'desktop') {
  const { calls } = stubApi(routes);
  const view = renderSignedIn(<NotificationBell variant={variant} />);
  return { ...view, calls, routes };
}

const bell = () => screen.getByTestId('notification-bell');
const badge = () => screen.queryByTestId('notification-badge');

/** Opens the popover and waits for the list. */
async function openList(user = userEvent.setup()) {
  await user.click(bell());
  const list = await screen.findByTestId('notification-list');
  await within(list).findByTestId('notification-item-n1');
  return { user, list };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('NotificationBell: unread badge (product sections 2 and 9)', () => {
  it('shows no badge when nothing is unread', async () => {
    const { calls } = renderBell({ ...notificationsApi(), [COUNT]: json(200, { count: 0 }) });
    await waitFor(() => expect(callsTo(calls, COUNT)).toHaveLength(1));
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(1));
    expect(badge()).toBeNull();
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it.each([
    [3, '3'],
    [9, '9'],
    [10, '9+'],
    [42, '9+'],
  ])('shows %i unread as "%s"', async (count, text) => {
    renderBell({ ...notificationsApi(), [COUNT]: json(200, { count }) });
    await waitFor(() => expect(badge()?.textContent).toBe(text));
    // The button says the real count.
    expect(bell().getAttribute('aria-label')).toBe(`Notifications, ${count} unread`);
  });

  it('polls the unread count (and the list) every 30 s', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const { calls } = renderBell();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(callsTo(calls, COUNT)).toHaveLength(1);
    expect(callsTo(calls, LIST)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1_000));
    expect(callsTo(calls, COUNT)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(callsTo(calls, COUNT)).toHaveLength(2);
    expect(callsTo(calls, LIST)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(callsTo(calls, COUNT)).toHaveLength(3);
    expect(writes(calls)).toEqual([]);
  });
});

describe('NotificationBell: tooltip (product section 9)', () => {
  it('names the icon in a tooltip after the 700 ms delay, not at once', async () => {
    renderBell();
    const user = userEvent.setup();
    await user.hover(await screen.findByTestId('notification-bell'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Notifications');
  });

  it("shows it at once for the keyboard's focus, which stays on the bell", async () => {
    renderBell();
    const user = userEvent.setup();
    await screen.findByTestId('notification-bell');
    await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Notifications');
    expect(document.activeElement).toBe(screen.getByTestId('notification-bell'));
  });
});

describe('NotificationBell: the list (product sections 2 and 3)', () => {
  it('lists the notifications newest first with title, message, cabin and time', async () => {
    renderBell();
    const { list } = await openList();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeDefined();
    expect(list.className).toContain('h-80');
    const ids = [...list.querySelectorAll<HTMLElement>('[data-testid^="notification-item-"]')].map(
      (item) => item.dataset.testid,
    );
    expect(ids).toEqual(['notification-item-n1', 'notification-item-n2', 'notification-item-n3']);

    const first = screen.getByTestId('notification-item-n1');
    expect(first.textContent).toContain('New booking request');
    expect(first.textContent).toContain('Ola Hansen would like to stay from 20 Dec 2026 to 23 Dec 2026.');
    expect(first.textContent).toContain('Fjellhytta');
    expect(within(first).getByText('5 minutes ago').getAttribute('datetime')).toBe('2026-12-10T11:55:00Z');
    expect(screen.getByTestId('notification-item-n2').textContent).toContain('Sjøhytta');
    expect(within(screen.getByTestId('notification-item-n2')).getByText('1 day ago')).toBeDefined();
  });

  it('marks unread ones as such, not by colour alone', async () => {
    renderBell();
    await openList();
    const unread = screen.getByTestId('notification-item-n1');
    const read = screen.getByTestId('notification-item-n3');
    expect(unread.tagName).toBe('BUTTON');
    expect(unread.textContent).toContain('Unread:');
    expect(read.tagName).not.toBe('BUTTON');
    expect(read.textContent).not.toContain('Unread');
    expect(within(unread).getByText('New booking request', { exact: false }).className).toContain(
      'font-semibold',
    );
  });

  it('shows the first paragraph normally and later ones in italics', async () => {
    renderBell();
    await openList();
    const paragraphs = within(screen.getByTestId('notification-item-n3')).getAllByTestId(
      'notification-paragraph',
    );
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      'Your stay from 1 Jan 2027 to 3 Jan 2027 was approved.',
      'Welcome!',
      'The key is under the mat.',
    ]);
    expect(paragraphs.map((paragraph) => paragraph.classList.contains('italic'))).toEqual([
      false,
      true,
      true,
    ]);
    // No cabin: no cabin name, the time still shows.
    expect(within(screen.getByTestId('notification-item-n3')).getByText('3 days ago')).toBeDefined();
  });

  it('shows an invalid date as it is (product section 8)', async () => {
    renderBell(notificationsApi([notification({ id: 'n1', createdAt: 'not-a-date' })]));
    await openList();
    expect(within(screen.getByTestId('notification-item-n1')).getByText('not-a-date')).toBeDefined();
  });

  it('shows an empty state with Mark all as read disabled', async () => {
    renderBell(notificationsApi([]));
    await userEvent.setup().click(bell());
    expect(await screen.findByText(/No notifications yet/)).toBeDefined();
    expect((screen.getByTestId('mark-all-read') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows loading while the list loads', async () => {
    renderBell({ ...notificationsApi(), [LIST]: () => new Promise<Response>(() => {}) });
    await userEvent.setup().click(bell());
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
  });

  it('shows a load failure with Try again, which loads the list', async () => {
    const working = notificationsApi();
    const routes: StubRoutes = { ...working, [LIST]: json(500, { message: 'Boom' }) };
    renderBell(routes);
    const user = userEvent.setup();
    await user.click(bell());
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load notifications.');
    routes[LIST] = working[LIST] as StubRoutes[string];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('notification-item-n1')).toBeDefined();
  });
});

describe('NotificationBell: reading (product sections 4 and 7)', () => {
  it('marks an unread notification read on click, then both queries refresh', async () => {
    const { calls } = renderBell();
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    const { user } = await openList();
    await user.click(screen.getByTestId('notification-item-n1'));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PATCH', path: '/api/notifications/n1/read', body: undefined },
      ]),
    );
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    await waitFor(() => expect(callsTo(calls, COUNT)).toHaveLength(2));
    expect(badge()?.textContent).toBe('1');
    expect(screen.getByTestId('notification-item-n1').tagName).not.toBe('BUTTON');
    expect(screen.getByTestId('notification-item-n1').textContent).not.toContain('Unread');
  });

  it('opens the checklists when the departure checklist notification is clicked, read or not', async () => {
    const departure = notification({
      id: 'n1',
      type: 'checklist_departure',
      title: 'Departure day',
      message:
        'Your stay 8 Dec 2026 – 10 Dec 2026 ends today. Go through the checklist “Before leaving” before you leave.',
    });
    const { calls } = stubApi(notificationsApi([departure]));
    const { location } = renderSignedIn(<NotificationBell variant="desktop" />);
    const { user } = await openList();
    await user.click(screen.getByTestId('notification-item-n1'));
    expect(location.history?.at(-1)).toBe('/checklists');
    await waitFor(() => expect(callsTo(calls, markRoute('n1'))).toHaveLength(1));
    // Once read it is a link to the same screen.
    await waitFor(() =>
      expect(screen.getByTestId('notification-item-n1').getAttribute('href')).toBe('/checklists'),
    );
  });

  it('sends nothing when a read notification is clicked', async () => {
    const { calls } = renderBell();
    const { user } = await openList();
    await user.click(screen.getByTestId('notification-item-n3'));
    await user.click(within(screen.getByTestId('notification-item-n3')).getByText('Welcome!'));
    expect(writes(calls)).toEqual([]);
    expect(callsTo(calls, LIST)).toHaveLength(1);
  });

  it('marks all read: one PATCH, and the badge goes', async () => {
    const { calls } = renderBell();
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    const { user } = await openList();
    const markAll = screen.getByTestId('mark-all-read') as HTMLButtonElement;
    expect(markAll.textContent).toBe('Mark all as read');
    expect(markAll.disabled).toBe(false);
    await user.click(markAll);
    await waitFor(() => expect(badge()).toBeNull());
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: '/api/notifications/mark-all-read', body: undefined },
    ]);
    await waitFor(() => expect(callsTo(calls, COUNT)).toHaveLength(2));
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    expect(badge()).toBeNull();
    expect(markAll.disabled).toBe(true);
    expect(screen.getByTestId('notification-item-n1').tagName).not.toBe('BUTTON');
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it('says so in a toast when marking read fails, and shows it unread again', async () => {
    const { calls } = renderBell({
      ...notificationsApi(),
      [markRoute('n1')]: json(500, { message: 'Database unavailable' }),
    });
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    const { user } = await openList();
    await user.click(screen.getByTestId('notification-item-n1'));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Failed to mark the notification as read');
    expect(toast.textContent).toContain('Database unavailable');
    await waitFor(() => expect(callsTo(calls, COUNT)).toHaveLength(2));
    expect(badge()?.textContent).toBe('2');
    expect(screen.getByTestId('notification-item-n1').tagName).toBe('BUTTON');
  });
});

describe('NotificationBell: languages and layouts', () => {
  it('speaks Norwegian', async () => {
    await changeLanguage('no');
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Varsler, 2 uleste'));
    await openList();
    expect(screen.getByRole('dialog', { name: 'Varsler' })).toBeDefined();
    expect(screen.getByTestId('mark-all-read').textContent).toBe('Marker alle som lest');
    const first = screen.getByTestId('notification-item-n1');
    expect(first.textContent).toContain('Ulest:');
    expect(within(first).getByText('5 minutter siden')).toBeDefined();
  });

  it('says "1 ulest" for one, and shows the Norwegian empty state', async () => {
    await changeLanguage('no');
    renderBell({ ...notificationsApi([]), [COUNT]: json(200, { count: 1 }) });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Varsler, 1 ulest'));
    await userEvent.setup().click(bell());
    expect(await screen.findByText(/Ingen varsler ennå/)).toBeDefined();
  });

  it('fetches the list again in the new language when the language changes', async () => {
    const { calls } = renderBell();
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(1));
    await act(() => changeLanguage('no'));
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    // The count does not depend on the language.
    expect(callsTo(calls, COUNT)).toHaveLength(1);
  });

  it('renders only the bell of the layout on screen', async () => {
    stubViewport('mobile');
    const { calls } = stubApi(notificationsApi());
    const { unmount } = renderSignedIn(
      <>
        <NotificationBell variant="desktop" />
        <NotificationBell variant="mobile" />
      </>,
    );
    expect(screen.getAllByTestId('notification-bell')).toHaveLength(1);
    await openList();
    expect(screen.getByTestId('notification-item-n1')).toBeDefined();
    unmount();
    expect(callsTo(calls, COUNT)).toHaveLength(1);
  });
});
