import { everyone, type MatrixRoute, membersOfA } from '../access-matrix';
import { png } from '../images';

// The cost calls (issue #16), for server/features/costs/costs-matrix.test.ts. Every member of a
// cabin reads its expenses, balances, settings and CSV, adds expenses they paid and payments they
// made; the payer, the owner and admins change an expense; the owner and admins set the night
// fee. A's expense (paid by its member) is nobody else's: the outsider is told it does not exist.
// A's payments (issue #36): one to its member, one from its member, one between the target and
// the admin. The recipient, the owner and admins confirm; the payer, the recipient, the owner and
// admins delete.

export type CostFixture = {
  expenseId: string;
  /** The target paid A's member. */
  paymentToMemberId: string;
  /** A's member paid the target. */
  paymentFromMemberId: string;
  /** The target paid the admin: A's member is neither side. */
  paymentOfOthersId: string;
};

export const COST_MATRIX_ROUTES: MatrixRoute<CostFixture>[] = [
  {
    route: 'GET /api/expenses',
    name: "list my cabin's expenses",
    url: () => '/api/expenses?year=2031',
    expected: everyone(200),
  },
  {
    route: 'POST /api/expenses',
    name: 'add an expense I paid, split equally',
    url: () => '/api/expenses',
    body: () => ({
      description: 'Ved',
      amountOre: 100,
      date: '2031-03-01',
      category: 'firewood',
      split: { kind: 'equal' },
    }),
    // The outsider adds one to their own cabin B.
    expected: everyone(201),
  },
  {
    route: 'POST /api/expenses',
    name: "add an expense A's target member paid",
    url: () => '/api/expenses',
    body: (people) => ({
      description: 'Strøm',
      amountOre: 100,
      date: '2031-03-01',
      category: 'electricity',
      paidById: people.target.id,
      split: { kind: 'equal' },
    }),
    // A plain member may not say someone else paid; the target is no member of the outsider's B.
    expected: { ...everyone(201), member: 403, outsider: 400 },
  },
  {
    route: 'PATCH /api/expenses/{id}',
    name: "change A's expense paid by its member",
    url: (_people, fixture) => `/api/expenses/${fixture.expenseId}`,
    body: () => ({ amountOre: 301 }),
    expected: membersOfA(200),
  },
  {
    route: 'DELETE /api/expenses/{id}',
    name: "delete A's expense paid by its member",
    url: (_people, fixture) => `/api/expenses/${fixture.expenseId}`,
    expected: membersOfA(200),
  },
  {
    route: 'GET /api/expenses/settings',
    name: "read my cabin's cost settings",
    url: () => '/api/expenses/settings',
    expected: everyone(200),
  },
  {
    route: 'PUT /api/expenses/settings',
    name: 'set the night fee',
    url: () => '/api/expenses/settings',
    body: () => ({ feePerAdultNightOre: 5000, feePerChildNightOre: 2500, childNightPercent: 50 }),
    // The outsider sets their own cabin B's.
    expected: { ...everyone(200), member: 403 },
  },
  {
    route: 'GET /api/expenses/balances',
    name: "read my cabin's balances",
    url: () => '/api/expenses/balances',
    expected: everyone(200),
  },
  {
    route: 'POST /api/expenses/payments',
    name: "pay A's target member",
    url: () => '/api/expenses/payments',
    body: (people) => ({ toUserId: people.target.id, amountOre: 5000, date: '2031-03-02' }),
    // The target is no member of the outsider's cabin B.
    expected: { ...everyone(201), outsider: 400 },
  },
  {
    route: 'POST /api/expenses/payments/{id}/confirm',
    name: "confirm a payment made to A's member",
    url: (_people, fixture) => `/api/expenses/payments/${fixture.paymentToMemberId}/confirm`,
    expected: membersOfA(200),
  },
  {
    route: 'POST /api/expenses/payments/{id}/confirm',
    name: "confirm a payment A's member made",
    url: (_people, fixture) => `/api/expenses/payments/${fixture.paymentFromMemberId}/confirm`,
    // The payer cannot confirm their own payment; the owner and admins can.
    expected: { ...membersOfA(200), member: 403 },
  },
  {
    route: 'DELETE /api/expenses/payments/{id}',
    name: "delete a payment made to A's member",
    url: (_people, fixture) => `/api/expenses/payments/${fixture.paymentToMemberId}`,
    expected: membersOfA(200),
  },
  {
    route: 'DELETE /api/expenses/payments/{id}',
    name: "delete a payment A's member made",
    url: (_people, fixture) => `/api/expenses/payments/${fixture.paymentFromMemberId}`,
    expected: membersOfA(200),
  },
  {
    route: 'DELETE /api/expenses/payments/{id}',
    name: "delete a payment between A's target and admin",
    url: (_people, fixture) => `/api/expenses/payments/${fixture.paymentOfOthersId}`,
    expected: { ...membersOfA(200), member: 403 },
  },
  {
    route: 'GET /api/expenses/export.csv',
    name: "export my cabin's year as CSV",
    url: () => '/api/expenses/export.csv?year=2031',
    expected: everyone(200),
  },
  {
    route: 'POST /api/expenses/{id}/receipt',
    name: "add a receipt to A's expense",
    url: (_people, fixture) => `/api/expenses/${fixture.expenseId}/receipt`,
    upload: () => ({ field: 'photo', fileName: 'kvittering.png', contentType: 'image/png', data: png() }),
    expected: membersOfA(201),
  },
  {
    route: 'GET /api/expenses/{id}/receipt',
    name: "see the receipt of A's expense",
    url: (_people, fixture) => `/api/expenses/${fixture.expenseId}/receipt`,
    expected: membersOfA(200),
  },
  {
    route: 'DELETE /api/expenses/{id}/receipt',
    name: "remove the receipt of A's expense",
    url: (_people, fixture) => `/api/expenses/${fixture.expenseId}/receipt`,
    expected: membersOfA(200),
  },
];
