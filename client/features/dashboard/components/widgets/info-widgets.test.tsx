import type { Activity } from '@shared/schemas/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, kariInFjellhytta } from '@/test/cabin-fixtures';
import { callsTo, json, type StubRoutes } from '@/test/fetch-stub';
import { fixClockAt } from '@/test/fixed-clock';
import { renderWithApi } from '@/test/render-signed-in';
import { GOL_ROUTE, golWeather } from '@/test/weather-fixtures';
import { InvitationCodeWidget } from './invitation-code-widget';
import { MemberListWidget } from './member-list-widget';
import { RecentActivityWidget } from './recent-activity-widget';
import { StatsWidget } from './stats-widget';
import { WeatherWidget } from './weather-widget';

// 10 December 2026, midday UTC.
const NOW = new Date('2026-12-10T12:00:00Z');

const entry = (id: string, userName: string, message: string, minutesAgo: number): Activity => ({
  id,
  type: id.startsWith('visit') ? 'visit' : id.startsWith('booking') ? 'booking' : 'shopping',
  message,
  userName,
  timestamp: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
});

/** Newest first, as the server answers. */
const feed = [
  entry('item-added:1', 'Ola Hansen', 'added “Kaffe” to the shopping list', 5),
  entry('visit:1', 'Kari Nordmann', 'logged a visit 1 Dec 2026 – 4 Dec 2026', 60),
  entry('booking:1', 'Per Berg', 'requested a stay 20 Dec 2026 – 23 Dec 2026', 60 * 24),
  entry('item-completed:2', 'Kari Nordmann', 'ticked off “Ved” on the shopping list', 60 * 48),
];

const renderWidget = (widget: React.JSX.Element, routes: StubRoutes) =>
  renderWithApi(widget, routes, { user: kariInFjellhytta });

/** A read that never answers, to see the loading state. */
const pending = () => new Promise<Response>(() => {});

fixClockAt(NOW);

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('weather', () => {
  it('shows the spec’s no-information state without cabins, in both languages', async () => {
    const noCabins = { 'GET /api/user/cabins': json(200, { cabins: [] }) };
    const first = renderWidget(<WeatherWidget />, noCabins);
    expect(await screen.findByText('No weather information available')).toBeDefined();
    first.unmount();
    await changeLanguage('no');
    renderWidget(<WeatherWidget />, noCabins);
    expect(await screen.findByText('Ingen værinformasjon tilgjengelig')).toBeDefined();
  });

  it('shows the current cabin’s weather, with a selector for the user’s two cabins', async () => {
    const { calls } = renderWidget(<WeatherWidget />, {
      ...cabinReads('owner'),
      [GOL_ROUTE]: json(200, golWeather),
    });
    expect((await screen.findByTestId('weather-temperature')).textContent).toBe('−2°');
    expect(screen.getByRole('combobox', { name: 'Cabin' })).toHaveProperty('value', 'c1');
    expect(screen.getByRole('link', { name: /Weather data from MET Norway/ })).toBeDefined();
    expect(callsTo(calls, GOL_ROUTE)).toHaveLength(1);
  });
});

describe('recent-activity', () => {
  it('shows the latest 3 entries: who, what and when', async () => {
    renderWidget(<RecentActivityWidget />, { 'GET /api/dashboard/activity': json(200, feed) });
    const rows = await screen.findAllByTestId('activity-entry');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Ola Hansen added “Kaffe” to the shopping list',
      'Kari Nordmann logged a visit 1 Dec 2026 – 4 Dec 2026',
      'Per Berg requested a stay 20 Dec 2026 – 23 Dec 2026',
    ]);
    expect(rows.map((row) => row.dataset.type)).toEqual(['shopping', 'visit', 'booking']);
    const time = within(rows[0] as HTMLElement).getByText('5 minutes ago');
    expect(time.getAttribute('dateTime')).toBe('2026-12-10T11:55:00.000Z');
    expect(time.getAttribute('title')).toMatch(/^10 Dec 2026, \d\d:55$/);
  });

  it('asks again in the new language when the language changes', async () => {
    const { calls } = renderWidget(<RecentActivityWidget />, {
      'GET /api/dashboard/activity': json(200, feed),
    });
    await screen.findAllByTestId('activity-entry');
    await changeLanguage('no');
    await waitFor(() => expect(callsTo(calls, 'GET /api/dashboard/activity')).toHaveLength(2));
    expect(await screen.findByText('5 minutter siden')).toBeDefined();
  });

  it('has loading, empty and error states', async () => {
    const loading = renderWidget(<RecentActivityWidget />, { 'GET /api/dashboard/activity': pending });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    loading.unmount();

    const empty = renderWidget(<RecentActivityWidget />, { 'GET /api/dashboard/activity': json(200, []) });
    expect(
      await screen.findByText('Nothing has happened yet. Log a visit or add something to the shopping list.'),
    ).toBeDefined();
    empty.unmount();

    renderWidget(<RecentActivityWidget />, {
      'GET /api/dashboard/activity': json(404, { message: 'No current cabin', code: 'no_current_cabin' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the recent activity.');
    expect(alert.textContent).toContain('You have not chosen a cabin yet.');
  });
});

describe('stats', () => {
  it('shows the recent visits and the items to buy, each a link to its list', async () => {
    renderWidget(<StatsWidget />, {
      'GET /api/dashboard/stats': json(200, { recentVisits: 4, shoppingItems: 7 }),
    });
    const visits = await screen.findByTestId('stat-recent-visits');
    expect(visits.textContent).toBe('4Visits in the last 30 days');
    expect(visits.getAttribute('href')).toBe('/visits');
    const items = screen.getByTestId('stat-shopping-items');
    expect(items.textContent).toBe('7Items to buy');
    expect(items.getAttribute('href')).toBe('/shopping');
  });

  it('shows zeros, a loading state and an error with Try again; Norwegian in Norwegian', async () => {
    await changeLanguage('no');
    const loading = renderWidget(<StatsWidget />, { 'GET /api/dashboard/stats': pending });
    expect(screen.getByRole('status').textContent).toBe('Laster...');
    loading.unmount();

    const zero = renderWidget(<StatsWidget />, {
      'GET /api/dashboard/stats': json(200, { recentVisits: 0, shoppingItems: 0 }),
    });
    expect((await screen.findByTestId('stat-recent-visits')).textContent).toBe('0Besøk de siste 30 dagene');
    expect(screen.getByTestId('stat-shopping-items').textContent).toBe('0Ting som skal kjøpes');
    zero.unmount();

    renderWidget(<StatsWidget />, { 'GET /api/dashboard/stats': json(503, {}) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kunne ikke laste statistikken.');
    expect(within(alert).getByRole('button', { name: 'Prøv igjen' })).toBeDefined();
  });
});

describe('member-list', () => {
  it('lists each member with name, @username and role badge; the user is marked', async () => {
    renderWidget(<MemberListWidget />, cabinReads('owner'));
    const kari = await screen.findByTestId('member-kari');
    expect(kari.textContent).toBe('Kari Nordmann (you)@kariOwner');
    expect(screen.getByTestId('member-ola').textContent).toBe('Ola Hansen@olaAdmin');
    expect(screen.getByTestId('member-per').textContent).toBe('Per Berg@perMember');
    // The avatars show initials, drawn by CSS from data-initials (not part of the row's text).
    const initials = ['kari', 'ola', 'per'].map((name) =>
      screen.getByTestId(`member-${name}`).querySelector('[data-initials]')?.getAttribute('data-initials'),
    );
    expect(initials).toEqual(['KN', 'OH', 'PB']);
  });

  it('has loading and error states', async () => {
    const loading = renderWidget(<MemberListWidget />, { 'GET /api/cabin/users': pending });
    expect(screen.getByRole('status')).toBeDefined();
    loading.unmount();
    renderWidget(<MemberListWidget />, { 'GET /api/cabin/users': json(403, { message: 'Forbidden' }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the members.');
  });
});

describe('invitation-code', () => {
  it('shows the cabin and its code; a tap copies the code and says so', async () => {
    const user = userEvent.setup();
    renderWidget(<InvitationCodeWidget />, cabinReads('admin'));
    expect((await screen.findByTestId('invitation-cabin-name')).textContent).toBe('Fjellhytta');
    await user.click(screen.getByRole('button', { name: 'Copy the access code K7M2P9QX' }));
    expect(await screen.findByText('Code copied')).toBeDefined();
    expect(await navigator.clipboard.readText()).toBe('K7M2P9QX');
  });

  it('copies with the fallback where the Clipboard API is missing', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      const field = document.activeElement;
      if (command === 'copy' && field instanceof HTMLTextAreaElement) {
        copied = field.value.slice(field.selectionStart, field.selectionEnd);
      }
      return copied !== '';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      renderWidget(<InvitationCodeWidget />, cabinReads('admin'));
      const code = await screen.findByTestId('invitation-code');
      await user.click(code);
      expect(await screen.findByText('Code copied')).toBeDefined();
      expect(copied).toBe('K7M2P9QX');
      // The hidden field is gone and the focus is back on the code.
      expect(document.querySelector('textarea')).toBeNull();
      expect(document.activeElement).toBe(code);
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('tells the user to copy by hand when nothing can copy', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderWidget(<InvitationCodeWidget />, cabinReads('admin'));
    await user.click(await screen.findByTestId('invitation-code'));
    expect(await screen.findByText('Could not copy the code. Select it and copy it yourself.')).toBeDefined();
  });

  it('has loading and error states', async () => {
    const loading = renderWidget(<InvitationCodeWidget />, { 'GET /api/cabin': pending });
    expect(screen.getByRole('status')).toBeDefined();
    loading.unmount();
    renderWidget(<InvitationCodeWidget />, { 'GET /api/cabin': json(404, { message: 'Cabin not found' }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the cabin.');
  });
});
