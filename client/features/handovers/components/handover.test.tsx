import type { Handover, HandoverView } from '@shared/schemas/handovers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { cabinReads, kariInFjellhytta } from '@/test/cabin-fixtures';
import { json, stubApi, writes } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { HandoverButton } from './handover-dialog';

// The handover note (issue #41): the dialog a departure checklist run opens (the form while the
// window is open, the note read back with one-tap tasks).

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const stay = { id: 'b1', startDate: '2027-07-01', endDate: '2027-07-08', bookerName: 'Ola Nordmann' };
const handover: Handover = {
  bookingId: 'b1',
  firewood: 'low',
  heating: 'frost',
  water: 'off',
  fridge: 'Smør',
  note: 'Fin tur!',
  needsFixing: [
    { text: 'Lekk kran', taskId: null },
    { text: 'Lyspære', taskId: 't1' },
  ],
  photos: [],
  writtenBy: { id: 'u-ola', fullName: 'Ola Nordmann' },
  updatedAt: '2027-07-07T10:00:00.000Z',
};
const view = (over: Partial<HandoverView> = {}): HandoverView => ({
  stay,
  open: true,
  canWrite: true,
  canMakeTasks: false,
  handover: null,
  ...over,
});

describe('the handover dialog', () => {
  it('writes the handover: the states, the fridge, the note, one line a row with blank rows sent as typed', async () => {
    const { calls } = stubApi({
      ...cabinReads('member'),
      'GET /api/bookings/b1/handover': json(200, view()),
      'PUT /api/bookings/b1/handover': json(200, view({ handover })),
    });
    renderSignedIn(<HandoverButton bookingId="b1" write />, { user: kariInFjellhytta });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write the handover' }));
    const dialog = await screen.findByTestId('handover-dialog');
    expect(await within(dialog).findByText('No handover written yet.', {}, { timeout: 5000 })).toBeDefined();
    await user.selectOptions(within(dialog).getByLabelText('Firewood'), 'low');
    await user.selectOptions(within(dialog).getByLabelText('Water'), 'off');
    await user.type(within(dialog).getByLabelText('Left in the fridge'), 'Smør');
    await user.type(within(dialog).getByLabelText('Needs fixing'), 'Lekk kran{Enter}{Enter}Lyspære');
    await user.click(within(dialog).getByRole('button', { name: 'Save the handover' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({
      firewood: 'low',
      heating: 'frost',
      water: 'off',
      fridge: 'Smør',
      note: '',
      needsFixing: ['Lekk kran', '', 'Lyspære'],
    });
  });

  it('reads a closed handover in Norwegian and makes a line a task with one tap', async () => {
    await changeLanguage('no');
    const { calls } = stubApi({
      ...cabinReads('owner'),
      'GET /api/bookings/b1/handover': json(
        200,
        view({ open: false, canWrite: false, canMakeTasks: true, handover }),
      ),
      'POST /api/bookings/b1/handover/tasks': json(201, { id: 't2' }),
    });
    renderSignedIn(<HandoverButton bookingId="b1" />, { user: kariInFjellhytta });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Overlevering' }));
    const dialog = await screen.findByTestId('handover-dialog');
    expect(await within(dialog).findByText('Lite igjen', {}, { timeout: 5000 })).toBeDefined();
    expect(within(dialog).queryByTestId('handover-form')).toBeNull();
    expect(
      within(dialog).getByText('Overleveringen kan skrives fra siste natt og til 14 dager etter avreise.'),
    ).toBeDefined();
    expect(within(dialog).getByText('Oppgave laget')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Lag oppgave' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'POST', path: '/api/bookings/b1/handover/tasks', body: { index: 0 } },
      ]),
    );
  });
});
