import type { CalendarSubscription } from '@shared/schemas/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, kariInFjellhytta } from '@/test/cabin-fixtures';
import { callsTo, json, type StubRoutes } from '@/test/fetch-stub';
import { renderWithApi } from '@/test/render-signed-in';
import { CalendarSection } from './calendar-section';

// The subscribe dialog of the calendar (product sections 2 and 8): the personal feed's links, copy,
// a new link after asking, and the spec's failure text in both languages.

const SUBSCRIPTION_PATH = '/api/calendar/c1/subscription';
const feed = (token: string): CalendarSubscription => {
  const url = `https://hytta.example/api/calendar/c1/feed?token=${token}&lang=en`;
  const webcalUrl = url.replace('https:', 'webcal:');
  return {
    url,
    webcalUrl,
    googleUrl: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}`,
    outlookUrl: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=Fjellhytta`,
  };
};

function renderCalendar(routes: StubRoutes) {
  return renderWithApi(
    <CalendarSection />,
    { ...cabinReads('member'), 'GET /api/bookings': json(200, []), ...routes },
    { user: { ...kariInFjellhytta, isOwner: false }, path: '/calendar' },
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Subscribe to calendar' }));
  return { user, dialog: await screen.findByTestId('subscribe-dialog') };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('subscribing to the calendar', () => {
  it('asks for the link only when the dialog opens, then offers webcal, Google, Outlook and the link', async () => {
    await changeLanguage('en');
    const { calls } = renderCalendar({ [`GET ${SUBSCRIPTION_PATH}`]: json(200, feed('tok1')) });
    expect(callsTo(calls, `GET ${SUBSCRIPTION_PATH}`)).toHaveLength(0);

    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('heading').textContent).toBe('Subscribe to the calendar');
    await waitFor(() => expect(within(dialog).getByText(/See the bookings at Fjellhytta/)).toBeDefined());
    const webcal = await within(dialog).findByRole('link', { name: 'Open in calendar app' });
    expect(webcal.getAttribute('href')).toBe(feed('tok1').webcalUrl);
    const google = within(dialog).getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' });
    expect(google.getAttribute('href')).toBe(feed('tok1').googleUrl);
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toBe('noopener noreferrer');
    const outlook = within(dialog).getByRole('link', { name: 'Add to Outlook (opens in a new tab)' });
    expect(outlook.getAttribute('href')).toBe(feed('tok1').outlookUrl);
    expect((within(dialog).getByLabelText('Calendar link') as HTMLInputElement).value).toBe(feed('tok1').url);
    expect(callsTo(calls, `GET ${SUBSCRIPTION_PATH}`)).toHaveLength(1);
  });

  it('copies the link and says so', async () => {
    await changeLanguage('en');
    renderCalendar({ [`GET ${SUBSCRIPTION_PATH}`]: json(200, feed('tok1')) });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeDefined();
    expect(await navigator.clipboard.readText()).toBe(feed('tok1').url);
  });

  it('makes a new link only after asking, and shows it', async () => {
    await changeLanguage('en');
    const { calls } = renderCalendar({
      [`GET ${SUBSCRIPTION_PATH}`]: json(200, feed('old')),
      [`POST ${SUBSCRIPTION_PATH}/regenerate`]: json(200, feed('new')),
    });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Make a new link' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/The old link stops working at once/)).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, `POST ${SUBSCRIPTION_PATH}/regenerate`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make new link' }),
    );
    expect(await screen.findByText('New calendar link made')).toBeDefined();
    expect(callsTo(calls, `POST ${SUBSCRIPTION_PATH}/regenerate`)).toHaveLength(1);
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Calendar link') as HTMLInputElement).value).toBe(
        feed('new').url,
      ),
    );
    expect(within(dialog).getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      feed('new').webcalUrl,
    );
  });

  it('says "Failed to set up calendar subscription. Please try again." and tries again on request', async () => {
    await changeLanguage('en');
    let answer = json(500, { message: 'Internal error' });
    const { calls } = renderCalendar({ [`GET ${SUBSCRIPTION_PATH}`]: () => answer.clone() });
    const { user, dialog } = await openDialog();
    const failure = await within(dialog).findByTestId('subscribe-failed');
    expect(failure.textContent).toContain('Failed to set up calendar subscription. Please try again.');
    // The toast says it too.
    await waitFor(() =>
      expect(screen.getAllByText('Failed to set up calendar subscription. Please try again.')).toHaveLength(
        2,
      ),
    );
    expect(callsTo(calls, `GET ${SUBSCRIPTION_PATH}`)).toHaveLength(1);

    answer = json(200, feed('tok1'));
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('link', { name: 'Open in calendar app' })).toBeDefined();
  });

  it('speaks Norwegian, the failure text included', async () => {
    await changeLanguage('no');
    renderCalendar({
      [`GET ${SUBSCRIPTION_PATH}`]: json(200, feed('tok1')),
      [`POST ${SUBSCRIPTION_PATH}/regenerate`]: json(503, { message: 'Unavailable' }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abonner på kalender' }));
    const dialog = await screen.findByTestId('subscribe-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Abonner på kalenderen');
    expect(await within(dialog).findByRole('link', { name: 'Åpne i kalenderappen' })).toBeDefined();
    expect(
      within(dialog).getByRole('link', { name: 'Legg til i Google Kalender (åpnes i en ny fane)' }),
    ).toBeDefined();
    expect(
      within(dialog).getByRole('link', { name: 'Legg til i Outlook (åpnes i en ny fane)' }),
    ).toBeDefined();
    expect(within(dialog).getByLabelText('Kalenderlenke')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Lag ny lenke' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Lag ny lenke' }),
    );
    expect(
      await screen.findByText('Kunne ikke sette opp kalenderabonnement. Vennligst prøv igjen.'),
    ).toBeDefined();
    // The link shown is still the one that works.
    expect((within(dialog).getByLabelText('Kalenderlenke') as HTMLInputElement).value).toBe(feed('tok1').url);
  });
});
