import { PAGE_ANSWERS_ELEMENT_ID } from '@shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { putPageAnswers, stubPageLoadWithAnswers } from '@/test/page-answers';

// Issue #18: the signed-in page's answers (server/http/page-answers.ts) stand in for the first
// GET of each path, once, and only while the page is new; everything else goes to the server.

const fetchCalls = stubPageLoadWithAnswers();

/** A fresh copy of the API client over a page carrying `answers` (the module reads the page once). */
async function clientOverPage(answers: string) {
  putPageAnswers(answers);
  return import('./api-client');
}

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
