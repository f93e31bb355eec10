import type { User } from '@shared/schemas/auth';
import type { Balances, CostSettings, Expense, Payment } from '@shared/schemas/costs';
import type { FairShare } from '@shared/schemas/households';
import { cabinReads, kariInFjellhytta as kari, ola, per } from '@/test/cabin-fixtures';
import { json, type StubRoutes } from '@/test/fetch-stub';

// Fjellhytta's costs as the tests see them: Kari (owner) and Per are one household, Ola (admin)
// is on his own.

export const fairShare: FairShare = {
  year: 2026,
  myHouseholdId: 'h-berg',
  households: [
    { householdId: 'h-berg', name: 'Bergs', memberIds: [kari.id, per.id], nightsByYear: [] },
    { householdId: `member:${ola.id}`, name: 'Ola Hansen', memberIds: [ola.id], nightsByYear: [] },
  ],
};

export const firewood: Expense = {
  id: 'e1',
  description: 'Firewood for the winter',
  amountOre: 123_450,
  date: '2026-11-02',
  paidById: ola.id,
  paidByName: 'Ola Hansen',
  category: 'firewood',
  split: { kind: 'equal' },
  parts: [],
  hasReceipt: true,
  createdById: ola.id,
  createdAt: '2026-11-02T10:00:00.000Z',
};

export const power: Expense = {
  ...firewood,
  id: 'e2',
  description: 'Power bill',
  amountOre: 80_000,
  date: '2026-10-15',
  paidById: per.id,
  paidByName: 'Per Berg',
  category: 'electricity',
  split: { kind: 'shares' },
  hasReceipt: false,
};

export const balances: Balances = {
  balances: [
    { userId: kari.id, householdId: 'h-berg', paidOre: 0, shareOre: 61_725, netOre: -61_725 },
    { userId: per.id, householdId: 'h-berg', paidOre: 80_000, shareOre: 40_000, netOre: 40_000 },
    { userId: ola.id, householdId: `member:${ola.id}`, paidOre: 123_450, shareOre: 101_725, netOre: 21_725 },
  ],
  settlements: [
    { fromUserId: kari.id, toUserId: per.id, amountOre: 40_000 },
    { fromUserId: kari.id, toUserId: ola.id, amountOre: 21_725 },
  ],
  payments: [],
};

/** Per says he paid Ola; Ola has not confirmed it yet (issue #36). */
export const perToOlaWaiting: Payment = {
  id: 'p-waiting',
  fromUserId: per.id,
  toUserId: ola.id,
  amountOre: 5_000,
  date: '2026-12-01',
  createdAt: '2026-12-01T09:00:00.000Z',
  confirmedAt: null,
  confirmedById: null,
};

/** Ola paid Kari, and Kari confirmed it. */
export const olaToKariConfirmed: Payment = {
  id: 'p-confirmed',
  fromUserId: ola.id,
  toUserId: kari.id,
  amountOre: 10_000,
  date: '2026-11-20',
  createdAt: '2026-11-20T09:00:00.000Z',
  confirmedAt: '2026-11-21T09:00:00.000Z',
  confirmedById: kari.id,
};

export const settings: CostSettings = {
  feePerAdultNightOre: 5_000,
  feePerChildNightOre: 2_500,
  childNightPercent: 50,
};

export const roleOf = (user: User) =>
  user.id === kari.id ? 'owner' : user.id === ola.id ? 'admin' : 'member';

/** The reads the costs section makes, as `user` sees them. */
export const costReads = (user: User, expenses: Expense[] = [firewood, power]): StubRoutes => ({
  ...cabinReads(roleOf(user)),
  'GET /api/expenses?year=2026': json(200, { expenses }),
  'GET /api/expenses?year=2025': json(200, { expenses: [] }),
  'GET /api/expenses/balances': json(200, balances),
  'GET /api/expenses/settings': json(200, settings),
  'GET /api/fair-share': json(200, fairShare),
});
