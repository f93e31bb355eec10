import type { User } from '@shared/schemas/auth';
import type { Balances } from '@shared/schemas/costs';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { kariInFjellhytta as kari, ola, per } from '@/test/cabin-fixtures';
import {
  balances,
  costReads,
  firewood,
  olaToKariConfirmed,
  perToOlaWaiting,
  settings,
} from '@/test/cost-fixtures';
import { callsTo, json, type StubCall, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { fixClockAt } from '@/test/fixed-clock';
import { renderSignedIn } from '@/test/render-signed-in';
import { CostsSection } from './costs-section';

// The chart draws on a canvas, which jsdom lacks; its numbers are in the hidden table.
vi.mock('../lib/draw-costs-chart', () => ({ drawCostsChart: vi.fn(() => () => undefined) }));

fixClockAt(new Date('2026-12-10T12:00:00Z'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

function renderCosts(user: User, extra: StubRoutes = {}) {
  const api = stubApi({ ...costReads(user), ...extra });
  return { ...renderSignedIn(<CostsSection />, { user, path: '/costs' }), ...api };
}

const settled: Balances = {
  balances: balances.balances.map((row) => ({ ...row, paidOre: row.shareOre, netOre: 0 })),
  settlements: [],
  payments: [],
};

describe('Costs: the list, chart and export', () => {
  it('lists the year’s expenses with category, payer, split and receipt, and links the CSV', async () => {
    renderCosts(per);
    const rows = await screen.findAllByTestId('expense-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Firewood for the winter');
    expect(rows[0]?.textContent).toContain('NOK 1,234.50');
    expect(rows[0]?.textContent).toContain('2 Nov 2026 · Firewood · paid by Ola Hansen · Equally');
    const receipt = within(rows[0] as HTMLElement).getByRole('link', {
      name: 'Receipt for Firewood for the winter (opens in a new tab)',
    });
    expect(receipt.getAttribute('href')).toBe('/api/expenses/e1/receipt');
    expect(rows[1]?.textContent).toContain('By ownership shares');
    expect(screen.getByTestId('export-csv').getAttribute('href')).toBe('/api/expenses/export.csv?year=2026');
    // The chart's numbers, for screen readers.
    const table = await screen.findByRole('table', { name: 'Costs by category and month in 2026' });
    const november = within(table).getByRole('row', { name: /Nov/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['NOK 0.00', 'NOK 1,234.50', 'NOK 0.00', 'NOK 0.00', 'NOK 0.00', 'NOK 0.00']);
  });

  it('shows the balances only under a list that has its expenses, so they are not pushed down a screen later', async () => {
    let answerExpenses: (response: Response) => void = () => undefined;
    const { calls } = renderCosts(per, {
      'GET /api/expenses?year=2026': () =>
        new Promise<Response>((resolve) => {
          answerExpenses = resolve;
        }),
      'GET /api/expenses?year=2025': () => new Promise<Response>(() => undefined),
    });
    expect(await screen.findByText('Loading…')).toBeDefined();
    // The balances are asked for at once, and their card still waits for the list above it.
    await waitFor(() => expect(callsTo(calls, 'GET /api/expenses/balances')).toHaveLength(1));
    expect(screen.queryByTestId('balances-card')).toBeNull();
    act(() => answerExpenses(json(200, { expenses: [firewood] })));
    expect(await screen.findAllByTestId('expense-row')).toHaveLength(1);
    expect(await screen.findByTestId('balances-card')).toBeDefined();
    // Another year still loading does not take them away again.
    await userEvent.setup().selectOptions(screen.getByLabelText('Year'), '2025');
    expect(screen.getByTestId('balances-card')).toBeDefined();
  });

  it('shows another year when it is picked', async () => {
    renderCosts(per);
    const user = userEvent.setup();
    await screen.findAllByTestId('expense-row');
    await user.selectOptions(screen.getByLabelText('Year'), '2025');
    expect(await screen.findByText('No expenses in 2025 yet.')).toBeDefined();
    expect(screen.getByTestId('export-csv').getAttribute('href')).toBe('/api/expenses/export.csv?year=2025');
  });
});

describe('Costs: balances and settling up', () => {
  it('shows each member’s paid, share and net by household, and the transfers that settle up', async () => {
    renderCosts(per);
    const card = await screen.findByTestId('balances-card');
    const bergs = await within(card).findByRole('region', { name: 'Bergs' });
    const [kariRow, perRow] = within(bergs).getAllByTestId('balance-row');
    expect(kariRow?.textContent).toContain('Kari Nordmann');
    expect(kariRow?.textContent).toContain('Paid NOK 0.00 · share NOK 617.25');
    expect(within(kariRow as HTMLElement).getByText('Owes NOK 617.25').className).toContain('text-red-700');
    expect(within(perRow as HTMLElement).getByText('Is owed NOK 400.00').className).toContain(
      'text-green-800',
    );
    const ola = within(card).getByRole('region', { name: 'Ola Hansen' });
    expect(within(ola).getByText('Is owed NOK 217.25')).toBeDefined();
    const settle = within(card).getByTestId('settle-up');
    expect(within(settle).getByText('Kari Nordmann pays Per Berg NOK 400.00')).toBeDefined();
    expect(within(settle).getByText('Kari Nordmann pays Ola Hansen NOK 217.25')).toBeDefined();
    // Only the one who pays records the payment.
    expect(within(settle).queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it('records a suggested payment after confirming, and the balances come back settled', async () => {
    // The balances as they were until the payment is recorded, then settled.
    let paid = false;
    const api = renderCosts(kari, {
      'POST /api/expenses/payments': ({ body }: StubCall) => {
        paid = true;
        return json(201, {
          ...(body as object),
          id: 'p1',
          fromUserId: kari.id,
          createdAt: '',
          confirmedAt: null,
          confirmedById: null,
        });
      },
      'GET /api/expenses/balances': () => json(200, paid ? settled : balances),
    });
    const user = userEvent.setup();
    const settle = await screen.findByTestId('settle-up');
    const [toPer] = await within(settle).findAllByRole('button', { name: 'Record payment' });
    await user.click(toPer as HTMLElement);
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain(
      'You have paid Per Berg NOK 400.00. It counts in the balances once Per Berg confirms it.',
    );
    expect(writes(api.calls)).toEqual([]);
    await user.click(within(confirm).getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(writes(api.calls)).toEqual([
      {
        method: 'POST',
        path: '/api/expenses/payments',
        body: { toUserId: per.id, amountOre: 40_000, date: '2026-12-10' },
      },
    ]);
    expect(await screen.findByText('Everyone is settled up.')).toBeDefined();
    expect(screen.getByText('Payment recorded. It counts once the recipient confirms it')).toBeDefined();
  });

  it('records a free payment typed in Norwegian, with the message in Norwegian when it is not an amount', async () => {
    await act(() => changeLanguage('no'));
    const { calls } = renderCosts(per, {
      'POST /api/expenses/payments': ({ body }: StubCall) =>
        json(201, { ...(body as object), id: 'p1', fromUserId: per.id, createdAt: '' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Registrer en betaling' }));
    const dialog = await screen.findByTestId('payment-dialog');
    await user.selectOptions(within(dialog).getByLabelText('Betalt til'), 'Ola Hansen');
    await user.type(within(dialog).getByLabelText('Beløp (kr)'), '12,345');
    await user.click(within(dialog).getByTestId('payment-submit'));
    expect(await within(dialog).findByText('Skriv et beløp, for eksempel 1 234,50')).toBeDefined();
    await user.clear(within(dialog).getByLabelText('Beløp (kr)'));
    await user.type(within(dialog).getByLabelText('Beløp (kr)'), '217,25');
    await user.click(within(dialog).getByTestId('payment-submit'));
    await waitFor(() => expect(screen.queryByTestId('payment-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/expenses/payments',
        body: { toUserId: ola.id, amountOre: 21_725, date: '2026-12-10' },
      },
    ]);
  });
});

describe('Costs: payments wait for their recipient (issue #36, item 5)', () => {
  const withPayments = { ...balances, payments: [perToOlaWaiting, olaToKariConfirmed] };

  it('shows a waiting payment as waiting for its recipient, says it does not count yet, and lets the recipient confirm it', async () => {
    let confirmed = false;
    const api = renderCosts(ola, {
      'GET /api/expenses/balances': () =>
        json(200, {
          ...withPayments,
          payments: [
            confirmed
              ? { ...perToOlaWaiting, confirmedAt: '2026-12-10T12:00:00.000Z', confirmedById: ola.id }
              : perToOlaWaiting,
            olaToKariConfirmed,
          ],
        }),
      'POST /api/expenses/payments/p-waiting/confirm': () => {
        confirmed = true;
        return json(200, {
          ...perToOlaWaiting,
          confirmedAt: '2026-12-10T12:00:00.000Z',
          confirmedById: ola.id,
        });
      },
    });
    const user = userEvent.setup();
    const list = await screen.findByTestId('payments');
    const [waiting, done] = within(list).getAllByTestId('payment-row');
    expect(waiting?.textContent).toContain('Per Berg paid Ola Hansen NOK 50.00');
    expect(waiting?.textContent).toContain('1 Dec 2026');
    expect(waiting?.textContent).toContain('Waiting for Ola Hansen to confirm');
    expect(done?.textContent).toContain('Ola Hansen paid Kari Nordmann NOK 100.00');
    expect(done?.textContent).toContain('Confirmed');
    expect(within(list).getByTestId('payments-note').textContent).toBe(
      '1 payment waits for confirmation. It does not count in the balances or in settle up until the one who received it confirms it.',
    );
    // Ola received the waiting one: he confirms it; he paid the other, so he may delete it but there is nothing to confirm.
    expect(within(done as HTMLElement).queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(
      within(done as HTMLElement).getByRole('button', {
        name: 'Delete the payment of NOK 100.00 from Ola Hansen to Kari Nordmann',
      }),
    ).toBeDefined();
    await user.click(
      within(waiting as HTMLElement).getByRole('button', {
        name: 'Confirm that Per Berg paid you NOK 50.00',
      }),
    );
    expect(await screen.findByText('Payment confirmed')).toBeDefined();
    expect(writes(api.calls)).toEqual([
      { method: 'POST', path: '/api/expenses/payments/p-waiting/confirm', body: undefined },
    ]);
    await waitFor(() =>
      expect(within(screen.getByTestId('payments-note')).queryByText(/waits for confirmation/)).toBeNull(),
    );
    expect(screen.getByTestId('payments-note').textContent).toBe(
      'A payment counts in the balances once the one who received it confirms it.',
    );
  });

  it('offers a plain member only what they may do: deleting their own payment, asked first, and nothing on others’', async () => {
    await act(() => changeLanguage('no'));
    const api = renderCosts(per, {
      'GET /api/expenses/balances': () => json(200, withPayments),
      'DELETE /api/expenses/payments/p-waiting': () => json(200, { message: 'Payment deleted' }),
    });
    const user = userEvent.setup();
    const list = await screen.findByTestId('payments');
    const [mine, others] = within(list).getAllByTestId('payment-row');
    expect(mine?.textContent).toContain('Venter på at Ola Hansen bekrefter');
    // Per paid it: he cannot confirm it himself, but may delete it.
    expect(within(mine as HTMLElement).queryByRole('button', { name: /Bekreft/ })).toBeNull();
    // Between Ola and Kari: none of Per's business.
    expect(within(others as HTMLElement).queryAllByRole('button')).toEqual([]);
    await user.click(
      within(mine as HTMLElement).getByRole('button', {
        name: 'Slett betalingen på 50,00 kr fra Per Berg til Ola Hansen',
      }),
    );
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Per Berg betalte Ola Hansen 50,00 kr.');
    expect(writes(api.calls)).toEqual([]);
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('Betalingen er slettet')).toBeDefined();
    expect(writes(api.calls)).toEqual([
      { method: 'DELETE', path: '/api/expenses/payments/p-waiting', body: undefined },
    ]);
  });

  it('lets the owner confirm and delete any payment', async () => {
    renderCosts(kari, { 'GET /api/expenses/balances': () => json(200, withPayments) });
    const list = await screen.findByTestId('payments');
    const [waiting, done] = within(list).getAllByTestId('payment-row');
    expect(
      within(waiting as HTMLElement).getByRole('button', {
        name: 'Confirm that Per Berg paid Ola Hansen NOK 50.00',
      }),
    ).toBeDefined();
    expect(within(waiting as HTMLElement).getByRole('button', { name: /^Delete/ })).toBeDefined();
    expect(within(done as HTMLElement).getByRole('button', { name: /^Delete/ })).toBeDefined();
  });

  it('refuses a payment above NOK 1 million in the form, before anything is sent', async () => {
    const { calls } = renderCosts(per);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByTestId('payment-dialog');
    await user.type(within(dialog).getByLabelText('Amount (NOK)'), '1000000.01');
    await user.click(within(dialog).getByTestId('payment-submit'));
    expect(await within(dialog).findByText('The amount is too large')).toBeDefined();
    expect(writes(calls)).toEqual([]);
  });
});

describe('Costs: the night-fee settings', () => {
  it('is hidden from plain members', async () => {
    renderCosts(per);
    await screen.findByTestId('balances-card');
    await screen.findAllByTestId('expense-row');
    expect(screen.queryByTestId('cost-settings-card')).toBeNull();
  });

  it('lets the owner set the fees and a child’s share of a night', async () => {
    const { calls } = renderCosts(kari, {
      'PUT /api/expenses/settings': ({ body }: StubCall) => json(200, body),
    });
    const user = userEvent.setup();
    const card = await screen.findByTestId('cost-settings-card');
    const adult = await within(card).findByLabelText('Per adult per night (NOK)');
    expect((adult as HTMLInputElement).value).toBe('50.00');
    await user.clear(adult);
    await user.type(adult, '75.50');
    const percent = within(card).getByLabelText("A child's night counts (%)");
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(within(card).getByTestId('cost-settings-submit'));
    expect(await within(card).findByText('Write a whole number from 0 to 100')).toBeDefined();
    await user.clear(percent);
    await user.type(percent, '40');
    await user.click(within(card).getByTestId('cost-settings-submit'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'PUT',
      path: '/api/expenses/settings',
      body: {
        feePerAdultNightOre: 7_550,
        feePerChildNightOre: settings.feePerChildNightOre,
        childNightPercent: 40,
      },
    });
    expect(await screen.findByText('Settings saved')).toBeDefined();
  });
});
