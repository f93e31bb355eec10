import { yearOf } from './calendar-dates';

// Issue #38: each screen's first reads, beside the ones every signed-in screen makes (the server's
// PAGE_ANSWER_PATHS). The page a signed-in browser gets for a screen carries their answers
// (server/http/page-answers.ts), and the app takes them all at its start, before any other call
// can (client/app/first-screen.ts), so the screen renders once with its data instead of asking
// for it a round trip after its chunk has arrived. One list for both, so they cannot drift.

/** A read a screen makes at its start; like the shell's, none depends on the app's language. */
export type ScreenRead =
  | 'visits'
  | 'shopping-items'
  | 'tasks'
  | 'manual'
  | 'checklists'
  | 'checklist-runs'
  | 'fair-share'
  | 'expenses'
  | 'expense-balances'
  | 'cabin-members';

/**
 * Each read's path, given the cabin's today (`YYYY-MM-DD`, Europe/Oslo): the costs screen opens
 * on the cabin's current year.
 */
export const SCREEN_READ_PATHS: Record<ScreenRead, (today: string) => string> = {
  visits: () => '/api/visits',
  'shopping-items': () => '/api/shopping-items',
  tasks: () => '/api/tasks',
  manual: () => '/api/manual',
  checklists: () => '/api/checklists',
  'checklist-runs': () => '/api/checklist-runs',
  'fair-share': () => '/api/fair-share',
  expenses: (today) => `/api/expenses?year=${yearOf(today)}`,
  'expense-balances': () => '/api/expenses/balances',
  'cabin-members': () => '/api/cabin/users',
};

/**
 * The reads each screen's path makes at its start (what its first render asks for: the visit log
 * and the calendar also read the shopping list, for the booking dialog's reminder; the calendar
 * and costs read the households). The dashboard's are the shell's own.
 */
const SCREEN_FIRST_READS: Readonly<Record<string, readonly ScreenRead[]>> = {
  '/calendar': ['shopping-items', 'fair-share'],
  '/visits': ['visits', 'shopping-items'],
  '/shopping': ['shopping-items'],
  '/tasks': ['tasks'],
  '/manual': ['manual'],
  '/checklists': ['checklists', 'checklist-runs'],
  '/peaks': ['fair-share'],
  '/costs': ['expenses', 'expense-balances', 'cabin-members', 'fair-share'],
};

/** The reads a page load at `pagePath` (no query string) makes first; none for other paths. */
export function screenFirstReads(pagePath: string): readonly ScreenRead[] {
  return Object.hasOwn(SCREEN_FIRST_READS, pagePath) ? (SCREEN_FIRST_READS[pagePath] ?? []) : [];
}
