import type { ChecklistRun } from '@shared/schemas/checklists';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cabinReads, per } from '@/test/cabin-fixtures';
import { json, stubApi } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { RunView } from './run-view';

// Issue #41: the departure checklist's run of a stay links to that stay's handover, so the two
// are one walk-through at the door; other runs do not.

afterEach(() => {
  vi.unstubAllGlobals();
});

const runOf = (overrides: Partial<ChecklistRun> = {}): ChecklistRun => ({
  id: 'run1',
  checklistId: 'dep',
  title: 'Before leaving',
  kind: 'departure',
  bookingId: 'b-per',
  stay: { startDate: '2026-12-08', endDate: '2026-12-11', bookerName: 'Per Berg' },
  startedAt: '2026-12-10T11:00:00.000Z',
  startedBy: 'Per Berg',
  items: [{ id: 'r1', text: 'Turn off the water', done: false, doneBy: null, doneAt: null }],
  ...overrides,
});

describe('a checklist run and the handover', () => {
  it.each([
    ['a departure run of a stay', runOf(), true],
    ['a departure run on its own', runOf({ bookingId: null, stay: null }), false],
    ['an arrival run of a stay', runOf({ kind: 'arrival' }), false],
  ])('%s: "Write the handover" shown %s', async (_, run, shown) => {
    stubApi({ ...cabinReads('member'), 'GET /api/checklist-runs/run1': json(200, run) });
    renderSignedIn(<RunView runId="run1" onBack={() => undefined} />, { user: per });
    expect(await screen.findByTestId('run-title', {}, { timeout: 5000 })).toBeDefined();
    if (shown) {
      expect(
        await screen.findByRole('button', { name: 'Write the handover' }, { timeout: 5000 }),
      ).toBeDefined();
    } else {
      expect(screen.queryByRole('button', { name: 'Write the handover' })).toBeNull();
    }
  });
});
