import type { ChecklistRun } from '@shared/schemas/checklists';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cabinReads, per } from '@/test/cabin-fixtures';
import { callsTo, json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { RunView } from './run-view';

// Issue #41: a run's "Read the meter" item has a button next to its tick that opens the
// meter-reading form with the run's stay filled in; other items have none.

afterEach(() => {
  vi.unstubAllGlobals();
});

const run: ChecklistRun = {
  id: 'run1',
  checklistId: 'arr',
  title: 'Arriving',
  kind: 'arrival',
  bookingId: 'b-per',
  stay: { startDate: '2026-12-08', endDate: '2026-12-11', bookerName: 'Per Berg' },
  startedAt: '2026-12-08T15:00:00.000Z',
  startedBy: 'Per Berg',
  items: [
    { id: 'r1', text: 'Turn on the water', done: false, doneBy: null, doneAt: null },
    { id: 'r2', text: 'Read the meter', action: 'read_meter', done: false, doneBy: null, doneAt: null },
  ],
};

describe('a checklist run and the meter', () => {
  it('opens the reading form for the run\'s stay from the "Read the meter" item only', async () => {
    const { calls } = stubApi({
      ...cabinReads('member'),
      'GET /api/checklist-runs/run1': json(200, run),
      'POST /api/meter-readings': (call) =>
        json(201, {
          id: 'm1',
          value: 12345.6,
          readAt: '2026-12-08T15:00:00.000Z',
          bookingId: 'b-per',
          user: null,
          mayDelete: true,
          createdAt: '2026-12-08T15:00:00.000Z',
          ...(call.body as object),
        }),
    });
    renderSignedIn(<RunView runId="run1" onBack={() => undefined} />, { user: per });
    const buttons = await screen.findAllByRole('button', { name: 'Read the meter' }, { timeout: 5000 });
    expect(buttons).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByTestId('meter-reading-dialog', {}, { timeout: 5000 });
    await user.type(within(dialog).getByLabelText('Meter reading (kWh)'), '12345.6');
    await user.click(within(dialog).getByRole('button', { name: 'Save the reading' }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/meter-readings')).toHaveLength(1));
    expect(callsTo(calls, 'POST /api/meter-readings')[0]?.body).toMatchObject({
      value: 12345.6,
      bookingId: 'b-per',
    });
  });
});
