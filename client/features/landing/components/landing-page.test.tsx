import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { LandingPage } from './landing-page';

afterEach(async () => {
  await changeLanguage('en');
});

function hrefsOf(name: RegExp): string[] {
  return screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href') ?? '');
}

describe('LandingPage', () => {
  it('has the landmarks, one h1 and the four feature cards', () => {
    renderWithApp(<LandingPage />);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toBe('Share the cabin – without the hassle or double bookings');
    const featureTitles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(featureTitles).toEqual([
      'Visit log',
      'Shopping list',
      'Maintenance log',
      'Booking calendar',
      'Create a cabin',
      'Join a cabin',
    ]);
  });

  it('sends get-started and cabin actions to sign-up and sign-in buttons to sign-in', () => {
    renderWithApp(<LandingPage />);
    expect(hrefsOf(/^Get started/)).toEqual(['/auth?tab=register', '/auth?tab=register']);
    expect(hrefsOf(/^(Create cabin|Join cabin)$/)).toEqual(['/auth?tab=register', '/auth?tab=register']);
    const signIn = hrefsOf(/^Sign in$/);
    expect(signIn.length).toBeGreaterThanOrEqual(2);
    expect(new Set(signIn)).toEqual(new Set(['/auth?tab=login']));
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?tab=login',
    );
  });

  it('navigates to the sign-up page from the hero', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<LandingPage />);
    await user.click(screen.getByRole('link', { name: 'Get started' }));
    expect(location.history?.at(-1)).toBe('/auth?tab=register');
  });

  it('shows the year in the footer', () => {
    renderWithApp(<LandingPage />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Hytta`);
  });

  it('renders in Norwegian when Norwegian is the language', async () => {
    await changeLanguage('no');
    renderWithApp(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Del hytta – uten styr og dobbeltbookinger',
    );
    expect(screen.getByRole('heading', { name: 'Vedlikeholdslogg' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bli med i en hytte' })).toBeTruthy();
    expect(hrefsOf(/^Kom i gang/)).toEqual(['/auth?tab=register', '/auth?tab=register']);
    expect(new Set(hrefsOf(/^Logg inn$/))).toEqual(new Set(['/auth?tab=login']));
  });

  it('switches language with the selector and stores the choice', async () => {
    const user = userEvent.setup();
    renderWithApp(<LandingPage />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('heading', { name: 'Everything you need at the cabin' })).toBeTruthy();

    await user.selectOptions(select, 'Norsk');

    expect(await screen.findByRole('heading', { name: 'Alt dere trenger på hytta' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Everything you need at the cabin' })).toBeNull();
    expect(window.localStorage.getItem('language')).toBe('no');
    expect(document.documentElement.lang).toBe('no');
    expect(screen.getByRole('combobox', { name: 'Språk' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Språk' }), 'English');
    expect(await screen.findByRole('heading', { name: 'Everything you need at the cabin' })).toBeTruthy();
    expect(window.localStorage.getItem('language')).toBe('en');
  });
});

describe('landing import graph', () => {
  // The landing page is the first paint for signed-out visitors: it must not pull in the
  // identity provider's client or the auth page (those are loaded when /auth opens).
  const sources = import.meta.glob(
    ['../**/*.{ts,tsx}', '!../**/*.test.tsx', '../../../components/language-select.tsx'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  );

  it('reads the landing sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(5);
  });

  it.each(Object.keys(sources))('%s imports neither better-auth nor the auth feature', (file) => {
    const source = String(sources[file]);
    expect(source).not.toMatch(
      /from ['"](better-auth[^'"]*|@\/features\/auth[^'"]*|@\/lib\/auth-client)['"]/,
    );
  });

  // Its texts come from the first-paint translator: i18next loads with the rest of the app.
  it.each(Object.keys(sources))('%s does not import i18next', (file) => {
    expect(String(sources[file])).not.toMatch(/from ['"](i18next|react-i18next|@\/lib\/i18n)['"]/);
  });
});
