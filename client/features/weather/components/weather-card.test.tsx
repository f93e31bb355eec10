import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { callsTo, json } from '@/test/fetch-stub';
import { fixClockAt } from '@/test/fixed-clock';
import {
  GOL_ROUTE,
  golWeather,
  golWeatherNo,
  memberSummary,
  NOW,
  ownedSummary,
  renderCard,
  userCabins,
} from '@/test/weather-card-render';

/** A read that never answers, to see the loading state. */
const pending = () => new Promise<Response>(() => {});

/** Answers in the language the call asks for, as the server does through Accept-Language. */
const golAnswer = () => json(200, currentLanguage() === 'no' ? golWeatherNo : golWeather);

fixClockAt(NOW);

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('WeatherCard: loading', () => {
  it('says "Loading weather..." with a skeleton, in both languages', async () => {
    const first = renderCard({ ...userCabins(ownedSummary), [GOL_ROUTE]: pending });
    expect((await screen.findByRole('status')).textContent).toBe('Loading weather...');
    first.unmount();

    await changeLanguage('no');
    renderCard({ ...userCabins(ownedSummary), [GOL_ROUTE]: pending });
    expect((await screen.findByRole('status')).textContent).toBe('Laster været...');
  });

  it('is loading while the cabins are read, too', () => {
    renderCard({ 'GET /api/user/cabins': pending });
    expect(screen.getByRole('status').textContent).toBe('Loading weather...');
  });
});

describe('WeatherCard: the weather', () => {
  it('shows the address, now and the next 3 days, with the MET credit', async () => {
    const { calls } = renderCard({ ...userCabins(ownedSummary), [GOL_ROUTE]: golAnswer });
    expect((await screen.findByTestId('weather-temperature')).textContent).toBe('−2°');
    expect(screen.getByTestId('weather-location').textContent).toBe('Location: Fjellveien 1, 3550 Gol');
    expect(screen.getByTestId('weather-condition').textContent).toBe('Partly cloudy');
    expect(screen.getByTestId('weather-humidity').textContent).toBe('Humidity87%');
    expect(screen.getByTestId('weather-wind').textContent).toBe('Wind14 km/h');
    expect(screen.getByTestId('weather-visibility').textContent).toBe('Visibility9.5 km');

    const days = within(screen.getByRole('list', { name: 'Forecast' })).getAllByRole('listitem');
    expect(days.map((day) => within(day).getByTestId('forecast-day-label').textContent)).toEqual([
      'Today',
      'Tomorrow',
      'Saturday',
    ]);
    expect(days.map((day) => within(day).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Partly cloudy',
      'Snow',
      'Clear sky',
    ]);
    expect(within(days[0] as HTMLElement).getByText('High 3°, low −4°')).toBeDefined();
    expect(within(days[1] as HTMLElement).getByText('High −1°, low −7°')).toBeDefined();
    expect(within(days[2] as HTMLElement).getByText('High 0°, low −8°')).toBeDefined();

    const credit = screen.getByRole('link', { name: /Weather data from MET Norway/ });
    expect(credit.getAttribute('href')).toBe('https://api.met.no/');
    expect(credit.getAttribute('target')).toBe('_blank');
    expect(credit.getAttribute('rel')).toBe('noreferrer');
    expect(credit.textContent).toBe('Weather data from MET Norway(opens in a new tab)');
    expect(screen.getByTestId('weather-updated').textContent).toMatch(/^Updated \d\d:05$/);

    // One cabin: nothing to choose between.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(callsTo(calls, GOL_ROUTE)).toHaveLength(1);
  });

  it('speaks Norwegian in Norwegian and asks again when the language changes', async () => {
    await changeLanguage('no');
    const { calls, fetchMock } = renderCard({ ...userCabins(ownedSummary), [GOL_ROUTE]: golAnswer });
    expect((await screen.findByTestId('weather-condition')).textContent).toBe('Delvis skyet');
    expect(screen.getByTestId('weather-humidity').textContent).toBe('Luftfuktighet87 %');
    expect(screen.getByTestId('weather-wind').textContent).toBe('Vind14 km/t');
    expect(screen.getByTestId('weather-visibility').textContent).toBe('Sikt9,5 km');
    const days = within(screen.getByRole('list', { name: 'Varsel' })).getAllByRole('listitem');
    expect(days.map((day) => within(day).getByTestId('forecast-day-label').textContent)).toEqual([
      'I dag',
      'I morgen',
      'Lørdag',
    ]);
    expect(within(days[0] as HTMLElement).getByRole('img', { name: 'Delvis skyet' })).toBeDefined();
    expect(within(days[0] as HTMLElement).getByText('Høyest 3°, lavest −4°')).toBeDefined();
    const credit = screen.getByRole('link', { name: /Værdata fra Meteorologisk institutt/ });
    expect(credit.getAttribute('href')).toBe('https://api.met.no/');
    expect(screen.getByTestId('weather-updated').textContent).toMatch(/^Oppdatert \d\d:05$/);
    // The condition comes worded from the server, so the call says which language it wants.
    const weatherCall = fetchMock.mock.calls.find(([path]) => path === '/api/weather/c1');
    expect(weatherCall?.[1]?.headers).toMatchObject({ 'Accept-Language': 'no' });

    await changeLanguage('en');
    expect((await screen.findByText('Partly cloudy', { selector: 'p' })).dataset.testid).toBe(
      'weather-condition',
    );
    expect(callsTo(calls, GOL_ROUTE)).toHaveLength(2);
  });

  it('leaves out the visibility when the source has none', async () => {
    renderCard({
      ...userCabins(ownedSummary),
      [GOL_ROUTE]: json(200, { ...golWeather, current: { ...golWeather.current, visibility: null } }),
    });
    expect((await screen.findByTestId('weather-humidity')).textContent).toBe('Humidity87%');
    expect(screen.queryByTestId('weather-visibility')).toBeNull();
    expect(screen.queryByText('Visibility')).toBeNull();
  });
});

describe('WeatherCard: addresses', () => {
  it('says "No address" for a chosen cabin without one, and asks for no weather', async () => {
    const { calls } = renderCard(userCabins(ownedSummary, memberSummary), 'c2');
    expect(await screen.findByText('No address')).toBeDefined();
    expect(screen.getByText('Add address in cabin settings to view weather')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to settings' }).getAttribute('href')).toBe('/settings');
    expect(calls.filter((call) => call.path.startsWith('/api/weather'))).toEqual([]);
  });

  it('says "Ingen adresse" in Norwegian', async () => {
    await changeLanguage('no');
    renderCard(userCabins(ownedSummary, memberSummary), 'c2');
    expect(await screen.findByText('Ingen adresse')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Gå til innstillinger' }).getAttribute('href')).toBe('/settings');
  });

  it('asks for an address in the cabin settings when no cabin has one, in both languages', async () => {
    const first = renderCard(userCabins(memberSummary), 'c2');
    expect(await screen.findByText('Add address in cabin settings to view weather')).toBeDefined();
    expect(screen.queryByText('No address')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to settings' }).getAttribute('href')).toBe('/settings');
    expect(first.calls.filter((call) => call.path.startsWith('/api/weather'))).toEqual([]);
    first.unmount();

    await changeLanguage('no');
    renderCard(userCabins(memberSummary), 'c2');
    expect(await screen.findByText('Legg til adresse i hytteinnstillingene for å se været')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Gå til innstillinger' })).toBeDefined();
  });

  it('says "No address" when the server finds none after all', async () => {
    const { calls } = renderCard({
      ...userCabins(ownedSummary),
      [GOL_ROUTE]: json(409, { message: 'The cabin has no address', code: 'weather_no_address' }),
    });
    expect(await screen.findByText('No address')).toBeDefined();
    expect(callsTo(calls, GOL_ROUTE)).toHaveLength(1);
  });
});

describe('WeatherCard: nothing to show', () => {
  it('says "No weather information available" without cabins, in both languages', async () => {
    const first = renderCard(userCabins(), null);
    expect(await screen.findByText('No weather information available')).toBeDefined();
    expect(first.calls.filter((call) => call.path.startsWith('/api/weather'))).toEqual([]);
    first.unmount();

    await changeLanguage('no');
    renderCard(userCabins(), null);
    expect(await screen.findByText('Ingen værinformasjon tilgjengelig')).toBeDefined();
  });
});
