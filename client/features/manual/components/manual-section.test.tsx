import type { User } from '@shared/schemas/auth';
import type { Cabin } from '@shared/schemas/cabins';
import type { Manual } from '@shared/schemas/manual';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cabinQueryKey } from '@/features/cabins';
import { callsTo, stubApi } from '@/test/fetch-stub';
import { kari as kariWithoutCabin } from '@/test/fixtures';
import {
  emptyManual,
  fjellhyttaFacts,
  fjellhyttaManual,
  manualRoutes,
  readers,
  sectionOf,
} from '@/test/manual-fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { ManualSection } from './manual-section';

// "Now" is 10 December 2026, 12:00 UTC.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderManual(role: Cabin['role'], manual: Manual = fjellhyttaManual, user: User = readers[role]) {
  const { calls } = stubApi(manualRoutes(role, { manual }));
  const view = renderSignedIn(<ManualSection />, { user, path: '/manual' });
  return { ...view, calls };
}

/** The path data of the QR code for `value`, as qrcode.react draws it. */
function qrPathsOf(value: string): string[] {
  const { container, unmount } = render(<QRCodeSVG value={value} size={144} marginSize={2} />);
  const paths = [...container.querySelectorAll('path')].map((path) => path.getAttribute('d') ?? '');
  unmount();
  return paths;
}

describe('House manual: key facts', () => {
  it('shows the wifi, address, directions, emergency numbers and contacts', async () => {
    renderManual('member');
    const facts = await screen.findByTestId('manual-facts');
    expect(within(facts).getByRole('heading', { name: 'Key facts' })).toBeDefined();
    expect(within(facts).getByTestId('manual-wifi-name').textContent).toBe('Fjellhytta;5G');
    expect(within(facts).getByTestId('manual-wifi-password').textContent).toBe('blåbær:123');
    expect(within(facts).getByTestId('manual-address').textContent).toContain('Fjellveien 1, 3550 Gol');
    expect(within(facts).getByTestId('manual-directions').textContent).toContain('Bom ved parkeringen.');
    expect(within(facts).getByTestId('manual-emergency').textContent).toContain('Legevakt Gol: 116 117');

    const contacts = within(facts).getByTestId('manual-contacts');
    const call = within(contacts).getByRole('link', { name: 'Call Nils Nabo: +47 912 34 567' });
    expect(call.getAttribute('href')).toBe('tel:+4791234567');
    expect(call.textContent).toBe('+47 912 34 567');
    expect(within(contacts).getByText('Brøyte-Bjørn')).toBeDefined();
    expect(within(contacts).getAllByRole('link')).toHaveLength(1);
  });

  it('hides the door code until Show code is tapped', async () => {
    renderManual('member');
    const door = await screen.findByTestId('manual-door-code');
    expect(within(door).queryByText('4711')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(door).getByRole('button', { name: 'Show code' }));
    expect(within(door).getByTestId('door-code').textContent).toBe('4711');
    await user.click(within(door).getByRole('button', { name: 'Hide code' }));
    expect(within(door).queryByText('4711')).toBeNull();
  });

  it('draws a QR code that joins the network, with the reserved characters escaped', async () => {
    renderManual('member');
    const qr = await screen.findByTestId('manual-wifi-qr');
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('role')).toBe('img');
    expect(qr.getAttribute('aria-label')).toBe('QR code to join the wifi network Fjellhytta;5G');
    const drawn = [...qr.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    expect(drawn).toEqual(qrPathsOf('WIFI:T:WPA;S:Fjellhytta\\;5G;P:blåbær\\:123;;'));
    expect(drawn).not.toEqual(qrPathsOf('WIFI:T:WPA;S:Fjellhytta;5G;P:blåbær:123;;'));
  });

  it('copies the wifi password from an icon button with a label', async () => {
    renderManual('member');
    const user = userEvent.setup();
    const copy = await screen.findByRole('button', { name: 'Copy the wifi password' });
    await user.click(copy);
    expect(await screen.findByText('Password copied')).toBeDefined();
    expect(await navigator.clipboard.readText()).toBe('blåbær:123');
  });

  it('leaves out empty facts', async () => {
    renderManual('member', {
      ...fjellhyttaManual,
      facts: { ...fjellhyttaFacts, wifiName: '', wifiPassword: '', doorCode: '', contacts: [] },
    });
    const facts = await screen.findByTestId('manual-facts');
    expect(within(facts).getByTestId('manual-address')).toBeDefined();
    for (const gone of ['manual-wifi', 'manual-wifi-qr', 'manual-door-code', 'manual-contacts']) {
      expect(within(facts).queryByTestId(gone)).toBeNull();
    }
  });

  it('shows a member no facts card at all when there are none, and the owner a way to add them', async () => {
    const member = renderManual('member', emptyManual);
    expect(await screen.findByTestId('manual-sections-empty')).toBeDefined();
    expect(screen.queryByTestId('manual-facts')).toBeNull();
    member.unmount();

    renderManual('owner', emptyManual);
    const facts = await screen.findByTestId('manual-facts');
    expect(await within(facts).findByRole('button', { name: 'Edit key facts' })).toBeDefined();
    expect(within(facts).getByTestId('manual-facts-empty').textContent).toContain('No key facts yet');
  });
});

describe('House manual: sections', () => {
  it('renders the sections in order, with bold, lists, links and who changed them', async () => {
    renderManual('member');
    const list = await screen.findByTestId('manual-sections');
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Arrival', 'Water', 'Departure']);

    const arrival = screen.getByTestId('manual-section-arrival');
    expect(within(arrival).getByText('key').tagName).toBe('STRONG');
    expect(within(arrival).getAllByRole('listitem')).toHaveLength(2);
    expect(within(arrival).getByTestId('manual-section-changed').textContent).toBe(
      'Changed by Kari Nordmann, 3 days ago',
    );
    expect(within(screen.getByTestId('manual-section-departure')).getByRole('list').tagName).toBe('OL');

    const water = screen.getByTestId('manual-section-water');
    expect(within(water).getByText('stopcock').tagName).toBe('EM');
    const external = within(water).getByRole('link', { name: /the pump manual/ });
    expect(external.getAttribute('href')).toBe('https://example.com/pump');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.textContent).toBe('the pump manual (opens in a new tab)');
    const phone = within(water).getByRole('link', { name: 'call us' });
    expect(phone.getAttribute('href')).toBe('tel:+4712345678');
    expect(phone.hasAttribute('target')).toBe(false);
    // The template's sections have no author.
    expect(within(water).getByTestId('manual-section-changed').textContent).toBe('Changed about 1 hour ago');
  });

  it('renders no script link, raw HTML or outside picture: their words stay as text', async () => {
    const hostile = sectionOf(
      'hostile',
      'Hostile',
      [
        '[click me](javascript:alert(1)) and [data](data:text/html,<b>x</b>)',
        '',
        '<script>window.pwned = true</script>',
        '',
        '<img src="x" onerror="window.pwned = true">',
        '',
        '![tracker](https://evil.example/pixel.png) ![photo](/api/manual/photos/1)',
      ].join('\n'),
    );
    renderManual('member', { ...fjellhyttaManual, sections: [hostile] });
    const section = await screen.findByTestId('manual-section-hostile');
    expect(within(section).queryAllByRole('link')).toEqual([]);
    expect(within(section).getByText('click me').closest('a')).toBeNull();
    expect(section.querySelector('script')).toBeNull();
    expect(section.textContent).toContain('<script>window.pwned = true</script>');
    expect(section.textContent).toContain('<img src="x" onerror="window.pwned = true">');
    const images = [...section.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/api/manual/photos/1']);
    expect(images[0]?.getAttribute('alt')).toBe('photo');
    expect(section.querySelector('[onerror]')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('gives the owner and admins the edit controls, and a member none', async () => {
    for (const role of ['owner', 'admin'] as const) {
      const view = renderManual(role);
      // The role comes with the cabin's details.
      expect(await screen.findByRole('button', { name: 'Edit Arrival' })).toBeDefined();
      const arrival = screen.getByTestId('manual-section-arrival');
      expect(within(arrival).getByRole('button', { name: 'Edit Arrival' })).toBeDefined();
      expect(within(arrival).getByRole('button', { name: 'Move Arrival' })).toBeDefined();
      expect(screen.getByRole('button', { name: 'New section' })).toBeDefined();
      expect(screen.getByRole('button', { name: 'Edit key facts' })).toBeDefined();
      view.unmount();
    }

    const { queryClient } = renderManual('member');
    // Once the member's role has arrived with the cabin's details, still no edit control.
    await waitFor(() => expect(queryClient.getQueryData(cabinQueryKey('c1'))).toBeDefined());
    const arrival = await screen.findByTestId('manual-section-arrival');
    expect(within(arrival).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'New section' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit key facts' })).toBeNull();
  });

  it('shows the sections in Norwegian', async () => {
    const { changeLanguage } = await import('@/lib/i18n');
    await changeLanguage('no');
    try {
      renderManual('member');
      const arrival = await screen.findByTestId('manual-section-arrival');
      expect(within(arrival).getByTestId('manual-section-changed').textContent).toBe(
        'Endret av Kari Nordmann, 3 dager siden',
      );
      expect(screen.getByRole('heading', { name: 'Viktig å vite' })).toBeDefined();
      expect(screen.getByRole('button', { name: 'Vis kode' })).toBeDefined();
    } finally {
      await changeLanguage('en');
    }
  });

  it('asks a user without a cabin to create or join one, and reads no manual', () => {
    const { calls } = renderManual('member', fjellhyttaManual, kariWithoutCabin);
    expect(screen.getByTestId('manual-no-cabin').textContent).toContain('Create or join a cabin');
    expect(callsTo(calls, 'GET /api/manual')).toEqual([]);
  });

  it('shows a load failure with Try again', async () => {
    stubApi({
      ...manualRoutes('member', { manual: emptyManual }),
      'GET /api/manual': new Response('', { status: 500 }),
    });
    renderSignedIn(<ManualSection />, { user: readers.member, path: '/manual' });
    expect(await screen.findByText('Could not load the house manual.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
