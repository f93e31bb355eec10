import { PAGE_ANSWERS_ELEMENT_ID } from '@shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue #18: the signed-in page's answers (server/http/page-answers.ts) stand in for the first
// GET of each path, once, and only while the page is new; everything else goes to the server.

const fetchCalls = vi.fn(async (path: string) => new Response(JSON.stringify({ from: 'server', path })));

/** A fresh copy of the API client over a page carrying `answers` (the module reads the page once). */
async function clientOverPage(answers: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_ANSWERS_ELEMENT_ID;
  element.textContent = answers;
  document.body.append(element);
  vi.resetModules();
  return import('./api-client');
}

beforeEach(() => {
  // Half a second after the page's navigation began (the test process itself is older).
  vi.spyOn(performance, 'now').mockReturnValue(500);
  fetchCalls.mockClear();
  vi.stubGlobal('fetch', fetchCalls);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.remove();
});

describe("the page's answers", () => {
  it("answer a path's first GET without a call, and the next GET asks the server", async () => {
    const { apiFetch } = await clientOverPage(JSON.stringify({ '/api/cabin': { name: 'Fjellhytta' } }));
    expect(await apiFetch('/api/cabin')).toEqual({ name: 'Fjellhytta' });
    expect(fetchCalls).not.toHaveBeenCalled();
    expect(await apiFetch('/api/cabin')).toEqual({ from: 'server', path: '/api/cabin' });
    expect(fetchCalls).toHaveBeenCalledTimes(1);
    // Read once and taken off the page.
    expect(document.getElementById(PAGE_ANSWERS_ELEMENT_ID)).toBeNull();
  });

  it('never answer a write, nor a path they do not carry', async () => {
    const { apiFetch } = await clientOverPage(JSON.stringify({ '/api/cabin': { name: 'Fjellhytta' } }));
    await apiFetch('/api/cabin', { method: 'PATCH', body: { name: 'Ny' } });
    await apiFetch('/api/bookings');
    expect(fetchCalls.mock.calls.map(([path]) => path)).toEqual(['/api/cabin', '/api/bookings']);
    expect(await apiFetch('/api/cabin')).toEqual({ name: 'Fjellhytta' });
  });

  it('are not used once the page is more than 10 s old: a screen opened later asks the server', async () => {
    const { apiFetch } = await clientOverPage(JSON.stringify({ '/api/bookings': [] }));
    vi.spyOn(performance, 'now').mockReturnValue(10_001);
    expect(await apiFetch('/api/bookings')).toEqual({ from: 'server', path: '/api/bookings' });
  });

  it('that cannot be read are ignored', async () => {
    const { apiFetch } = await clientOverPage('{not json');
    expect(await apiFetch('/api/cabin')).toEqual({ from: 'server', path: '/api/cabin' });
  });
});
