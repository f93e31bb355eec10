import type { Cabin } from '@shared/schemas/cabins';
import type { MeterReading, StayPower as StayPowerAnswer } from '@shared/schemas/power';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { fjellhytta, kariInFjellhytta, ola } from '@/test/cabin-fixtures';
import { callsTo, json, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { MeterReadingForm } from './meter-reading-dialog';
import { PowerPriceCard } from './power-price-card';
import { StayPower } from './stay-power';

// The power bill per stay in the browser (issue #41, decision 062): Settings' price card, a stay's
// power in each status (charging only for the owner and admins), and the reading form's decimal comma.

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const reading = (over: Partial<MeterReading> = {}): MeterReading => ({
  id: 'r1',
  value: 12345.6,
  readAt: '2027-07-01T15:00:00.000Z',
  bookingId: 'b1',
  user: { id: 'u2', name: 'Ola Hansen' },
  mayDelete: true,
  createdAt: '2027-07-01T15:00:00.000Z',
  ...over,
});

const power = (over: Partial<StayPowerAnswer> = {}): StayPowerAnswer => ({
  status: 'needs_readings',
  bookingId: 'b1',
  startReading: null,
  endReading: null,
  kWh: null,
  breakdown: null,
  charge: null,
  mayCharge: false,
  ...over,
});

const breakdown = {
  kWh: 143,
  averagePriceOre: 150,
  gridFeeOre: 40,
  vatPercent: 25,
  energyOre: 21450,
  gridOre: 5720,
  vatOre: 6793,
  totalOre: 41200,
  priceDays: [{ date: '2027-07-01', averageOre: 150 }],
};

function renderCard(role: Cabin['role'], extra: StubRoutes = {}, over: Partial<Cabin> = {}) {
  const api = stubApi({ 'GET /api/meter-readings': json(200, { readings: [reading()] }), ...extra });
  const cabin = { ...fjellhytta, role, suggestedPriceArea: 'NO1' as const, ...over };
  renderSignedIn(<PowerPriceCard cabin={cabin} />, { user: role === 'owner' ? kariInFjellhytta : ola });
  return api;
}

describe('PowerPriceCard', () => {
  it('lets the owner take the suggested area, set a grid fee and save', async () => {
    const { calls } = renderCard('owner', {
      'PATCH /api/cabin': (call) => json(200, { ...fjellhytta, ...(call.body as object) }),
    });
    const card = await screen.findByTestId('power-price-card');
    const user = userEvent.setup();
    expect(within(card).getByText('Suggested from the address: NO1')).toBeDefined();
    await user.click(within(card).getByRole('button', { name: 'Use NO1' }));
    await user.clear(within(card).getByLabelText('Grid fee (øre per kWh)'));
    await user.type(within(card).getByLabelText('Grid fee (øre per kWh)'), '45');
    await user.click(within(card).getByRole('button', { name: 'Save the power price' }));
    await waitFor(() => expect(callsTo(calls, 'PATCH /api/cabin')).toHaveLength(1));
    expect(callsTo(calls, 'PATCH /api/cabin')[0]?.body).toEqual({
      priceArea: 'NO1',
      gridFeeOre: 45,
      addVat: true,
      fixedPriceOre: null,
    });
    expect(await within(card).findByText('12,345.6 kWh', { exact: false })).toBeDefined();
  });

  it("shows the server's 400 in place and refuses a broken fee without a call", async () => {
    const { calls } = renderCard('admin', {
      'PATCH /api/cabin': json(400, { message: 'gridFeeOre must be at most 100000 øre per kWh' }),
    });
    const card = await screen.findByTestId('power-price-card');
    const user = userEvent.setup();
    await user.clear(within(card).getByLabelText('Grid fee (øre per kWh)'));
    await user.type(within(card).getByLabelText('Grid fee (øre per kWh)'), '4,5');
    await user.click(within(card).getByRole('button', { name: 'Save the power price' }));
    expect(await within(card).findByText('A whole number of øre, 0 or more.')).toBeDefined();
    expect(writes(calls)).toEqual([]);
    await user.clear(within(card).getByLabelText('Grid fee (øre per kWh)'));
    await user.type(within(card).getByLabelText('Grid fee (øre per kWh)'), '100001');
    await user.click(within(card).getByRole('button', { name: 'Save the power price' }));
    expect((await within(card).findByRole('alert')).textContent).toContain('gridFeeOre must be at most');
  });

  it('is read only for a member, in Norwegian', async () => {
    await changeLanguage('no');
    renderCard('member', {}, { priceArea: 'NO4', gridFeeOre: 30 });
    const card = await screen.findByTestId('power-price-card');
    expect(within(card).getByText('Strømpris')).toBeDefined();
    expect(within(card).getByLabelText<HTMLSelectElement>('Prisområde').disabled).toBe(true);
    expect(within(card).getByLabelText<HTMLSelectElement>('Prisområde').value).toBe('NO4');
    expect(within(card).queryByRole('button', { name: 'Lagre strømprisen' })).toBeNull();
    expect(within(card).queryByTestId('power-suggested')).toBeNull();
  });
});

function renderStay(answer: StayPowerAnswer, extra: StubRoutes = {}) {
  const api = stubApi({ 'GET /api/bookings/b1/power': json(200, answer), ...extra });
  renderSignedIn(<StayPower bookingId="b1" />);
  return api;
}

describe('StayPower', () => {
  it('shows the bill when ready, and lets the owner charge the booker', async () => {
    const charged = {
      ...power({ status: 'ready', kWh: 143, breakdown }),
      charge: { expenseId: 'e1', amountOre: 41200, chargedAt: '2027-07-09T10:00:00.000Z' },
    };
    let done = false;
    const { calls } = renderStay(power(), {
      // The stay reads as charged once the charge is made, as the server answers it.
      'GET /api/bookings/b1/power': () =>
        json(200, done ? charged : power({ status: 'ready', kWh: 143, breakdown, mayCharge: true })),
      'POST /api/bookings/b1/power/charge': () => {
        done = true;
        return json(201, charged);
      },
    });
    expect((await screen.findByTestId('stay-power-total')).textContent).toBe('Power: 143 kWh, 412 kr');
    expect(
      screen.getByText('143 kWh at an average 150 øre/kWh, grid fee 40 øre/kWh, VAT 25 %'),
    ).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Charge the booker' }));
    expect(await screen.findByText('Charged')).toBeDefined();
    expect(callsTo(calls, 'POST /api/bookings/b1/power/charge')).toHaveLength(1);
  });

  it('offers no charge to a member', async () => {
    renderStay(power({ status: 'ready', kWh: 143, breakdown, mayCharge: false }));
    expect(await screen.findByTestId('stay-power-total')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Charge the booker' })).toBeNull();
  });

  it('says a 409 already_charged as text', async () => {
    renderStay(power({ status: 'ready', kWh: 143, breakdown, mayCharge: true }), {
      'POST /api/bookings/b1/power/charge': json(409, {
        message: 'Already charged',
        code: 'already_charged',
      }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Charge the booker' }));
    expect((await screen.findByRole('alert')).textContent).toBe("This stay's power has already been charged");
  });

  it('says the price is not there yet, in Norwegian', async () => {
    await changeLanguage('no');
    renderStay(power({ status: 'price_pending', kWh: 143, startReading: reading(), endReading: reading() }));
    expect((await screen.findByTestId('stay-power-missing')).textContent).toBe(
      '143 kWh. Strømpris ikke tilgjengelig ennå.',
    );
    expect(screen.queryByRole('button', { name: 'Les av måleren' })).toBeNull();
  });

  it('points to the price area when none is chosen', async () => {
    renderStay(power({ status: 'needs_price_area', kWh: 143 }));
    expect((await screen.findByTestId('stay-power-missing')).textContent).toContain('Choose a price area');
  });

  it('shows the readings so far and opens the form for the stay while one is missing', async () => {
    const { calls } = renderStay(power({ startReading: reading() }), {
      'POST /api/meter-readings': (call) =>
        json(201, reading({ id: 'r2', value: 12488.6, ...(call.body as object) })),
    });
    expect(await screen.findByText('At arrival: 12,345.6 kWh. At departure: not read.')).toBeDefined();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Read the meter' }));
    const dialog = await screen.findByTestId('meter-reading-dialog');
    await user.type(within(dialog).getByLabelText('Meter reading (kWh)'), '12488.6');
    await user.click(within(dialog).getByRole('button', { name: 'Save the reading' }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/meter-readings')).toHaveLength(1));
    expect(callsTo(calls, 'POST /api/meter-readings')[0]?.body).toMatchObject({
      value: 12488.6,
      bookingId: 'b1',
    });
  });
});

describe('MeterReadingForm', () => {
  it('takes a Norwegian decimal comma, and shows a refusal in place in Norwegian', async () => {
    await changeLanguage('no');
    const { calls } = stubApi({
      'POST /api/meter-readings': json(400, {
        message: 'A meter reading cannot be lower than the one before it',
        code: 'meter_reading_out_of_order',
      }),
    });
    renderSignedIn(<MeterReadingForm bookingId="b1" onDone={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Målerstand (kWh)'), '12,34');
    await user.click(screen.getByRole('button', { name: 'Lagre avlesningen' }));
    expect(await screen.findByText('Skriv målerstanden i kWh, med høyst én desimal.')).toBeDefined();
    expect(writes(calls)).toEqual([]);
    await user.clear(screen.getByLabelText('Målerstand (kWh)'));
    await user.type(screen.getByLabelText('Målerstand (kWh)'), '12345,6');
    await user.click(screen.getByRole('button', { name: 'Lagre avlesningen' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Måleren går aldri bakover');
    const body = callsTo(calls, 'POST /api/meter-readings')[0]?.body as { value: number; readAt: string };
    expect(body.value).toBe(12345.6);
    expect(Number.isNaN(Date.parse(body.readAt))).toBe(false);
  });
});
