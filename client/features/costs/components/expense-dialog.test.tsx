import type { User } from '@shared/schemas/auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { kariInFjellhytta as kari, ola, per } from '@/test/cabin-fixtures';
import { costReads, firewood } from '@/test/cost-fixtures';
import { json, type StubCall, type StubRoutes, stubApi, writes } from '@/test/fetch-stub';
import { fixClockAt } from '@/test/fixed-clock';
import { renderSignedIn } from '@/test/render-signed-in';
import { CostsSection } from './costs-section';

// The chart draws on a canvas, which jsdom lacks; its numbers are in the hidden table.
vi.mock('../lib/draw-costs-chart', () => ({ drawCostsChart: vi.fn(() => () => undefined) }));

// "Today" at the cabin is 10 December 2026.
fixClockAt(new Date('2026-12-10T12:00:00Z'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

function renderCosts(user: User, extra: StubRoutes = {}) {
  const api = stubApi({ ...costReads(user), ...extra });
  return { ...renderSignedIn(<CostsSection />, { user, path: '/costs' }), ...api };
}

const created = ({ body }: StubCall) => json(201, { ...firewood, ...(body as object), id: 'new' });

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('new-expense-button'));
  return { user, dialog: await screen.findByTestId('expense-dialog') };
}

describe('Costs: the expense dialog', () => {
  it('reads the amount as written in English and posts whole øre, split equally', async () => {
    const { calls } = renderCosts(per, { 'POST /api/expenses': created });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Description'), 'New axe');
    await user.type(within(dialog).getByLabelText('Amount (NOK)'), '1,234.50');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Maintenance');
    // A plain member records only what they paid themselves.
    expect((within(dialog).getByLabelText('Paid by') as HTMLSelectElement).disabled).toBe(true);
    await user.click(within(dialog).getByTestId('expense-submit'));
    await waitFor(() => expect(screen.queryByTestId('expense-dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/expenses',
        body: {
          description: 'New axe',
          amountOre: 123_450,
          date: '2026-12-10',
          paidById: per.id,
          category: 'maintenance',
          split: { kind: 'equal' },
        },
      },
    ]);
    expect(await screen.findByText('Expense added')).toBeDefined();
  });

  it('reads "1 234,50" in Norwegian and says so in Norwegian when it is not an amount', async () => {
    await act(() => changeLanguage('no'));
    const { calls } = renderCosts(per, { 'POST /api/expenses': created });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Beskrivelse'), 'Ny øks');
    await user.type(within(dialog).getByLabelText('Beløp (kr)'), 'tolv kroner');
    await user.click(within(dialog).getByTestId('expense-submit'));
    expect(await within(dialog).findByText('Skriv et beløp, for eksempel 1 234,50')).toBeDefined();
    expect(writes(calls)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Beløp (kr)'));
    await user.type(within(dialog).getByLabelText('Beløp (kr)'), '1 234,50');
    await user.click(within(dialog).getByTestId('expense-submit'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({ amountOre: 123_450 });
  });

  it('says in English when the amount is missing, zero or not an amount, and needs a description', async () => {
    const { calls } = renderCosts(per);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByTestId('expense-submit'));
    expect(await within(dialog).findByText('Write what the expense was for')).toBeDefined();
    expect(within(dialog).getByText('Write an amount, for example 1,234.50')).toBeDefined();
    await user.type(within(dialog).getByLabelText('Amount (NOK)'), '0');
    expect(await within(dialog).findByText('The amount must be more than 0')).toBeDefined();
    // "1 234,50" is the Norwegian way: in English the comma groups thousands, so it is not an amount.
    await user.clear(within(dialog).getByLabelText('Amount (NOK)'));
    await user.type(within(dialog).getByLabelText('Amount (NOK)'), '12,5');
    expect(await within(dialog).findByText('Write an amount, for example 1,234.50')).toBeDefined();
    expect(writes(calls)).toEqual([]);
  });

  it('shows what is left to assign of a custom split and refuses parts that do not add up', async () => {
    const { calls } = renderCosts(kari, { 'POST /api/expenses': created });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Description'), 'New roof');
    await user.type(within(dialog).getByLabelText('Amount (NOK)'), '1,000');
    // The owner may record what someone else paid.
    await user.selectOptions(within(dialog).getByLabelText('Paid by'), 'Ola Hansen');
    await user.click(within(dialog).getByRole('radio', { name: /Custom amounts/ }));
    const left = within(dialog).getByTestId('left-to-assign');
    expect(left.textContent).toBe('Left to assign: NOK 1,000.00');
    await user.type(within(dialog).getByLabelText('Bergs'), '600');
    await user.type(within(dialog).getByLabelText('Ola Hansen'), '300');
    expect(left.textContent).toBe('Left to assign: NOK 100.00');
    await user.click(within(dialog).getByTestId('expense-submit'));
    expect(await within(dialog).findByText('The parts must add up to the amount')).toBeDefined();
    expect(writes(calls)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Ola Hansen'));
    await user.type(within(dialog).getByLabelText('Ola Hansen'), '500');
    expect(left.textContent).toBe('NOK 100.00 too much assigned');
    await user.clear(within(dialog).getByLabelText('Ola Hansen'));
    await user.type(within(dialog).getByLabelText('Ola Hansen'), '400');
    expect(left.textContent).toBe('Left to assign: NOK 0.00');
    await user.click(within(dialog).getByTestId('expense-submit'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({
      description: 'New roof',
      amountOre: 100_000,
      date: '2026-12-10',
      paidById: ola.id,
      category: 'other',
      split: {
        kind: 'custom',
        parts: [
          { householdId: 'h-berg', amountOre: 60_000 },
          { householdId: `member:${ola.id}`, amountOre: 40_000 },
        ],
      },
    });
  });

  it('says in Norwegian when custom parts do not add up, and splits by nights in a range', async () => {
    await act(() => changeLanguage('no'));
    const { calls } = renderCosts(kari, { 'POST /api/expenses': created });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Beskrivelse'), 'Strøm');
    await user.type(within(dialog).getByLabelText('Beløp (kr)'), '2 000');
    await user.click(within(dialog).getByRole('radio', { name: /Egne beløp/ }));
    await user.type(within(dialog).getByLabelText('Bergs'), '1 500,50');
    expect(within(dialog).getByTestId('left-to-assign').textContent).toBe('Igjen å fordele: 499,50 kr');
    await user.click(within(dialog).getByTestId('expense-submit'));
    expect(await within(dialog).findByText('Delene må til sammen bli beløpet')).toBeDefined();

    await user.click(within(dialog).getByRole('radio', { name: /Etter overnattinger/ }));
    await user.clear(within(dialog).getByLabelText('Første natt'));
    await user.type(within(dialog).getByLabelText('Første natt'), '2026-07-01');
    await user.clear(within(dialog).getByLabelText('Siste natt'));
    await user.type(within(dialog).getByLabelText('Siste natt'), '2026-06-01');
    await user.click(within(dialog).getByTestId('expense-submit'));
    expect(await within(dialog).findByText('Siste natt kan ikke være før første natt')).toBeDefined();
    await user.clear(within(dialog).getByLabelText('Siste natt'));
    await user.type(within(dialog).getByLabelText('Siste natt'), '2026-07-31');
    await user.click(within(dialog).getByTestId('expense-submit'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({
      split: { kind: 'nights', from: '2026-07-01', to: '2026-07-31' },
    });
  });

  it('lets the payer edit and delete their expense after confirming, but not others’', async () => {
    const { calls } = renderCosts(ola, {
      'PATCH /api/expenses/e1': ({ body }: StubCall) => json(200, { ...firewood, ...(body as object) }),
      'DELETE /api/expenses/e1': json(200, { message: 'Expense deleted' }),
    });
    const user = userEvent.setup();
    // Ola is an admin: he may edit Per's expense too.
    expect(await screen.findByRole('button', { name: 'Edit Power bill' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Edit Firewood for the winter' }));
    const dialog = await screen.findByTestId('expense-dialog');
    expect((within(dialog).getByLabelText('Amount (NOK)') as HTMLInputElement).value).toBe('1,234.50');
    await user.clear(within(dialog).getByLabelText('Amount (NOK)'));
    await user.type(within(dialog).getByLabelText('Amount (NOK)'), '1300');
    await user.click(within(dialog).getByTestId('expense-submit'));
    await waitFor(() => expect(screen.queryByTestId('expense-dialog')).toBeNull());
    expect(writes(calls)[0]).toMatchObject({ method: 'PATCH', body: { amountOre: 130_000 } });

    await user.click(screen.getByRole('button', { name: 'Edit Firewood for the winter' }));
    await user.click(
      within(await screen.findByTestId('expense-dialog')).getByTestId('expense-delete-button'),
    );
    await user.click(await screen.findByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toMatchObject({ method: 'DELETE', path: '/api/expenses/e1' });
  });

  it('sends the receipt photo after the new expense, and removes an old one when asked', async () => {
    const { calls } = renderCosts(ola, {
      'POST /api/expenses': created,
      'POST /api/expenses/new/receipt': json(201, { ...firewood, id: 'new', hasReceipt: true }),
      'PATCH /api/expenses/e1': json(200, firewood),
      'DELETE /api/expenses/e1/receipt': json(200, { ...firewood, hasReceipt: false }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Description'), 'Lamp oil');
    await user.type(within(dialog).getByLabelText('Amount (NOK)'), '89');
    const photo = new File(['jpeg'], 'receipt.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Photo of the receipt (optional)'), photo);
    await user.click(within(dialog).getByTestId('expense-submit'));
    await waitFor(() => expect(screen.queryByTestId('expense-dialog')).toBeNull());
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/expenses',
      'POST /api/expenses/new/receipt',
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit Firewood for the winter' }));
    const edit = await screen.findByTestId('expense-dialog');
    await user.click(within(edit).getByLabelText('Remove the receipt'));
    await user.click(within(edit).getByTestId('expense-submit'));
    await waitFor(() => expect(screen.queryByTestId('expense-dialog')).toBeNull());
    expect(
      writes(calls)
        .map((call) => `${call.method} ${call.path}`)
        .slice(2),
    ).toEqual(['PATCH /api/expenses/e1', 'DELETE /api/expenses/e1/receipt']);
  });

  it('shows a plain member only their own expenses to edit', async () => {
    renderCosts(per);
    expect(await screen.findByRole('button', { name: 'Edit Power bill' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Edit Firewood for the winter' })).toBeNull();
  });
});
