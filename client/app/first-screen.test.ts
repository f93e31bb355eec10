import { SCREEN_READ_PATHS, screenFirstReads } from '@shared/screen-first-reads';
import { describe, expect, it, vi } from 'vitest';
import { kari } from '@/test/fixtures';
import { putPageAnswers, stubPageLoadWithAnswers } from '@/test/page-answers';

// Issue #38: a page load on a screen takes every answer its page carries (server/http/page-answers.ts,
// shared/screen-first-reads.ts) at the start, into the queries the screen reads, without a call;
// what is left once those reads are done is dropped, so a later refresh never gets the page's
// older answer.

const fetchCalls = stubPageLoadWithAnswers();
const member = { ...kari, currentCabinId: 'c1' };
/** New Year's Eve, half an hour before midnight in UTC: already 2027 at the cabin. */
const NOW = new Date('2026-12-31T23:30:00Z');

/** The answers every signed-in page carries, as the shell's reads expect them. */
const SHELL_ANSWERS: Record<string, unknown> = {
  '/api/user/cabins': { cabins: [] },
  '/api/notifications/unread-count': { count: 0 },
  '/api/cabin': { id: 'c1', name: 'Fjellhytta' },
  '/api/bookings': [],
  '/api/peak-periods': { peakPeriods: [] },
};
/** A screen read's answer, in the shape its query reads. */
const screenAnswer = (path: string) => (path.startsWith('/api/expenses?') ? { expenses: [] } : []);

const SCREENS = ['/calendar', '/visits', '/shopping', '/tasks', '/manual', '/checklists', '/peaks', '/costs'];

/** Fresh copies of the app's modules over a page carrying `answers` (the page is read once). */
async function startOverPage(answers: Record<string, unknown>) {
  putPageAnswers(JSON.stringify(answers));
  const [{ prefetchFirstScreen }, { createQueryClient }, { apiFetch }] = await Promise.all([
    import('./first-screen'),
    import('@/lib/query-client'),
    import('@/lib/api-client'),
  ]);
  return { prefetchFirstScreen, queryClient: createQueryClient(), apiFetch };
}

describe('the first screen of a page load', () => {
  it.each(SCREENS)('on %s takes every answer the page carries for it, without a call', async (screen) => {
    const reads = screenFirstReads(screen).map((read) => SCREEN_READ_PATHS[read]('2027-01-01'));
    expect(reads.length).toBeGreaterThan(0);
    const answers = {
      ...SHELL_ANSWERS,
      ...Object.fromEntries(reads.map((path) => [path, screenAnswer(path)])),
    };
    const { prefetchFirstScreen, queryClient } = await startOverPage(answers);

    prefetchFirstScreen(queryClient, member, screen, NOW);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

    expect(fetchCalls).not.toHaveBeenCalled();
    const queries = queryClient.getQueryCache().getAll();
    expect(queries).toHaveLength(Object.keys(answers).length);
    const failed = queries.filter((query) => query.state.status !== 'success');
    expect(failed.map((query) => [query.queryKey, String(query.state.error)])).toEqual([]);
  });

  it('opens the costs on the cabin’s year, not the clock’s in UTC', async () => {
    const expenses = [{ id: 'e1', description: 'Ved' }];
    const { prefetchFirstScreen, queryClient } = await startOverPage({
      ...SHELL_ANSWERS,
      '/api/expenses?year=2027': { expenses },
    });
    prefetchFirstScreen(queryClient, member, '/costs', NOW);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(['expenses', 'c1', 2027])).toEqual(expenses);
  });

  it("drops what the start did not take: a later read asks the server, never the page's older answer", async () => {
    const { prefetchFirstScreen, queryClient, apiFetch } = await startOverPage({
      ...SHELL_ANSWERS,
      '/api/shopping-items': [],
      // Not a read of /shopping's start: it must not answer the visit log opened a moment later.
      '/api/visits': [{ id: 'v-old' }],
    });
    prefetchFirstScreen(queryClient, member, '/shopping', NOW);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(fetchCalls).not.toHaveBeenCalled();

    expect(await apiFetch('/api/visits')).toEqual({ from: 'server', path: '/api/visits' });
    expect(fetchCalls).toHaveBeenCalledTimes(1);
  });

  it('takes no screen reads for a user in no cabin', async () => {
    const { prefetchFirstScreen, queryClient } = await startOverPage({
      '/api/user/cabins': { cabins: [] },
      '/api/notifications/unread-count': { count: 0 },
    });
    prefetchFirstScreen(queryClient, kari, '/shopping', NOW);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(fetchCalls).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(2);
  });
});
