import type { User } from '@shared/schemas/auth';
import { NO_BOOKING_RULES } from '@shared/schemas/booking-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, kariInFjellhytta as kari, ola, per } from '@/test/cabin-fixtures';
import { callsTo, json, type StubRoutes, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { SettingsSection } from './settings-section';

// Settings, Booking rules (issue #40): the owner and admins set the rules around members' stays.

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const saved = { ...NO_BOOKING_RULES, minNights: 2, changeoverWeekdays: [6] };

function renderSettings(user: User, role: 'owner' | 'admin' | 'member', extra: StubRoutes = {}) {
  const api = stubApi({ ...cabinReads(role), 'GET /api/cabin/booking-rules': json(200, saved), ...extra });
  renderSignedIn(<SettingsSection />, { user, path: '/settings' });
  return api;
}

/** The card, once its rules are read; `title` is its heading in the language shown. */
async function card(title: string) {
  const found = await screen.findByTestId('booking-rules-card', {}, { timeout: 5000 });
  expect(within(found).getByText(title)).toBeDefined();
  await within(found).findByRole('button', { name: /Save rules|Lagre reglene/ }, { timeout: 5000 });
  return found;
}

describe('BookingRulesCard', () => {
  it('lets the owner change the rules and saves the whole set', async () => {
    const { calls } = renderSettings(kari, 'owner', {
      'PUT /api/cabin/booking-rules': (call) => json(200, call.body),
    });
    const found = await card('Booking rules');
    const user = userEvent.setup();
    expect(within(found).getByLabelText<HTMLInputElement>('Fewest nights').value).toBe('2');
    expect(within(found).getByLabelText<HTMLInputElement>('Saturday').checked).toBe(true);
    await user.type(within(found).getByLabelText('Most nights'), '7');
    await user.type(within(found).getByLabelText('Days ahead a stay may start'), '90');
    await user.click(within(found).getByLabelText('Friday'));
    await user.selectOptions(within(found).getByLabelText('Empty nights between stays'), '1');
    await user.click(within(found).getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/cabin/booking-rules')).toHaveLength(1));
    expect(callsTo(calls, 'PUT /api/cabin/booking-rules')[0]?.body).toEqual({
      maxDaysAhead: 90,
      minNights: 2,
      maxNights: 7,
      changeoverWeekdays: [5, 6],
      maxUpcomingStays: null,
      bufferNights: 1,
    });
    expect(await screen.findByText('Booking rules saved')).toBeDefined();
  });

  it('says in place, in Norwegian, when the fewest nights are more than the most', async () => {
    await changeLanguage('no');
    const { calls } = renderSettings(ola, 'admin');
    const found = await card('Bookingregler');
    const user = userEvent.setup();
    await user.type(within(found).getByLabelText('Flest netter'), '1');
    await user.click(within(found).getByRole('button', { name: 'Lagre reglene' }));
    expect(
      await within(found).findByText('Færrest netter kan ikke være flere enn flest netter.'),
    ).toBeDefined();
    await user.clear(within(found).getByLabelText('Flest netter'));
    await user.type(within(found).getByLabelText('Flest netter'), '-3');
    expect(await within(found).findByText('Et helt tall fra 1 til 365, eller tomt.')).toBeDefined();
    expect(callsTo(calls, 'PUT /api/cabin/booking-rules')).toEqual([]);
  });

  it('shows a failed save in place', async () => {
    renderSettings(kari, 'owner', {
      'PUT /api/cabin/booking-rules': json(403, {
        message: 'Only the owner or an admin can set the booking rules',
        code: 'owner_or_admin_only',
      }),
    });
    const found = await card('Booking rules');
    await userEvent.setup().click(within(found).getByRole('button', { name: 'Save rules' }));
    expect((await within(found).findByRole('alert')).textContent).toBe(
      'Only the owner or an admin can do this',
    );
  });

  it('is not there for a plain member', async () => {
    renderSettings(per, 'member');
    await screen.findByTestId('households-card', {}, { timeout: 5000 });
    expect(screen.queryByTestId('booking-rules-card')).toBeNull();
  });
});
