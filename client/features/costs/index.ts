// Costs (issue #16): the feature's public surface; the app imports from here only.
// The screen is its own chunk, and chart.js a chunk of that chunk's own (lib/draw-costs-chart.ts):
// the shell that opens on the dashboard carries neither.
export const loadCostsSection = () => import('./components/costs-section');
/** The costs screen's first reads, which a page load on /costs starts before its chunk is there. */
export { expenseBalancesQueryOptions } from './api/get-expense-balances';
export { expensesQueryOptions } from './api/get-expenses';
