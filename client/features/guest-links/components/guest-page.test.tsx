import type { GuestPage as GuestPageData } from '@shared/schemas/guest-links';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { GuestPage } from './guest-page';

// The guest link's page (issue #41): what it shows, its calls without the member's cookie, the
// copy kept per token for reading with no network, and the copy dropped when the link is gone.

const stored = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'guest-store',
  get: async (key: string) => stored.get(key),
  set: async (key: string, value: unknown) => void stored.set(key, value),
  del: async (key: string) => void stored.delete(key),
}));

const TOKEN = 'A'.repeat(43);
const OTHER = 'B'.repeat(43);

const page: GuestPageData = {
  language: 'en',
  label: 'Besteforeldre',
  validUntil: '2099-01-01T00:00:00.000Z',
  cabin: { name: 'Fjellhytta', address: 'Fjellveien 1', latitude: 60.5, longitude: 8.2 },
  stay: { startDate: '2027-07-05', endDate: '2027-07-10', bookerFirstName: 'Ola' },
  facts: {
    wifiName: 'Hyttenett',
    wifiPassword: 'fjell',
    doorCode: '4711',
    directions: '',
    emergency: '113',
    contacts: [{ name: 'Nabo Nils', role: 'Nabo', phone: '+47 900 00 000' }],
  },
  sections: [{ id: 's1', title: 'Vann', body: 'Stoppekranen er i kjelleren.' }],
  weather: null,
  checklists: [
    {
      id: 'c1',
      title: 'Ankomst',
      kind: 'arrival',
      items: [{ id: 'i1', text: 'Slå på vannet', done: false }],
    },
  ],
};

type Answer = { status: number; body: unknown } | 'offline';
let answers: Answer[] = [];
const calls: { url: string; init: RequestInit | undefined }[] = [];

beforeEach(() => {
  stored.clear();
  calls.length = 0;
  answers = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift() ?? { status: 200, body: page };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('the guest page', () => {
  it('shows the cabin, the door code, tap-to-call and the checklists, and calls without cookies', async () => {
    render(<GuestPage token={TOKEN} />);
    expect((await screen.findByTestId('guest-cabin-name')).textContent).toContain('Fjellhytta');
    expect(screen.getByTestId('guest-stay').textContent).toContain("You are Ola's guest");
    expect(screen.getByTestId('guest-door-code').textContent).toContain('4711');
    expect(screen.getByRole('link', { name: /\+47 900 00 000/ }).getAttribute('href')).toBe(
      'tel:+4790000000',
    );
    expect(screen.getByTestId('guest-directions').getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=60.5%2C8.2',
    );
    expect(calls[0]?.url).toBe(`/api/guest/${TOKEN}`);
    expect(calls[0]?.init?.credentials).toBe('omit');
    // Ticking sends the guest call, then reads the page again.
    await userEvent.click(screen.getByText('Slå på vannet'));
    expect(calls[1]?.url).toBe(`/api/guest/${TOKEN}/checklist-items/i1`);
    expect(calls[1]?.init).toMatchObject({ method: 'PUT', credentials: 'omit', body: '{"done":true}' });
  });

  it('keeps a copy under the hash of the token and shows it, for that token only, with no network', async () => {
    const { unmount } = render(<GuestPage token={TOKEN} />);
    await screen.findByTestId('guest-cabin-name');
    await vi.waitFor(() => expect(stored.size).toBe(1));
    const [key] = [...stored.keys()];
    expect(key).toMatch(/^hytta-guest-page:[0-9a-f]{64}$/);
    expect(key).not.toContain(TOKEN);
    unmount();

    answers = ['offline'];
    const offline = render(<GuestPage token={TOKEN} />);
    expect(await screen.findByTestId('guest-page-offline')).toBeTruthy();
    expect(screen.getByTestId('guest-door-code').textContent).toContain('4711');
    // Ticks wait for a network.
    expect((screen.getByRole('checkbox', { name: 'Slå på vannet' }) as HTMLInputElement).disabled).toBe(true);
    offline.unmount();

    answers = ['offline'];
    render(<GuestPage token={OTHER} />);
    expect(await screen.findByTestId('guest-page-failed')).toBeTruthy();
    expect(screen.queryByTestId('guest-cabin-name')).toBeNull();
  });

  it('says the link does not work and drops the copy when the link answers 404', async () => {
    const first = render(<GuestPage token={TOKEN} />);
    await screen.findByTestId('guest-cabin-name');
    await vi.waitFor(() => expect(stored.size).toBe(1));
    first.unmount();

    answers = [{ status: 404, body: { message: 'This link is not valid', code: 'guest_link_not_found' } }];
    const gone = render(<GuestPage token={TOKEN} />);
    expect((await screen.findByTestId('guest-page-gone')).textContent).toContain('This link does not work');
    await vi.waitFor(() => expect(stored.size).toBe(0));
    gone.unmount();

    answers = ['offline'];
    render(<GuestPage token={TOKEN} />);
    expect(await screen.findByTestId('guest-page-failed')).toBeTruthy();
  });
});
