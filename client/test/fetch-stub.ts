import { type Mock, vi } from 'vitest';

export type StubCall = { method: string; path: string; body: unknown };
type Answer = Response | ((call: StubCall) => Response | Promise<Response>);
/** Answers keyed by "METHOD /path" (query string included). */
export type StubRoutes = Record<string, Answer>;

/** A JSON response. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs the global fetch with answers keyed by "METHOD /path" (query string included); other
 * calls get a 404. An answer may be a function of the call. `calls` records every call with its
 * parsed JSON body.
 */
export function stubApi(routes: StubRoutes): { fetchMock: Mock; calls: StubCall[] } {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url, body };
    calls.push(call);
    const answer = routes[`${method} ${url}`];
    if (answer === undefined) return json(404, { message: 'Not found' });
    return typeof answer === 'function' ? answer(call) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** The calls made to one route. */
export const callsTo = (calls: StubCall[], route: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === route);

/** The calls other than reads. */
export const writes = (calls: StubCall[]) => calls.filter((call) => call.method !== 'GET');
