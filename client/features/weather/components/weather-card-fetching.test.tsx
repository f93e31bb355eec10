import { WEATHER_REFETCH_MS } from '@shared/constants';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userCabinsQueryKey } from '@/features/cabins';
import { changeLanguage } from '@/lib/i18n';
import { callsTo, json, type StubRoutes } from '@/test/fetch-stub';
import { fixClockAt } from '@/test/fixed-clock';
import {
  BEACH_ROUTE,
  beachSummary,
  beachWeather,
  GOL_ROUTE,
  golWeather,
  memberSummary,
  NOW,
  ownedSummary,
  renderCard,
  userCabins,
} from '@/test/weather-card-render';

// TanStack Query waits 1 s before its first retry (its default delay).
const FIRST_RETRY_DELAY_MS = 1_000;

fixClockAt(NOW);

/** Every timer faked, so the retry delay and the 10-minute refetch pass without waiting. */
function fakeAllTimers() {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
}

/**
 * Moves the fake clock on by `ms`, then lets the stubbed calls answer and React draw. That takes
 * a few turns of a millisecond each: a zero-delay timer set while the fake clock ticks (the
 * query's batched notification) is due 1 ms later.
 */
async function advance(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let turn = 0; turn < 5; turn += 1) await act(() => vi.advanceTimersByTimeAsync(1));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const failingWith = (answer: StubRoutes[string]): StubRoutes => ({
  ...userCabins(ownedSummary),
  [GOL_ROUTE]: answer,
});

describe('WeatherCard: a failed fetch (product section 7: one retry)', () => {
  it.each([
    ['a 502', () => json(502, { message: 'MET is down', code: 'weather_unavailable' })],
    ['a 503', () => json(503, { message: 'Busy', code: 'weather_unavailable' })],
    ['the network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'asks twice after %s, then says it could not, what to check, and offers Try again',
    async (_, answer) => {
      fakeAllTimers();
      const { calls } = renderCard(failingWith(answer));
      await advance();
      expect(callsTo(calls, GOL_ROUTE)).toHaveLength(1);
      expect(screen.getByRole('status').textContent).toBe('Loading weather...');

      await advance(FIRST_RETRY_DELAY_MS);
      expect(callsTo(calls, GOL_ROUTE)).toHaveLength(2);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Could not fetch weather data');
      expect(alert.textContent).toContain('Check that the address is correct');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();

      // No third try on its own before the next scheduled refetch.
      await advance(WEATHER_REFETCH_MS / 2);
      expect(callsTo(calls, GOL_ROUTE)).toHaveLength(2);
    },
  );

  it.each([
    ['a 422 (address not found)', json(422, { message: 'Not found', code: 'weather_address_not_found' })],
    ['a 404 (not a member)', json(404, { message: 'Cabin not found', code: 'cabin_not_found' })],
    ['a 200 without current conditions', json(200, { ...golWeather, current: null })],
  ])('asks only once after %s: asking again would get the same answer', async (_, answer) => {
    fakeAllTimers();
    const { calls } = renderCard(failingWith(answer));
    await advance();
    await advance(FIRST_RETRY_DELAY_MS * 10);
    expect(callsTo(calls, GOL_ROUTE)).toHaveLength(1);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not fetch weather data');
    expect(alert.textContent).toContain('Check that the address is correct');
  });

  it('says it in Norwegian, and Try again fetches the weather again', async () => {
    await changeLanguage('no');
    const user = userEvent.setup();
    let answer = json(422, { message: 'Fant ikke adressen', code: 'weather_address_not_found' });
    const { calls } = renderCard(failingWith(() => answer.clone()));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kunne ikke hente værdata');
    expect(alert.textContent).toContain('Sjekk at adressen er riktig');

    answer = json(200, golWeather);
    await user.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect((await screen.findByTestId('weather-temperature')).textContent).toBe('−2°');
    expect(callsTo(calls, GOL_ROUTE)).toHaveLength(2);
  });
});

describe('WeatherCard: refetching (product section 9)', () => {
  it('fetches the weather again every 10 minutes', async () => {
    fakeAllTimers();
    const { calls } = renderCard({ ...userCabins(ownedSummary), [GOL_ROUTE]: json(200, golWeather) });
    await advance();
    expect(screen.getByTestId('weather-temperature').textContent).toBe('−2°');
    expect(callsTo(calls, GOL_ROUTE)).toHaveLength(1);

    await advance(WEATHER_REFETCH_MS - 1_000);
    expect(callsTo(calls, GOL_ROUTE)).toHaveLength(1);
    await advance(1_000);
    expect(callsTo(calls, GOL_ROUTE)).toHaveLength(2);
    await advance(WEATHER_REFETCH_MS);
    expect(callsTo(calls, GOL_ROUTE)).toHaveLength(3);
  });
});

describe('WeatherCard: a changed address', () => {
  it('fetches the weather for the new address at once instead of showing the old place', async () => {
    let cabins = [ownedSummary];
    const { calls, queryClient } = renderCard({
      'GET /api/user/cabins': () => json(200, { cabins }),
      [GOL_ROUTE]: () =>
        json(
          200,
          calls.filter((call) => call.path === '/api/weather/c1').length > 1 ? beachWeather : golWeather,
        ),
    });
    expect((await screen.findByTestId('weather-location')).textContent).toContain('Fjellveien 1, 3550 Gol');

    // The owner saves another address; saving refreshes the cabin list (useUpdateCabin).
    cabins = [{ ...ownedSummary, address: 'Strandveien 5, 4885 Grimstad' }];
    await act(() => queryClient.invalidateQueries({ queryKey: userCabinsQueryKey }));
    expect((await screen.findByText('Strandveien 5, 4885 Grimstad')).closest('p')?.dataset.testid).toBe(
      'weather-location',
    );
    expect(callsTo(calls, GOL_ROUTE)).toHaveLength(2);
  });
});

describe('WeatherCard: the cabin selector', () => {
  it('is there only with more than one cabin, starts on the current cabin and switches the weather', async () => {
    const user = userEvent.setup();
    const { calls } = renderCard(
      {
        ...userCabins(ownedSummary, memberSummary, beachSummary),
        [GOL_ROUTE]: json(200, golWeather),
        [BEACH_ROUTE]: json(200, beachWeather),
      },
      'c1',
    );
    const select = await screen.findByRole('combobox', { name: 'Cabin' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Fjellhytta', 'Sjøhytta', 'Strandhytta']);
    expect(select).toHaveProperty('value', 'c1');
    expect((await screen.findByTestId('weather-location')).textContent).toContain('Fjellveien 1, 3550 Gol');

    await user.selectOptions(select, 'c3');
    expect((await screen.findByText('Strandveien 5, 4885 Grimstad')).closest('p')?.dataset.testid).toBe(
      'weather-location',
    );
    expect(screen.getByTestId('weather-temperature').textContent).toBe('5°');
    expect(callsTo(calls, BEACH_ROUTE)).toHaveLength(1);

    // A cabin without an address: no call, and the selector stays to choose another.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cabin' }), 'c2');
    expect(await screen.findByText('No address')).toBeDefined();
    expect(calls.filter((call) => call.path === '/api/weather/c2')).toEqual([]);

    // Back to Fjellhytta: its weather is already at hand.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cabin' }), 'c1');
    expect((await screen.findByTestId('weather-location')).textContent).toContain('Fjellveien 1, 3550 Gol');
    expect(callsTo(calls, GOL_ROUTE)).toHaveLength(1);
  });

  it('is labelled "Hytte" in Norwegian', async () => {
    await changeLanguage('no');
    renderCard({ ...userCabins(ownedSummary, beachSummary), [GOL_ROUTE]: json(200, golWeather) });
    expect(await screen.findByRole('combobox', { name: 'Hytte' })).toBeDefined();
  });
});
