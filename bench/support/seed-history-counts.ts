import { getJson } from './bench-server';

// What the seeded history cabin holds, read back as the audited member reads it, against issue
// #38's "a cabin with a few years of history": a seeding that fell short fails here, before any
// figure is measured on a smaller cabin than the one the targets are about. The guest book is
// counted as written (each write answered 201): its list may come a page at a time.

export type SeededCounts = {
  stays: number;
  visits: number;
  visitsWithTwoPhotos: number;
  expenses: number;
  expenseCategories: number;
  households: number;
  peakPeriods: number;
  manualSections: number;
  checklists: number;
  checklistItems: number;
  shoppingItems: number;
  tasks: number;
};

const AT_LEAST: SeededCounts = {
  stays: 40,
  visits: 60,
  visitsWithTwoPhotos: 20,
  expenses: 30,
  expenseCategories: 3,
  households: 2,
  peakPeriods: 3,
  manualSections: 8,
  checklists: 2,
  checklistItems: 20,
  shoppingItems: 20,
  tasks: 12,
};

type Listed = Array<Record<string, unknown>>;
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** Counts the cabin's rows through the API; throws when any is short of the history. */
export async function countSeeded(
  baseUrl: string,
  cookie: string,
  written: Pick<SeededCounts, 'visits' | 'visitsWithTwoPhotos'>,
): Promise<SeededCounts> {
  const get = <T>(path: string) => getJson<T>(baseUrl, path, cookie);
  const [bookings, expenses, households, peaks, manual, checklists, shopping, tasks] = await Promise.all([
    get<Listed>('/api/bookings'),
    get<{ expenses: Listed }>('/api/expenses'),
    get<{ households: Listed }>('/api/households'),
    get<{ peakPeriods: Listed }>('/api/peak-periods'),
    get<{ sections: Listed }>('/api/manual'),
    get<Listed>('/api/checklists'),
    get<Listed>('/api/shopping-items'),
    get<Listed>('/api/tasks'),
  ]);
  const counts: SeededCounts = {
    stays: bookings.length,
    ...written,
    expenses: expenses.expenses.length,
    expenseCategories: new Set(expenses.expenses.map((expense) => expense.category)).size,
    households: households.households.length,
    peakPeriods: peaks.peakPeriods.length,
    manualSections: manual.sections.length,
    checklists: checklists.length,
    checklistItems: checklists.reduce((sum, checklist) => sum + lengthOf(checklist.items), 0),
    shoppingItems: shopping.length,
    tasks: tasks.length,
  };
  const short = (Object.keys(AT_LEAST) as Array<keyof SeededCounts>).filter(
    (key) => counts[key] < AT_LEAST[key],
  );
  if (short.length > 0) {
    const named = short.map((key) => `${key} (${counts[key]} < ${AT_LEAST[key]})`);
    throw new Error(`the history cabin is short of ${named.join(', ')}`);
  }
  return counts;
}
