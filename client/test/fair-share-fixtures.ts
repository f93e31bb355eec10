import type { FairShare, Household } from '@shared/schemas/households';
import type { DrawResult, PeakPeriod, Wishes } from '@shared/schemas/peak-periods';

// Fjellhytta's fair share (issue #16): Kari (u1) and Ola (u2) are "Nordmann", Per (u3) is alone.

export const nordmann: Household = { id: 'h1', name: 'Nordmann', memberIds: ['u1', 'u2'], sharePercent: 60 };

export const fairShareOf = (myHouseholdId = 'h1'): FairShare => ({
  year: 2026,
  myHouseholdId,
  households: [
    {
      householdId: 'h1',
      name: 'Nordmann',
      memberIds: ['u1', 'u2'],
      nightsByYear: [
        { year: 2026, nights: 7 },
        { year: 2025, nights: 5 },
        { year: 2024, nights: 0 },
        { year: 2023, nights: 3 },
      ],
    },
    {
      householdId: 'member:u3',
      name: 'Per Berg',
      memberIds: ['u3'],
      nightsByYear: [
        { year: 2026, nights: 2 },
        { year: 2025, nights: 0 },
        { year: 2024, nights: 4 },
        { year: 2023, nights: 0 },
      ],
    },
  ],
});

export const peakPeriodOf = (overrides: Partial<PeakPeriod> = {}): PeakPeriod => ({
  id: 'easter',
  name: 'Easter',
  firstNight: '2027-03-25',
  lastNight: '2027-03-28',
  method: 'draw',
  capNights: null,
  wishDeadline: '2027-02-01',
  rotationOrder: null,
  rotation: null,
  wishesOpen: true,
  // sha256('fjell-42'): the seed easterDraw reveals.
  seedCommitment: '1a50e29f24e355f3e502a43db9cb735a620d94687d5a04fef8d6f87fda3d27e8',
  draw: null,
  ...overrides,
});

export const noWishes: Wishes = { householdId: 'h1', wishes: [], updatedBy: null, wishesOpen: true };

export const easterDraw: DrawResult = {
  seed: 'fjell-42',
  order: ['member:u3', 'h1'],
  pastNights: { 'member:u3': 6, h1: 15 },
  allocations: [
    {
      householdId: 'member:u3',
      startDate: '2027-03-25',
      endDate: '2027-03-27',
      bookingId: 'b1',
      rank: 1,
      round: 1,
    },
    { householdId: 'h1', startDate: '2027-03-27', endDate: '2027-03-29', bookingId: 'b2', rank: 2, round: 1 },
  ],
  refused: [
    { householdId: 'h1', startDate: '2027-03-25', endDate: '2027-03-29', rank: 1, reason: 'taken_in_draw' },
  ],
  drawnAt: '2026-12-10T11:00:00.000Z',
  // What it was drawn on: re-run with 'fjell-42', it gives the result above.
  inputs: {
    period: { firstNight: '2027-03-25', lastNight: '2027-03-28' },
    wishes: [
      {
        householdId: 'h1',
        name: 'Nordmann',
        wishes: [
          { startDate: '2027-03-25', endDate: '2027-03-29' },
          { startDate: '2027-03-27', endDate: '2027-03-29' },
        ],
      },
      { householdId: 'member:u3', name: 'Per', wishes: [{ startDate: '2027-03-25', endDate: '2027-03-27' }] },
    ],
    booked: [],
  },
};
