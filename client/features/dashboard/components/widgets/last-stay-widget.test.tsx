import type { Handover } from '@shared/schemas/handovers';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cabinReads, kariInFjellhytta } from '@/test/cabin-fixtures';
import { json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { LastStayWidget } from './last-stay-widget';

// "From the last stay" (issue #41): the handover the stay before the viewer's left, from three
// days before arrival; otherwise when it will show.

afterEach(() => {
  vi.unstubAllGlobals();
});

const stay = { id: 'b1', startDate: '2027-07-01', endDate: '2027-07-08', bookerName: 'Ola Nordmann' };
const handover: Handover = {
  bookingId: 'b1',
  firewood: 'low',
  heating: 'frost',
  water: 'off',
  fridge: 'Smør',
  note: 'Fin tur!',
  needsFixing: [{ text: 'Lekk kran', taskId: null }],
  photos: [],
  writtenBy: { id: 'u-ola', fullName: 'Ola Nordmann' },
  updatedAt: '2027-07-07T10:00:00.000Z',
};

describe('From the last stay', () => {
  it('shows the stay before the viewer’s with its handover, or says when it will show', async () => {
    stubApi({
      ...cabinReads('member'),
      'GET /api/handovers/previous': json(200, {
        stay: { id: 'b2', startDate: '2027-07-10', endDate: '2027-07-14' },
        previous: { stay, handover },
      }),
    });
    const first = renderSignedIn(<LastStayWidget />, { user: kariInFjellhytta });
    const shown = await screen.findByTestId('last-stay', {}, { timeout: 5000 });
    expect(shown.textContent).toContain('From Ola Nordmann');
    expect(shown.textContent).toContain('Fin tur!');
    expect(within(shown).queryByRole('button', { name: 'Make a task' })).toBeNull();
    first.unmount();
    vi.unstubAllGlobals();
    stubApi({
      ...cabinReads('member'),
      'GET /api/handovers/previous': json(200, { stay: null, previous: null }),
    });
    renderSignedIn(<LastStayWidget />, { user: kariInFjellhytta });
    expect(
      await screen.findByText('Shown from three days before you arrive.', {}, { timeout: 5000 }),
    ).toBeDefined();
  });
});
