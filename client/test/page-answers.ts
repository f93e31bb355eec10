import { PAGE_ANSWERS_ELEMENT_ID } from '@shared/constants';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';

/**
 * A page load that carries the server's answers (server/http/page-answers.ts) for the tests of
 * the client's page answers: the server's fetch is the returned mock, answering every call with
 * `{ from: 'server', path }`, and the clock reads half a second after the page's navigation began
 * (the test process itself is older). Call at the top of a test file.
 */
export function stubPageLoadWithAnswers(): Mock<(path: string) => Promise<Response>> {
  const fetchCalls = vi.fn(async (path: string) => new Response(JSON.stringify({ from: 'server', path })));
  beforeEach(() => {
    vi.spyOn(performance, 'now').mockReturnValue(500);
    fetchCalls.mockClear();
    vi.stubGlobal('fetch', fetchCalls);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.remove();
  });
  return fetchCalls;
}

/** Writes the page's answers element, as the server does, for modules imported after this. */
export function putPageAnswers(answersJson: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_ANSWERS_ELEMENT_ID;
  element.textContent = answersJson;
  document.body.append(element);
  vi.resetModules();
}
